import { Hono } from 'hono';
import {
  type AgeAttempt,
  type AgeIdentity,
  type AgeMethod,
  ageIdentityRequestSchema,
  vendorStartRequestSchema,
  type VendorStartAnswer,
} from '../../../src/contracts/age-verification.ts';
import { readCommerceConfig } from '../commerce/config.ts';
import type { BackendEnv } from '../env.ts';
import { BadRequestError } from '../errors.ts';
import { readJsonBody, readRawBody } from '../validation/request.ts';
import { adapterOf } from './age-config.ts';
import { receitaSettings, vendorSettings } from './age-adapters.ts';
import { ageStatus, type AttemptResult, claimAttempt, settleAttempt } from './age-records.ts';
import { openSession } from './age-sessions.ts';
import { identityDigest, isAdultBy } from './identity.ts';
import { applyVendorNotice } from './provedor/vendor-notice.ts';
import { readVendorNotice, startVendorSession, VendorNoticeRefused } from './provedor/vendor.ts';
import { checkAtReceita } from './receita/datavalid.ts';

/**
 * The age verification's API (README "Age verification"; contract src/contracts/age-verification.ts),
 * under /api, reached only by the edge with the access token: it names the customer by their
 * identity as the commerce service knows it, after checking the shopper's session. Every attempt
 * is claimed first (at most 5 a day per customer) and answers its outcome with the standing after.
 * Logs carry the customer's id, the method, the outcome and the time taken, nothing else.
 */
const VENDOR_SESSION_MS = 60 * 60 * 1000;
const WEBHOOK_BODY_LIMIT = 16 * 1024;

function logAttempt(customerId: number, method: AgeMethod, outcome: string, startedAt: number): void {
  console.log(JSON.stringify({ level: 'info', event: 'age_verification', customerId, method, outcome, ms: Date.now() - startedAt }));
}

async function answer(db: D1Database, env: Env, identity: AgeIdentity, outcome: AgeAttempt['outcome'], now: Date): Promise<AgeAttempt> {
  return { outcome, status: await ageStatus(db, env, identity, now) };
}

/** The Receita's verdict as the shopper's outcome: a confirmed birth date of a minor is "minor". */
async function receitaOutcome(env: Env, identity: AgeIdentity, now: Date): Promise<AttemptResult> {
  if (!identity.cpf) return 'not_confirmed';
  const verdict = await checkAtReceita(receitaSettings(env), identity, now);
  if (verdict === 'unavailable') return 'unavailable';
  if (verdict === 'does_not_match') return 'not_confirmed';
  return isAdultBy(identity, now) ? 'confirmed' : 'minor';
}

export const ageRoutes = new Hono<BackendEnv>()
  .post('/age/status', async (c) => {
    const { identity } = await readJsonBody(c, ageIdentityRequestSchema);
    return c.json(await ageStatus(c.env.DB, c.env, identity, new Date()));
  })
  .post('/age/receita', async (c) => {
    const { identity } = await readJsonBody(c, ageIdentityRequestSchema);
    const now = new Date();
    if (adapterOf(c.env, 'receita') === 'off') return c.json(await answer(c.env.DB, c.env, identity, 'unavailable', now), 503);
    const attempt = await claimAttempt(c.env.DB, identity.customerId, 'receita', now);
    if (attempt === null) return c.json(await answer(c.env.DB, c.env, identity, 'too_many_attempts', now), 429);
    const started = Date.now();
    const outcome = await receitaOutcome(c.env, identity, now);
    await settleAttempt(c.env.DB, { id: attempt, identityDigest: await identityDigest(c.env.API_ACCESS_TOKEN ?? '', identity), outcome }, now);
    logAttempt(identity.customerId, 'receita', outcome, started);
    return c.json(await answer(c.env.DB, c.env, identity, outcome, now));
  })
  .post('/age/provedor/start', async (c) => {
    const { identity, returnUrl } = await readJsonBody(c, vendorStartRequestSchema);
    const now = new Date();
    // the vendor sends the shopper back to this shop only, never to an address a request names
    if (URL.parse(returnUrl)?.origin !== readCommerceConfig(c.env).shopOrigin) throw new BadRequestError('invalid_body', 'Endereço de retorno inválido');
    if (adapterOf(c.env, 'provedor') === 'off') return c.json({ error: 'unavailable', message: 'Verificação indisponível' }, 503);
    const attempt = await claimAttempt(c.env.DB, identity.customerId, 'provedor', now);
    if (attempt === null) return c.json(await answer(c.env.DB, c.env, identity, 'too_many_attempts', now), 429);
    const digest = await identityDigest(c.env.API_ACCESS_TOKEN ?? '', identity);
    const reference = await openSession(
      c.env.DB,
      { attemptId: attempt, customerId: identity.customerId, origin: returnUrl, identityDigest: digest },
      VENDOR_SESSION_MS,
      now,
    );
    try {
      const session = await startVendorSession(await vendorSettings(c.env), { reference, returnUrl });
      await c.env.DB.prepare('UPDATE age_verifications SET provider_reference = ? WHERE id = ?').bind(session.id, attempt).run();
      return c.json({ redirectUrl: session.url } satisfies VendorStartAnswer);
    } catch (error) {
      await settleAttempt(c.env.DB, { id: attempt, identityDigest: digest, outcome: 'unavailable' }, now);
      console.warn(JSON.stringify({ level: 'warn', event: 'age_vendor_unavailable', customerId: identity.customerId, error: String(error) }));
      return c.json({ error: 'unavailable', message: 'Verificação indisponível' }, 503);
    }
  })
  // The vendor's notification, forwarded by the edge as it came: its JWS body is the only thing trusted.
  .post('/age/provedor/webhook', async (c) => {
    const bytes = await readRawBody(c.req.raw, WEBHOOK_BODY_LIMIT);
    const now = new Date();
    try {
      const notice = await readVendorNotice(await vendorSettings(c.env), new TextDecoder().decode(bytes ?? new Uint8Array()), now);
      const applied = await applyVendorNotice(c.env.DB, notice, now);
      return c.json({ applied });
    } catch (error) {
      if (!(error instanceof VendorNoticeRefused)) throw error;
      console.warn(JSON.stringify({ level: 'warn', event: 'age_vendor_notice_refused', reason: error.message }));
      return c.json({ error: 'unauthorized', message: 'Notificação recusada' }, 401);
    }
  });
