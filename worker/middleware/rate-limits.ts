import { AUTH_PATHS } from '../../src/contracts/auth-paths.ts';
import type { Context } from 'hono';
import { HEADERS } from '../../src/core/constants.ts';
import { ROUTES } from '../../src/core/routes.ts';
import { clientAddressKey } from '../../src/core/rules/client-address.ts';
import type { AppEnv } from '../env.ts';
import { TooManyRequestsError } from '../errors.ts';
import { backToForm, isFormPost } from '../session/form-posts.ts';

/**
 * The coarse per-IP limits (ARCHITECTURE "Security posture"), on Cloudflare's rate-limiting
 * binding: counted by the platform, so they hold under any concurrency and cost no storage. Keyed
 * by the client IP the platform gives (CF-Connecting-IP), never by anything the client writes; an
 * IPv6 client by its /64, which one subscriber holds whole (src/core/rules/client-address.ts).
 * The sizes are in wrangler.toml (`[[ratelimits]]`); what must span minutes (password failures per
 * e-mail and address) is the commerce service's own, in D1.
 */
export type Limiter = 'AUTH_LIMITER' | 'NEWSLETTER_LIMITER' | 'COUPON_LIMITER' | 'SEARCH_LIMITER' | 'HEALTH_LIMITER' | 'FIELD_DATA_LIMITER' | 'AGENT_LIMITER';

/** spec §8's 429 text says "1 minuto", and every window is a minute: the wait it names is true. */
const RETRY_AFTER_SECONDS = '60';

/** Forms that also post without JavaScript: over the limit they go back to their page. */
const FORM_PAGES: Readonly<Record<string, string>> = {
  [AUTH_PATHS.login]: ROUTES.login,
  [AUTH_PATHS.passwordRecovery]: ROUTES.passwordRecovery,
};

/** Whether this shopper may make one more request of this kind; a missing binding lets it pass. */
export async function withinLimit(c: Context<AppEnv>, limiter: Limiter): Promise<boolean> {
  const binding = c.env[limiter] as RateLimit | undefined;
  if (!binding) return true;
  const key = clientAddressKey(c.req.header(HEADERS.connectingIp) ?? 'unknown');
  const { success } = await binding.limit({ key });
  if (!success) c.get('log').info('rate_limited', { limiter });
  return success;
}

/**
 * Refuses the request with 429 (or, for a form posted without JavaScript, a redirect back to its
 * page showing spec §8's text).
 */
export async function refuseOverLimit(c: Context<AppEnv>): Promise<Response> {
  const formPage = FORM_PAGES[c.req.path];
  if (formPage && isFormPost(c)) return backToForm(c, formPage, 'tooManyRequests');
  throw new TooManyRequestsError(RETRY_AFTER_SECONDS);
}

/** Middleware for a whole route family. */
export function rateLimited(limiter: Limiter) {
  return async (c: Context<AppEnv>, next: () => Promise<void>): Promise<Response | undefined> => {
    if (!(await withinLimit(c, limiter))) return refuseOverLimit(c);
    await next();
  };
}
