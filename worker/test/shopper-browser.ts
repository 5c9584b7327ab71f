import { SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { loginResultSchema } from '../../src/contracts/auth.ts';
import { AUTH_PATHS } from '../../src/contracts/auth-paths.ts';
import { COOKIES } from '../../src/core/constants.ts';
import { CookieJar } from './cookie-jar.ts';
import { newShopper, shopperIp } from './customers.ts';
import { ORIGIN } from './edge-harness.ts';

/**
 * A shopper's browser for the account tests: its cookies and its own IP (the commerce service
 * limits attempts per IP), talking to the storefront through its front door.
 */
export function shopperBrowser(cookies: Record<string, string> = {}, ip = shopperIp()) {
  const jar = new CookieJar(cookies);
  async function send(path: string, init: { method?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {}) {
    const headers = new Headers({ 'CF-Connecting-IP': ip, cookie: jar.header(), ...init.headers });
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    const response = await SELF.fetch(`${ORIGIN}${path}`, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers,
      body: init.json === undefined ? (init.body ?? null) : JSON.stringify(init.json),
      redirect: 'manual',
    });
    jar.take(response);
    return response;
  }
  return { jar, ip, send };
}

export type ShopperBrowser = ReturnType<typeof shopperBrowser>;

/** A new shopper who has just registered (and so is logged in) in a browser of their own. */
export async function registeredShopper() {
  const shopper = shopperBrowser();
  const input = newShopper();
  const response = await shopper.send('/auth/register', { json: { input } });
  expect(response.status).toBe(200);
  return { ...shopper, input, result: loginResultSchema.parse(await response.json()) };
}

/** The session tokens live in httpOnly cookies only: no answer may carry their values. */
export function expectNoTokenIn(text: string, jar: Pick<CookieJar, 'get'>) {
  for (const name of [COOKIES.session.name, COOKIES.legacySession.name]) {
    const value = jar.get(name);
    if (value) expect(text).not.toContain(value);
  }
}

/** A registered shopper whose age is confirmed (the Receita's stand-in): what the checkout needs. */
export async function verifiedShopper() {
  const shopper = await registeredShopper();
  const answer = await shopper.send(AUTH_PATHS.ageReceita, { json: {} });
  expect(await answer.json()).toMatchObject({ outcome: 'confirmed' });
  return shopper;
}
