import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { COOKIES } from '../../src/core/constants.ts';

const ORIGIN = 'https://loja.test';
const TOKEN = 'tok_3f9a8b7c6d5e4f3a2b1c';
/** The mark the edge leaves when it sends this browser to the checkout site (checkout-handoff.ts). */
const LEFT_FOR_CHECKOUT = { headers: { cookie: `${COOKIES.checkoutHandoff.name}=1` }, redirect: 'manual' } as const;

describe('spec §3 fbits-login: a token coming back in the URL', () => {
  it('moves into an httpOnly cookie and the browser is sent to the same URL without it', async () => {
    const response = await SELF.fetch(`${ORIGIN}/momentos?preco=0-49.99&token=${TOKEN}`, LEFT_FOR_CHECKOUT);
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
    const response = await SELF.fetch(`${ORIGIN}/pratos?fbits-login=${TOKEN}`, LEFT_FOR_CHECKOUT);
    expect(response.headers.get('location')).toBe('/pratos');
    expect(response.headers.get('set-cookie')).toContain(TOKEN);
  });

  it('drops a value that cannot be a token (header injection) without keeping it', async () => {
    const response = await SELF.fetch(`${ORIGIN}/momentos?token=%0d%0aSet-Cookie:%20admin=1`, LEFT_FOR_CHECKOUT);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/momentos');
    expect(response.headers.getSetCookie().filter((line) => !line.startsWith(`${COOKIES.checkoutHandoff.name}=;`))).toEqual([]);
  });

  it('is dropped when this browser did not leave for the checkout site (a link cannot log a visitor in)', async () => {
    const response = await SELF.fetch(`${ORIGIN}/momentos?token=${TOKEN}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/momentos');
    expect(response.headers.getSetCookie().join('\n')).not.toContain(TOKEN);
  });
});
