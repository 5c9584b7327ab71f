import { type Context, Hono } from 'hono';
import { z } from 'zod/mini';
import { AGE_VENDOR_WEBHOOK_PATH } from '../../src/contracts/age-paths.ts';
import {
  type AgeIdentity,
  type AgeOutcome,
  ageAttemptSchema,
  testWalletAnswerSchema,
  vendorStartSchema,
  walletRequestSchema,
} from '../../src/contracts/age-verification.ts';
import { AUTH_PATHS } from '../../src/contracts/auth-paths.ts';
import { EDGE } from '../../src/core/constants.ts';
import { REDIRECT_URL_PARAM, ROUTES, withRedirectUrl } from '../../src/core/routes.ts';
import { AgeVerificationPage } from '../../src/features/age/index.ts';
import type { AppEnv } from '../env.ts';
import { isLocalRun } from '../config.ts';
import { ApiNotFoundError, UnauthorizedError } from '../errors.ts';
import { readJson } from '../http/read-json.ts';
import { readLimitedBody } from '../http/read-body.ts';
import { redirectOnSite, sameSitePath } from '../http/site-redirect.ts';
import { rateLimited } from '../middleware/rate-limits.ts';
import { isFormPost, readFormPost } from '../session/form-posts.ts';
import { liveSession } from '../session/live-session.ts';
import { upstreamFetch } from '../upstream/upstream-fetch.ts';
import { ageApi, ageStatusOf, customerIdentity } from './age-standing.ts';
import { REGISTRATION_OFFER } from './registration-offer.ts';
import { UpstreamHttpError } from '../upstream/errors.ts';

/**
 * Age verification at the edge (docs/age-verification.md; ECA Digital art. 9): the
 * /verificar-idade page, the methods' routes and the vendor's webhook. Every method needs the
 * first-party session (the customer is the one signed in: no API caller or assistant can verify
 * anyone), a same-origin POST (worker/middleware/same-origin-writes.ts) and stays within the
 * per-IP limit of /auth; the backend counts 5 attempts a day per customer. The forms work without
 * JavaScript too: answered with a redirect back to the page, its outcome named. To the page's
 * script every recorded attempt is a 200 whose outcome is the answer (the backend's 429 of too
 * many attempts, or 503 of a service down, included); a 429 here is only the per-IP limit.
 */
const OUTCOMES = new Set<AgeOutcome>(['confirmed', 'not_confirmed', 'minor', 'unavailable', 'cancelled', 'too_many_attempts']);
const OUTCOME_PARAM = 'resultado';
const VENDOR_RETURN_PARAM = 'retorno';

/** Where to go once confirmed: a path of this site only (the checkout hand-off), never another host. */
function continuePath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return null;
  const path = sameSitePath(raw);
  return path === '/' ? null : path;
}

const methodFormSchema = z.object({ redirectUrl: z.optional(z.nullable(z.string().check(z.maxLength(300)))) });

/** The signed-in customer's identity, or 401 (a method is the customer's own). */
async function signedInIdentity(c: Context<AppEnv>): Promise<AgeIdentity> {
  const live = await liveSession(c, { renew: true });
  const identity = live ? await customerIdentity(c, live) : null;
  if (!identity) throw new UnauthorizedError('Entre na sua conta para confirmar a idade.');
  return identity;
}

/** The page again, with the outcome to say (a form posted without JavaScript). */
function backToPage(c: Context<AppEnv>, outcome: AgeOutcome, redirectUrl: string | null): Response {
  const query = new URLSearchParams({ [OUTCOME_PARAM]: outcome });
  if (redirectUrl) query.set(REDIRECT_URL_PARAM, redirectUrl);
  c.header('Cache-Control', 'no-store');
  return redirectOnSite(c, `${ROUTES.ageVerification}?${query}`, 303);
}

async function methodRequest(c: Context<AppEnv>): Promise<{ form: boolean; redirectUrl: string | null }> {
  const form = isFormPost(c);
  const fields = form ? await readFormPost(c, methodFormSchema) : await readJson(c, methodFormSchema);
  return { form, redirectUrl: continuePath(fields?.redirectUrl) };
}

const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'no-store');

const showAgeVerification = async (c: Context<AppEnv>) => {
  noStore(c);
  const redirectUrl = continuePath(c.req.query(REDIRECT_URL_PARAM));
  const live = await liveSession(c, { renew: true });
  const identity = live ? await customerIdentity(c, live) : null;
  const here = `${ROUTES.ageVerification}${redirectUrl ? `?${REDIRECT_URL_PARAM}=${encodeURIComponent(redirectUrl)}` : ''}`;
  // without a session: log in (or register), then come back here
  if (!identity) return redirectOnSite(c, withRedirectUrl(ROUTES.login, here), 302);
  const status = await ageStatusOf(c, identity);
  const named = c.req.query(OUTCOME_PARAM) as AgeOutcome | undefined;
  // back from the vendor's page: its answer (a webhook) may have come already, or not yet
  const fromVendor = c.req.query(VENDOR_RETURN_PARAM) === 'provedor' ? status.lastResult : null;
  const outcome = named && OUTCOMES.has(named) ? named : fromVendor === 'pending' ? null : fromVendor;
  const offered = c.req.query(REGISTRATION_OFFER.param) === REGISTRATION_OFFER.value;
  return c.render(
    <AgeVerificationPage
      status={status}
      redirectUrl={redirectUrl}
      outcome={outcome}
      waiting={fromVendor === 'pending'}
      offered={offered}
      hasCpf={identity.cpf !== ''}
    />,
    {
      title: `${c.env.STORE_NAME} - Confirme sua idade`,
      description: 'Confirme sua idade uma única vez para comprar bebidas alcoólicas.',
      seo: { noindex: true },
    },
  );
};

