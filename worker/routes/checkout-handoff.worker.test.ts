import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { COOKIES } from '../../src/core/constants.ts';
import { STAND_IN_CUSTOMER_HEADER } from '../../src/contracts/own-backend-api.ts';
import { callEdge, envWithFakeUpstream, fakeUpstream, ORIGIN, recordedSession } from '../test/edge-harness.ts';

const CART = '0f8d2a64-1111-4222-8333-944445555666';

async function get(path: string, cookies: Record<string, string>) {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: { cookie }, redirect: 'manual' });
  await response.body?.cancel();
  return response;
}

describe('checkout hand-off (spec §7): {CHECKOUT_URL}/{cart-id}?token={legacy token}, built at the edge', () => {
  beforeEach(() => recordedSession('token-da-sessao').then(() => undefined));

  it('sends a logged-in shopper to the embedded stand-in with no token in the URL, not kept nor referred', async () => {
    const response = await get('/auth/checkout', {
      [COOKIES.cartId.name]: CART,
      [COOKIES.session.name]: 'token-da-sessao',
      [COOKIES.legacySession.name]: 'legado-123456',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/checkout/${CART}`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('sends a shopper without a session to /login with the checkout as redirectUrl (spec §5)', async () => {
    const response = await get('/auth/checkout', { [COOKIES.cartId.name]: CART });
    expect(response.headers.get('location')).toBe(`/login?redirectUrl=${encodeURIComponent(`/checkout/${CART}`)}`);
  });

  it('uses a hosted checkout when CHECKOUT_URL is absolute', async () => {
    const env = envWithFakeUpstream({ CHECKOUT_URL: 'https://loja.checkout.example.com' });
    const cookie = `${COOKIES.cartId.name}=${CART}; ${COOKIES.session.name}=token-da-sessao; ${COOKIES.legacySession.name}=legado-123456`;
    const response = await callEdge('/auth/checkout', { headers: { cookie } }, { env });
    expect(response.headers.get('location')).toBe(`https://loja.checkout.example.com/${CART}?token=legado-123456`);
  });

  it('follows a redirectUrl to the checkout site only', async () => {
    const cookies = { [COOKIES.session.name]: 'token-da-sessao', [COOKIES.legacySession.name]: 'legado-123456' };
    const ok = await get(`/auth/checkout?redirectUrl=${encodeURIComponent(`/checkout/${CART}`)}`, cookies);
    expect(ok.headers.get('location')).toBe(`/checkout/${CART}`);
    const evil = await get(`/auth/checkout?redirectUrl=${encodeURIComponent('https://evil.example/x')}`, cookies);
    expect(evil.headers.get('location')).toBe('/home');
  });

  it('refuses a malformed cart id and goes home without a cart', async () => {
    const cookies = { [COOKIES.session.name]: 'token-da-sessao', [COOKIES.legacySession.name]: 'legado-123456' };
    expect((await get('/auth/checkout', { ...cookies, [COOKIES.cartId.name]: '..%2Fadmin' })).headers.get('location')).toBe('/home');
    expect((await get('/auth/checkout', cookies)).headers.get('location')).toBe('/home');
  });

  it("hands off the shopper's own cart (the cart-id cookie), never one a link names", async () => {
    const OTHER = '9a8b7c6d-1111-4222-8333-944445555666';
    const cookies = { [COOKIES.session.name]: 'token-da-sessao', [COOKIES.legacySession.name]: 'legado-123456' };
    const own = await get(`/auth/checkout?cartId=${OTHER}`, { ...cookies, [COOKIES.cartId.name]: CART });
    expect(own.headers.get('location')).toBe(`/checkout/${CART}`);
    expect((await get(`/auth/checkout?cartId=${OTHER}`, cookies)).headers.get('location')).toBe('/home');
  });

  it('marks the browser that leaves for a hosted checkout site, for a token that comes back (fbits-login)', async () => {
    const env = envWithFakeUpstream({ CHECKOUT_URL: 'https://loja.checkout.example.com' });
    const cookie = `${COOKIES.cartId.name}=${CART}; ${COOKIES.session.name}=token-da-sessao; ${COOKIES.legacySession.name}=legado-123456`;
    const response = await callEdge('/auth/checkout', { headers: { cookie } }, { env });
    const mark = response.headers.getSetCookie().find((line) => line.startsWith(`${COOKIES.checkoutHandoff.name}=`)) ?? '';
    expect(mark).toMatch(/HttpOnly/);
    expect(mark).toMatch(/Max-Age=3600/);
  });

  it('sends "Minha conta" to the embedded account page without a token, or to a hosted one with it', async () => {
    const cookies = { [COOKIES.session.name]: 'token-da-sessao', [COOKIES.legacySession.name]: 'legado-123456' };
    expect((await get('/auth/conta', cookies)).headers.get('location')).toBe('/conta');
    const env = envWithFakeUpstream({ CHECKOUT_ACCOUNT_URL: 'https://loja.checkout.example.com/conta' });
    const cookie = `${COOKIES.session.name}=token-da-sessao; ${COOKIES.legacySession.name}=legado-123456`;
    const hosted = await callEdge('/auth/conta', { headers: { cookie } }, { env });
    expect(hosted.headers.get('location')).toBe('https://loja.checkout.example.com/conta?token=legado-123456');
  });
});

describe('the embedded checkout stand-in through this origin', () => {
  beforeEach(() => fakeUpstream.reset());

  it('serves /checkout/{cartId} and /conta from the backend, with its own script-free policy', async () => {
    const response = await SELF.fetch(`${ORIGIN}/conta`);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const checkout = await SELF.fetch(`${ORIGIN}/checkout/${CART}`);
    expect(checkout.headers.get('content-type')).toContain('text/html');
    await checkout.body?.cancel();
  });

  it('forwards form posts with the shopper named in a header only the edge sets, and keeps redirects on this origin', async () => {
    await recordedSession('token-da-sessao');
    await fakeUpstream.behave(`/checkout/${CART}/pagar`, { status: 303, headers: { location: `https://loja.test/checkout/${CART}` } });
    const response = await callEdge(`/checkout/${CART}/pagar`, {
      method: 'POST',
      body: 'token=legado-123456',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `${COOKIES.session.name}=token-da-sessao; ${COOKIES.legacySession.name}=legado-123456`,
        [STAND_IN_CUSTOMER_HEADER]: 'forjado-pelo-navegador',
      },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/checkout/${CART}`);
    const [call] = await fakeUpstream.calls(`/checkout/${CART}/pagar`);
    expect(call?.body).toBe('token=legado-123456');
    expect(call?.headers[STAND_IN_CUSTOMER_HEADER.toLowerCase()]).toBe('legado-123456');
  });

  it('drops a redirect to another origin', async () => {
    await fakeUpstream.behave(`/checkout/${CART}/pagar`, { status: 302, headers: { location: 'https://evil.example/' } });
    const response = await callEdge(`/checkout/${CART}/pagar`, { method: 'POST', body: '' });
    expect(response.headers.get('location')).toBeNull();
  });

  it('is not forwarded once a hosted checkout is configured', async () => {
    const env = envWithFakeUpstream({ CHECKOUT_URL: 'https://loja.checkout.example.com', CHECKOUT_ACCOUNT_URL: 'https://loja.checkout.example.com/conta' });
    const response = await callEdge(`/checkout/${CART}`, {}, { env });
    expect(response.status).toBe(404);
    expect(await fakeUpstream.calls(`/checkout/${CART}`)).toHaveLength(0);
  });
});
