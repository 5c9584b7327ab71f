import { SELF } from 'cloudflare:test';
import { CookieJar } from './cookie-jar.ts';
import { shopperIp } from './customers.ts';
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
