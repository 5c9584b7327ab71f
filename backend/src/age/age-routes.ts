import { Hono } from 'hono';
import {
  type AgeAttempt,
  type AgeIdentity,
  type AgeMethod,
  ageIdentityRequestSchema,
  testWalletRequestSchema,
  vendorStartRequestSchema,
  type VendorStartAnswer,
  type WalletRequest,
  walletRequestRequestSchema,
  walletResponseRequestSchema,
} from '../../../src/contracts/age-verification.ts';
import { readCommerceConfig } from '../commerce/config.ts';
import type { BackendEnv } from '../env.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';
import { readJsonBody, readRawBody } from '../validation/request.ts';
import { adapterOf } from './age-config.ts';
import { receitaSettings, vendorSettings, walletTestIssuer, walletTrustedRoots } from './age-adapters.ts';
import { ageStatus, type AttemptResult, claimAttempt, settleAttempt } from './age-records.ts';
import { openSession, takeSession } from './age-sessions.ts';
import { walletRequest } from './carteira/wallet-request.ts';
import type { WalletVerdict } from './carteira/wallet-verify.ts';
import { identityDigest, isAdultBy } from './identity.ts';
import { applyVendorNotice } from './provedor/vendor-notice.ts';
import { readVendorNotice, startVendorSession, VendorNoticeRefused } from './provedor/vendor.ts';
import { checkAtReceita } from './receita/datavalid.ts';

/**
 * The age verification's API (docs/age-verification.md; contract src/contracts/age-verification.ts),
 * under /api, reached only by the edge with the access token: it names the customer by their
 * identity as the commerce service knows it, after checking the shopper's session. Every attempt
 * is claimed first (at most 5 a day per customer) and answers its outcome with the standing after.
 * Logs carry the customer's id, the method, the outcome and the time taken, nothing else.
 */
const VENDOR_SESSION_MS = 60 * 60 * 1000;
/** A wallet request's nonce lives 5 minutes. */
const WALLET_SESSION_MS = 5 * 60 * 1000;
const WALLET_PROTOCOL = 'openid4vp-v1-unsigned';

type WalletVerdictKey = Exclude<WalletVerdict['kind'], 'rejected'> | Extract<WalletVerdict, { kind: 'rejected' }>['reason'];

/** The wallet's verdict as the attempt's outcome. */
const WALLET_OUTCOMES: Record<WalletVerdictKey, AttemptResult> = {
  over18: 'confirmed',
  under18: 'minor',
  wallet_error: 'cancelled',
  malformed: 'not_confirmed',
  untrusted: 'not_confirmed',
  expired: 'not_confirmed',
  binding: 'not_confirmed',
  no_claim: 'not_confirmed',
};
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
    return c.json(await answer(c.env.DB, c.env, identity, outcome, now), outcome === 'unavailable' ? 503 : 200);
  })
  .post('/age/provedor/start', async (c) => {
    const { identity, returnUrl } = await readJsonBody(c, vendorStartRequestSchema);
    const now = new Date();
    // the vendor sends the shopper back to this shop only, never to an address a request names
    if (URL.parse(returnUrl)?.origin !== readCommerceConfig(c.env).shopOrigin) throw new BadRequestError('invalid_body', 'Endereço de retorno inválido');
    if (adapterOf(c.env, 'provedor') === 'off') return c.json(await answer(c.env.DB, c.env, identity, 'unavailable', now), 503);
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
      return c.json(await answer(c.env.DB, c.env, identity, 'unavailable', now), 503);
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
  })
  // The wallet (W3C Digital Credentials API): a request bound to the page's origin and a nonce used once, within 5 minutes.
  .post('/age/carteira/request', async (c) => {
    const { identity, origin } = await readJsonBody(c, walletRequestRequestSchema);
    const now = new Date();
    if (adapterOf(c.env, 'carteira') === 'off') return c.json(await answer(c.env.DB, c.env, identity, 'unavailable', now), 503);
    const attempt = await claimAttempt(c.env.DB, identity.customerId, 'carteira', now);
    if (attempt === null) return c.json(await answer(c.env.DB, c.env, identity, 'too_many_attempts', now), 429);
    const digest = await identityDigest(c.env.API_ACCESS_TOKEN ?? '', identity);
    const pageOrigin = new URL(origin).origin;
    const nonce = await openSession(
      c.env.DB,
      { attemptId: attempt, customerId: identity.customerId, origin: pageOrigin, identityDigest: digest },
      WALLET_SESSION_MS,
      now,
    );
    return c.json({ session: nonce, ...walletRequest({ origin: pageOrigin, nonce }) } satisfies WalletRequest);
  })
  .post('/age/carteira/response', async (c) => {
    const { identity, session: nonce, data } = await readJsonBody(c, walletResponseRequestSchema);
    const now = new Date();
    // the nonce answers once, for the customer who asked, within its 5 minutes: a replay finds nothing
    const session = await takeSession(c.env.DB, nonce, now, identity.customerId);
    if (!session) return c.json(await answer(c.env.DB, c.env, identity, 'not_confirmed', now), 409);
    const started = Date.now();
    // The verifier's libraries (mdoc, X.509, CBOR, ASN.1) load with the first answer, not with every
    // isolate of the backend (docs/performance.md "The backend's start"); the test wallet's too.
    const { verifyWalletAnswer } = await import('./carteira/wallet-verify.ts');
    const verdict = await verifyWalletAnswer({ origin: session.origin, nonce, data, trustedRoots: walletTrustedRoots(c.env), now });
    const outcome = WALLET_OUTCOMES[verdict.kind === 'rejected' ? verdict.reason : verdict.kind];
    await settleAttempt(c.env.DB, { id: session.attemptId, identityDigest: session.identityDigest, outcome }, now);
    logAttempt(identity.customerId, 'carteira', outcome, started);
    return c.json(await answer(c.env.DB, c.env, identity, outcome, now));
  })
  // The local stand-in's test wallet: what a wallet would answer, for development and the e2e tests.
  .post('/age/carteira/test-wallet', async (c) => {
    const { origin, data, ageOver18 } = await readJsonBody(c, testWalletRequestSchema);
    const issuer = walletTestIssuer(c.env);
    if (adapterOf(c.env, 'carteira') !== 'local' || !issuer) throw new NotFoundError('Carteira de teste desligada');
    const nonce = typeof data.nonce === 'string' ? data.nonce : '';
    if (!/^[A-Za-z0-9_-]{22,}$/.test(nonce)) throw new BadRequestError('invalid_body', 'Pedido da carteira sem nonce');
    const { walletAnswerFor } = await import('./carteira/test-issuer.ts');
    const answered = await walletAnswerFor(issuer, { origin: new URL(origin).origin, nonce, ageOver18, now: new Date() });
    return c.json({ protocol: WALLET_PROTOCOL, data: answered });
  });
