import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { COOKIES } from '../../src/core/constants.ts';
import { recordHandoff } from '../session/session-registry.ts';

const ORIGIN = 'https://loja.test';
const TOKEN = 'tok_3f9a8b7c6d5e4f3a2b1c';
/**
 * A browser the edge sent to the checkout site (checkout-handoff.ts): the mark it keeps names the
 * server-side record of its hand-off. Each call spends one, so each test leaves anew.
 */
async function leftForCheckout() {
  const id = await recordHandoff(env.SESSIONS_KV, { startedAt: new Date().toISOString() }, 600);
  return { headers: { cookie: `${COOKIES.checkoutHandoff.name}=${id}` }, redirect: 'manual' } as const;
}

describe('spec §3 fbits-login: a token coming back in the URL', () => {
  it('moves into an httpOnly cookie and the browser is sent to the same URL without it', async () => {
    const response = await SELF.fetch(`${ORIGIN}/momentos?preco=0-49.99&token=${TOKEN}`, await leftForCheckout());
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/momentos?preco=0-49.99');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${COOKIES.fbitsLogin.name}=`)) ?? '';
    expect(cookie).toContain(`${COOKIES.fbitsLogin.name}=${TOKEN}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
  });

  it('also reads the fbits-login parameter', async () => {
    const response = await SELF.fetch(`${ORIGIN}/pratos?fbits-login=${TOKEN}`, await leftForCheckout());
    expect(response.headers.get('location')).toBe('/pratos');
    expect(response.headers.get('set-cookie')).toContain(TOKEN);
  });

  it('drops a value that cannot be a token (header injection) without keeping it', async () => {
    const response = await SELF.fetch(`${ORIGIN}/momentos?token=%0d%0aSet-Cookie:%20admin=1`, await leftForCheckout());
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/momentos');
    expect(response.headers.getSetCookie().filter((line) => !line.startsWith(`${COOKIES.checkoutHandoff.name}=;`))).toEqual([]);
  });

  it('is dropped with a hand-off mark the edge has no record of (a mark set by hand)', async () => {
    const response = await SELF.fetch(`${ORIGIN}/momentos?token=${TOKEN}`, { headers: { cookie: `${COOKIES.checkoutHandoff.name}=1` }, redirect: 'manual' });
    expect(response.headers.get('location')).toBe('/momentos');
    expect(response.headers.getSetCookie().join('\n')).not.toContain(TOKEN);
  });

  it('is dropped when this browser did not leave for the checkout site (a link cannot log a visitor in)', async () => {
    const response = await SELF.fetch(`${ORIGIN}/momentos?token=${TOKEN}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/momentos');
    expect(response.headers.getSetCookie().join('\n')).not.toContain(TOKEN);
  });
});
