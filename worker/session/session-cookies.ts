import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { COOKIES } from '../../src/core/constants.ts';
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

/**
 * What a token may look like: cookie-safe, bounded, possibly led by its auth scheme (spec §6).
 * Anything else was not written by this edge.
 */
export const TOKEN_SHAPE = /^(?:(?:Bearer|Basic|Token|Digest|Negotiate) )?[A-Za-z0-9._~+/=-]{8,2048}$/i;

/**
 * The names of the cookies a request sends, read the way the cookie parser that reads values reads
 * them (Hono's `getCookie`: spaces and tabs around a name are not part of it), whatever the value.
 */
function sentCookieNames(c: Context<AppEnv>): string[] {
  return (c.req.header('cookie') ?? '')
    .split(';')
    .filter((pair) => pair.includes('='))
    .map((pair) => pair.slice(0, pair.indexOf('=')).replace(/^[ \t]+|[ \t]+$/g, ''));
}

/** Whether the request carries a cookie of this name at all, even one the cookie parser skips. */
function sentCookie(c: Context<AppEnv>, name: string): boolean {
  return sentCookieNames(c).includes(name);
}

/** A cookie holding a token, or undefined (a malformed value is cleared, never sent upstream). */
function readTokenCookie(c: Context<AppEnv>, name: string): string | undefined {
  // A page the edge shares among visitors is nobody's: its render never reads a session.
  if (c.get('sharedPage')) return undefined;
  const value = getCookie(c, name);
  if (value !== undefined && TOKEN_SHAPE.test(value)) return value;
  if (!sentCookie(c, name)) return undefined;
  c.get('log').info('malformed_cookie', { cookie: name });
  deleteCookie(c, name, { path: '/', secure: true });
  return undefined;
}

export function readSessionTokens(c: Context<AppEnv>): SessionTokens | undefined {
  const token = readTokenCookie(c, COOKIES.session.name);
  if (!token) return undefined;
  return { token, legacyToken: readTokenCookie(c, COOKIES.legacySession.name) ?? null };
}

export function writeSessionTokens(c: Context<AppEnv>, tokens: SessionTokens): void {
  setCookie(c, COOKIES.session.name, tokens.token, { ...SECURE, maxAge: COOKIES.session.maxAge });
  if (tokens.legacyToken) {
    setCookie(c, COOKIES.legacySession.name, tokens.legacyToken, { ...SECURE, maxAge: COOKIES.legacySession.maxAge });
  }
  markSignedIn(c);
  deleteCookie(c, COOKIES.partialSession.name, { path: '/', secure: true });
}

/**
 * The page-readable mark that this browser has a session (src/core/constants.ts `signedIn`): it
 * says "ask who is logged in" to a page the edge shared, and nothing else.
 */
export function markSignedIn(c: Context<AppEnv>): void {
  setCookie(c, COOKIES.signedIn.name, '1', { path: '/', secure: true, sameSite: 'Lax', maxAge: COOKIES.signedIn.maxAge });
}

export function clearSignedInMark(c: Context<AppEnv>): void {
  deleteCookie(c, COOKIES.signedIn.name, { path: '/', secure: true });
}

/** Whether the browser sent the mark (`markSignedIn`). */
export function sendsSignedInMark(c: Context<AppEnv>): boolean {
  return getCookie(c, COOKIES.signedIn.name) === '1';
}

/** spec §4 "Logout removes token and legacy token". */
export function clearSessionTokens(c: Context<AppEnv>): void {
  for (const cookie of [COOKIES.session, COOKIES.legacySession, COOKIES.partialSession, COOKIES.fbitsLogin, COOKIES.checkoutHandoff, COOKIES.signedIn]) {
    deleteCookie(c, cookie.name, { path: '/', secure: true });
  }
}

/** A Google sign-in of type NEW: its token waits here for /register/partial (DECISIONS 6). */
export function writePartialToken(c: Context<AppEnv>, token: string): void {
  setCookie(c, COOKIES.partialSession.name, token, { ...SECURE, maxAge: COOKIES.partialSession.maxAge });
}

export function readPartialToken(c: Context<AppEnv>): string | undefined {
  return readTokenCookie(c, COOKIES.partialSession.name);
}

/** spec §3 fbits-login: a token the checkout sent back in the URL, not yet confirmed. */
export function takeReturnToken(c: Context<AppEnv>): string | undefined {
  const token = readTokenCookie(c, COOKIES.fbitsLogin.name);
  if (token !== undefined) deleteCookie(c, COOKIES.fbitsLogin.name, { path: '/', secure: true });
  return token;
}

/** The edge is sending this browser to the checkout site: the key of its hand-off record (session-registry.ts). */
export function markCheckoutHandoff(c: Context<AppEnv>, handoffId: string): void {
  setCookie(c, COOKIES.checkoutHandoff.name, handoffId, { ...SECURE, maxAge: COOKIES.checkoutHandoff.maxAge });
}

/** The key of the hand-off this browser left with, if any; the mark is spent by the check. */
export function takeCheckoutHandoff(c: Context<AppEnv>): string | undefined {
  const id = getCookie(c, COOKIES.checkoutHandoff.name);
  if (id !== undefined) deleteCookie(c, COOKIES.checkoutHandoff.name, { path: '/', secure: true });
  return id && /^[A-Za-z0-9_-]{16,64}$/.test(id) ? id : undefined;
}

const SESSION_COOKIE_NAMES: ReadonlySet<string> = new Set(
  [COOKIES.session, COOKIES.legacySession, COOKIES.partialSession, COOKIES.fbitsLogin].map((cookie) => cookie.name),
);

/**
 * Whether the request carries anything of a session (its tokens, a partial or returning token).
 * Decided more loosely than any reader reads (any whitespace around a name, any case): a Cookie
 * header that one parser could read as a session is never taken for an anonymous one.
 */
export function carriesSession(c: Context<AppEnv>): boolean {
  return sentCookieNames(c).some((name) => SESSION_COOKIE_NAMES.has(name.trim().toLowerCase()));
}

/** The page's cart id (spec §3 `cart-id` cookie), when it is a well-formed one. */
export function readCartIdCookie(c: Context<AppEnv>): string | undefined {
  const parsed = cartIdSchema.safeParse(getCookie(c, COOKIES.cartId.name));
  return parsed.success && parsed.data !== 'null' ? parsed.data : undefined;
}
