import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { COOKIES } from '../../src/core/constants.ts';
import type { HeaderSession, PageSession } from '../../src/contracts/header-session.ts';
import type { AppEnv } from '../env.ts';
import { describeError } from '../log.ts';
import { firstNameOf, customerFor } from './session.ts';
import { readSessionTokens, sendsSignedInMark } from './session-cookies.ts';
import { lookupSession } from './session-registry.ts';

const ANONYMOUS: HeaderSession = { state: 'anonymous' };
const UNKNOWN: HeaderSession = { state: 'unknown' };
const SHARED: PageSession = { state: 'shared' };

/**
 * Who the header greets on a page (spec §2 "Olá, {first name}"), from the session cookie. Pages
 * stream: by the time this resolves the headers are gone, so it only reads (no renewal, no cookie
 * written). Without a session cookie it answers at once, with no upstream call; a token the
 * service does not confirm, a checkout token waiting in `fbits-login`, a session without the
 * `signedIn` mark, or a failing service give `unknown`, and the header island settles it through GET /auth/session (which renews or logs
 * out, spec §4). A page the edge shares among visitors greets nobody: `shared`, the browser asks
 * who is logged in when its `signedIn` mark says there is someone. Never rejects: the header must
 * render whatever happens.
 */
export function pageSession(c: Context<AppEnv>): Promise<PageSession> {
  if (c.get('sharedPage')) return Promise.resolve(SHARED);
  const tokens = readSessionTokens(c);
  if (!tokens) return Promise.resolve(getCookie(c, COOKIES.fbitsLogin.name) ? UNKNOWN : ANONYMOUS);
  // a session older than the `signedIn` mark: GET /auth/session writes it (and renews the token)
  if (!sendsSignedInMark(c)) return Promise.resolve(UNKNOWN);
  // read-only: a session the registry no longer holds is settled (and cleared) by the island
  return lookupSession(c.env.SESSIONS_KV, tokens.token)
    .then((record) => (record ? customerFor(c, tokens.token) : null))
    .then(
      (customer): HeaderSession => {
        if (!customer) return UNKNOWN;
        return { state: 'customer', customerName: customer.customerName ?? '', firstName: firstNameOf(customer.customerName) ?? '' };
      },
      (error: unknown) => {
        c.get('log').warn('page_session_failed', { error: describeError(error) });
        return UNKNOWN;
      },
    );
}
