import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { COOKIES } from '../../src/constants.ts';
import { cartIdSchema } from '../../src/contracts/customer-link.ts';
import type { AppEnv } from '../env.ts';

/**
 * The session's cookies (DECISIONS 1; spec §9: 7 days, secure, same-site lax): the customer's
 * token and legacy token, httpOnly so page scripts never read them. The `cart-id` cookie is the
 * page's own (spec §3: readable, path /, a year); the edge only reads it.
 */
export interface SessionTokens {
  token: string;
  legacyToken: string | null;
}

const SECURE: CookieOptions = { path: '/', httpOnly: true, secure: true, sameSite: 'Lax' };

export function readSessionTokens(c: Context<AppEnv>): SessionTokens | undefined {
  const token = getCookie(c, COOKIES.session.name);
  if (!token) return undefined;
  return { token, legacyToken: getCookie(c, COOKIES.legacySession.name) ?? null };
}

export function writeSessionTokens(c: Context<AppEnv>, tokens: SessionTokens): void {
  setCookie(c, COOKIES.session.name, tokens.token, { ...SECURE, maxAge: COOKIES.session.maxAge });
  if (tokens.legacyToken) {
    setCookie(c, COOKIES.legacySession.name, tokens.legacyToken, { ...SECURE, maxAge: COOKIES.legacySession.maxAge });
  }
  deleteCookie(c, COOKIES.partialSession.name, { path: '/', secure: true });
}

/** spec §4 "Logout removes token and legacy token". */
export function clearSessionTokens(c: Context<AppEnv>): void {
  for (const cookie of [COOKIES.session, COOKIES.legacySession, COOKIES.partialSession, COOKIES.fbitsLogin]) {
    deleteCookie(c, cookie.name, { path: '/', secure: true });
  }
}

/** A Google sign-in of type NEW: its token waits here for /register/partial (DECISIONS 6). */
export function writePartialToken(c: Context<AppEnv>, token: string): void {
  setCookie(c, COOKIES.partialSession.name, token, { ...SECURE, maxAge: COOKIES.partialSession.maxAge });
}

export function readPartialToken(c: Context<AppEnv>): string | undefined {
  return getCookie(c, COOKIES.partialSession.name) || undefined;
}

/** spec §3 fbits-login: a token the checkout sent back in the URL, not yet confirmed. */
export function takeReturnToken(c: Context<AppEnv>): string | undefined {
  const token = getCookie(c, COOKIES.fbitsLogin.name);
  if (token !== undefined) deleteCookie(c, COOKIES.fbitsLogin.name, { path: '/', secure: true });
  return token || undefined;
}

/** The page's cart id (spec §3 `cart-id` cookie), when it is a well-formed one. */
export function readCartIdCookie(c: Context<AppEnv>): string | undefined {
  const parsed = cartIdSchema.safeParse(getCookie(c, COOKIES.cartId.name));
  return parsed.success && parsed.data !== 'null' ? parsed.data : undefined;
}