const checkWithReceita = async (c: Context<AppEnv>) => {
  noStore(c);
  const { form, redirectUrl } = await methodRequest(c);
  const identity = await signedInIdentity(c);
  const { data } = await ageApi(c, '/api/age/receita', { identity }, ageAttemptSchema);
  return form ? backToPage(c, data.outcome, redirectUrl) : c.json(data);
};

const startVendorCheck = async (c: Context<AppEnv>) => {
  noStore(c);
  const { form, redirectUrl } = await methodRequest(c);
  const identity = await signedInIdentity(c);
  const back = new URL(
    `${ROUTES.ageVerification}?${new URLSearchParams({ [VENDOR_RETURN_PARAM]: 'provedor', ...(redirectUrl ? { [REDIRECT_URL_PARAM]: redirectUrl } : {}) })}`,
    c.get('caller').origin,
  );
  const started = await ageApi(c, '/api/age/provedor/start', { identity, returnUrl: back.href }, z.union([vendorStartSchema, ageAttemptSchema])).catch(
    (error: unknown) => {
      // a 400: most likely the return address, which the backend takes at SHOP_ORIGIN only (this
      // page opened at another address: www against the bare domain, 127.0.0.1 against localhost,
      // which the operator fixes by redirecting it); the shopper is told the method is unavailable
      if (!(error instanceof UpstreamHttpError && error.status === 400)) throw error;
      c.get('log').error('age_vendor_start_refused', { origin: back.origin, hint: 'is SHOP_ORIGIN this address?' });
      return null;
    },
  );
  if (!started) return form ? backToPage(c, 'unavailable', redirectUrl) : c.json({ outcome: 'unavailable' }, 503);
  const { data } = started;
  if ('redirectUrl' in data) return form ? c.redirect(data.redirectUrl, 303) : c.json(data);
  return form ? backToPage(c, data.outcome, redirectUrl) : c.json(data);
};

const askWallet = async (c: Context<AppEnv>) => {
  noStore(c);
  await readLimitedBody(c.req.raw, EDGE.maxRequestBodyBytes);
  const identity = await signedInIdentity(c);
  // the wallet's answer is bound to the origin the person sees: this site's
  const { data } = await ageApi(c, '/api/age/carteira/request', { identity, origin: c.get('caller').origin }, z.union([walletRequestSchema, ageAttemptSchema]));
  return c.json(data);
};

const checkWalletAnswer = async (c: Context<AppEnv>) => {
  noStore(c);
  const answer = await readJson(
    c,
    z.object({ session: z.string().check(z.maxLength(100)), protocol: z.string().check(z.maxLength(100)), data: z.record(z.string(), z.unknown()) }),
  );
  const identity = await signedInIdentity(c);
  const { data } = await ageApi(c, '/api/age/carteira/response', { identity, ...answer }, ageAttemptSchema);
  return c.json(data);
};

const answerTestWallet = async (c: Context<AppEnv>) => {
  if (!isLocalRun(c.env)) throw new ApiNotFoundError(c.req.path);
  const { data, ageOver18 } = await readJson(c, z.object({ data: z.record(z.string(), z.unknown()), ageOver18: z.boolean() }));
  const { data: answer } = await ageApi(c, '/api/age/carteira/test-wallet', { origin: c.get('caller').origin, data, ageOver18 }, testWalletAnswerSchema);
  return c.json(answer);
};

const receiveVendorNotice = async (c: Context<AppEnv>) => {
  const body = await readLimitedBody(c.req.raw, 16 * 1024);
  const response = await upstreamFetch(
    c.env,
    'api',
    '/api/age/provedor/webhook',
    { method: 'POST', headers: new Headers({ 'content-type': 'application/jose' }), body },
    c.get('caller'),
  );
  return new Response(response.body, { status: response.status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
};

export const ageRoutes = new Hono<AppEnv>()
  .get(ROUTES.ageVerification, showAgeVerification)
  .on('POST', [AUTH_PATHS.ageReceita, AUTH_PATHS.ageProvedor, AUTH_PATHS.ageWalletRequest, AUTH_PATHS.ageWalletResponse], rateLimited('AUTH_LIMITER'))
  .post(AUTH_PATHS.ageReceita, checkWithReceita)
  .post(AUTH_PATHS.ageProvedor, startVendorCheck)
  .post(AUTH_PATHS.ageWalletRequest, askWallet)
  .post(AUTH_PATHS.ageWalletResponse, checkWalletAnswer)
  // Local runs only: the stand-in's test wallet, for a browser without one (e2e stubs navigator.credentials.get with it).
  .post('/dev/carteira-de-teste', answerTestWallet)
  // The age vendor's notification: public (the vendor calls it), forwarded as it came; only its signature counts.
  .post(AGE_VENDOR_WEBHOOK_PATH, receiveVendorNotice);
