import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { COOKIES } from '../../src/core/constants.ts';
import { passwordResetRequestSchema, type PasswordResetResult } from '../../src/contracts/auth.ts';
import { AUTH_PATHS } from '../../src/contracts/auth-paths.ts';
import { CUSTOMER_AUTHENTICATED_LOGIN, CUSTOMER_PASSWORD_CHANGE_BY_RECOVERY, ERROR_CODES } from '../../src/contracts/graphql/index.ts';
import { MESSAGES } from '../../src/core/messages/pt-BR.ts';
import { ROUTES } from '../../src/core/routes.ts';
import type { AppEnv } from '../env.ts';
import { CommerceRefusedError } from '../errors.ts';
import { readJson } from '../http/read-json.ts';
import { redirectOnSite } from '../http/site-redirect.ts';
import { rateLimited } from '../middleware/rate-limits.ts';
import { commerceCall, publicErrors } from '../session/commerce-client.ts';
import { endSession } from '../session/live-session.ts';
import { TOKEN_SHAPE } from '../session/session-cookies.ts';
import { establishSession } from '../session/session.ts';
import { recoveryAccountSchema } from '../../src/contracts/recovery-account.ts';
import { describeError } from '../log.ts';
import { UpstreamHttpError } from '../upstream/errors.ts';
import { isOwnBackend } from '../upstream/upstream-fetch.ts';

/** Read by the reset page (to say whether the link still works) and by the route that spends it. */
const KEY_COOKIE = { path: '/', httpOnly: true, secure: true, sameSite: 'Lax' } as const;

/** The reset page's mark for a link opened after it was used (no key kept). */
const SPENT = { param: 'link', value: 'usado' } as const;

/**
 * What the reset page offers (it says so before anything is typed): the form for a browser that
 * holds a recovery key, "no longer valid" for a link opened again after it was used, else the way
 * to ask for one.
 */
export function resetLinkStanding(c: Context<AppEnv>): 'opened' | 'spent' | 'missing' {
  if (TOKEN_SHAPE.test(getCookie(c, COOKIES.passwordReset.name) ?? '')) return 'opened';
  return c.req.query(SPENT.param) === SPENT.value ? 'spent' : 'missing';
}

/**
 * Whether the shop's own backend says the key was spent (or never existed). Only when it is also
 * the commerce service that issued the key: a hosted one keeps its keys, and cannot say.
 */
async function isSpentKey(c: Context<AppEnv>, key: string): Promise<boolean> {
  if (!isOwnBackend(c.env, 'api') || !isOwnBackend(c.env, 'graphql')) return false;
  try {
    await c.get('backend').post('/api/recovery/account', { key }, recoveryAccountSchema);
    return false;
  } catch (error) {
    return error instanceof UpstreamHttpError && error.status === 404;
  }
}

/**
 * The e-mail a recovery key was sent to (src/contracts/recovery-account.ts), or null when the
 * service cannot say (a hosted one, a spent key): the shopper then logs in by hand.
 */
async function accountOfKey(c: Context<AppEnv>, key: string): Promise<string | null> {
  try {
    return (await c.get('backend').post('/api/recovery/account', { key }, recoveryAccountSchema)).email;
  } catch (error) {
    if (!(error instanceof UpstreamHttpError && error.status === 404)) c.get('log').warn('recovery_account_failed', { error: describeError(error) });
    return null;
  }
}

/**
 * The second half of password recovery (spec §7 customerPasswordChangeByRecovery): the mail's
 * link `/login/redefinir?token=…` hands its key to this browser in an httpOnly cookie and
 * continues without it in the URL (nothing keeps it in history, logs or a referrer); the page's
 * form then posts only the new password (twice): the link names the account, so the edge learns its
 * e-mail from the service, which then sets the password once, ending every session of the
 * customer; the shopper is logged in with it (docs/cart-and-accounts.md "Accounts").
 */
export const passwordResetRoutes = new Hono<AppEnv>()
  .get(ROUTES.passwordReset, async (c, next) => {
    const key = c.req.query('token');
    if (key === undefined) return next();
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    if (TOKEN_SHAPE.test(key) && (await isSpentKey(c, key))) {
      // a newer link opened before in this browser keeps its key
      if (getCookie(c, COOKIES.passwordReset.name) === key) deleteCookie(c, COOKIES.passwordReset.name, KEY_COOKIE);
      return redirectOnSite(c, `${ROUTES.passwordReset}?${SPENT.param}=${SPENT.value}`, 303);
    }
    if (TOKEN_SHAPE.test(key)) setCookie(c, COOKIES.passwordReset.name, key, { ...KEY_COOKIE, maxAge: COOKIES.passwordReset.maxAge });
    return redirectOnSite(c, ROUTES.passwordReset, 303);
  })
  .post(AUTH_PATHS.passwordReset, rateLimited('AUTH_LIMITER'), async (c) => {
    c.header('Cache-Control', 'no-store');
    const { password, passwordConfirmation } = await readJson(c, passwordResetRequestSchema);
    const key = getCookie(c, COOKIES.passwordReset.name);
    if (!key || !TOKEN_SHAPE.test(key)) throw new CommerceRefusedError(400, MESSAGES.resetLinkInvalid, []);
    // the account the link names, asked before the key is spent
    const email = await accountOfKey(c, key);
    const input = { key, newPassword: password, newPasswordConfirmation: passwordConfirmation };
    const { data, errors } = await commerceCall(c, CUSTOMER_PASSWORD_CHANGE_BY_RECOVERY, { input });
    if (!data?.customerPasswordChangeByRecovery?.isSuccess) {
      const spent = errors.some((error) => error.extensions?.code === ERROR_CODES.recoveryKeyInvalid);
      if (spent) deleteCookie(c, COOKIES.passwordReset.name, KEY_COOKIE);
      throw new CommerceRefusedError(400, spent ? MESSAGES.resetLinkInvalid : MESSAGES.sessionRegistrationFailed, publicErrors(errors));
    }
    deleteCookie(c, COOKIES.passwordReset.name, KEY_COOKIE);
    // every session of the customer ended on the service; this browser's ends here too
    await endSession(c);
    const login = email ? await commerceCall(c, CUSTOMER_AUTHENTICATED_LOGIN, { input: email, password }) : undefined;
    if (!login?.data?.customerAuthenticatedLogin) {
      return c.json({ status: 'reset', redirectTo: ROUTES.login } satisfies PasswordResetResult);
    }
    return c.json(
      (await establishSession(c, login.data.customerAuthenticatedLogin, undefined, MESSAGES.sessionInvalidCredentials)) satisfies PasswordResetResult,
    );
  });
