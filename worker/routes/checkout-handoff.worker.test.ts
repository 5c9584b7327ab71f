import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { COOKIES } from '../../src/core/constants.ts';
import { AUTH_PATHS } from '../../src/contracts/auth-paths.ts';
import { STAND_IN_CUSTOMER_HEADER } from '../../src/contracts/own-backend-api.ts';
import { testEnv } from '../../backend/test/test-env.ts';
import { callEdge, envWithFakeUpstream, fakeUpstream, ORIGIN, recordedSession, testBindings } from '../test/edge-harness.ts';
import { registeredShopper, verifiedShopper } from '../test/shopper-browser.ts';

const CART = '0f8d2a64-1111-4222-8333-944445555666';

async function get(path: string, cookies: Record<string, string>) {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: { cookie }, redirect: 'manual' });
  await response.body?.cancel();
  return response;
}

/** A signed-in shopper whose age is confirmed: their session cookies and legacy token. */
async function verifiedCookies() {
  const shopper = await verifiedShopper();
  const cookies = {
    [COOKIES.session.name]: shopper.jar.get(COOKIES.session.name) ?? '',
    [COOKIES.legacySession.name]: shopper.jar.get(COOKIES.legacySession.name) ?? '',
  };
  return {
    cookies,
    legacy: cookies[COOKIES.legacySession.name] ?? '',
    header: Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; '),
  };
}

/** The edge with a hosted checkout site, the rest as configured (the real backend behind it). */
const hosted = (vars: Partial<Env>) => ({ env: { ...testBindings, ...vars } as Env });

describe('checkout hand-off (spec §7): {CHECKOUT_URL}/{cart-id}?token={legacy token}, built at the edge', () => {
  let shopper: Awaited<ReturnType<typeof verifiedCookies>>;
  beforeEach(async () => {
    shopper = await verifiedCookies();
  });

  it('sends a logged-in shopper to the embedded stand-in with no token in the URL, not kept nor referred', async () => {
    const response = await get('/auth/checkout', { [COOKIES.cartId.name]: CART, ...shopper.cookies });
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
    const cookie = `${COOKIES.cartId.name}=${CART}; ${shopper.header}`;
    const response = await callEdge('/auth/checkout', { headers: { cookie } }, hosted({ CHECKOUT_URL: 'https://loja.checkout.example.com' }));
    expect(response.headers.get('location')).toBe(`https://loja.checkout.example.com/${CART}?token=${shopper.legacy}`);
  });

  it('follows a redirectUrl to the checkout site only', async () => {
    const ok = await get(`/auth/checkout?redirectUrl=${encodeURIComponent(`/checkout/${CART}`)}`, shopper.cookies);
    expect(ok.headers.get('location')).toBe(`/checkout/${CART}`);
    const evil = await get(`/auth/checkout?redirectUrl=${encodeURIComponent('https://evil.example/x')}`, shopper.cookies);
    expect(evil.headers.get('location')).toBe('/home');
  });

  it('refuses a malformed cart id and goes home without a cart', async () => {
    expect((await get('/auth/checkout', { ...shopper.cookies, [COOKIES.cartId.name]: '..%2Fadmin' })).headers.get('location')).toBe('/home');
    expect((await get('/auth/checkout', shopper.cookies)).headers.get('location')).toBe('/home');
  });

  it("hands off the shopper's own cart (the cart-id cookie), never one a link names", async () => {
    const OTHER = '9a8b7c6d-1111-4222-8333-944445555666';
    const own = await get(`/auth/checkout?cartId=${OTHER}`, { ...shopper.cookies, [COOKIES.cartId.name]: CART });
    expect(own.headers.get('location')).toBe(`/checkout/${CART}`);
    expect((await get(`/auth/checkout?cartId=${OTHER}`, shopper.cookies)).headers.get('location')).toBe('/home');
  });

  it('marks the browser that leaves for a hosted checkout site, for a token that comes back (fbits-login)', async () => {
    const cookie = `${COOKIES.cartId.name}=${CART}; ${shopper.header}`;
    const response = await callEdge('/auth/checkout', { headers: { cookie } }, hosted({ CHECKOUT_URL: 'https://loja.checkout.example.com' }));
    const mark = response.headers.getSetCookie().find((line) => line.startsWith(`${COOKIES.checkoutHandoff.name}=`)) ?? '';
    expect(mark).toMatch(/HttpOnly/);
    expect(mark).toMatch(/Max-Age=3600/);
  });

  it('sends "Minha conta" to the embedded account page without a token, or to a hosted one with it', async () => {
    expect((await get('/auth/conta', shopper.cookies)).headers.get('location')).toBe('/conta');
    const hostedAccount = await callEdge(
      '/auth/conta',
      { headers: { cookie: shopper.header } },
      hosted({ CHECKOUT_ACCOUNT_URL: 'https://loja.checkout.example.com/conta' }),
    );
    expect(hostedAccount.headers.get('location')).toBe(`https://loja.checkout.example.com/conta?token=${shopper.legacy}`);
  });

  it('sends the account page, typed with no session, to the login that comes back to it', async () => {
    const typed = await get('/conta', {});
    expect(typed.status).toBe(302);
    expect(typed.headers.get('location')).toBe('/Login?redirectUrl=%2Fconta');
  });
});

describe('the checkout hand-off waits for a verified age (ECA Digital)', () => {
  const HOSTED_CHECKOUT = 'https://loja.checkout.example.com';
  /** Each way the shop can check out: the stand-in on this origin, or a hosted checkout site (an absolute CHECKOUT_URL). */
  const MODES = [
    ['the embedded stand-in', {}, `/checkout/${CART}`],
    ['a hosted checkout', { CHECKOUT_URL: HOSTED_CHECKOUT }, `${HOSTED_CHECKOUT}/${CART}?token=`],
  ] as const;
  const AGE_PAGE = `/verificar-idade?redirectUrl=${encodeURIComponent('/auth/checkout')}`;

  /** The hand-off as this shopper's browser asks for it, with the cart cookie. */
  const handOffFor = (jar: { header(): string }, vars: Partial<Env>) =>
    callEdge('/auth/checkout', { headers: { cookie: `${COOKIES.cartId.name}=${CART}; ${jar.header()}` } }, hosted(vars));

  /** Sent to the age page, and no hand-off mark set: nothing of the cart went to a checkout. */
  function expectRefused(response: Response) {
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(AGE_PAGE);
    expect(response.headers.getSetCookie().join()).not.toContain(COOKIES.checkoutHandoff.name);
  }

  it.each(MODES)('sends a customer without a verified age to /verificar-idade, never to %s', async (_, vars) => {
    const unverified = await registeredShopper();
    expectRefused(await handOffFor(unverified.jar, vars));
  });

  it.each(MODES)('sends a customer whose verification ended (a changed name) to /verificar-idade, never to %s', async (_, vars, checkout) => {
    const shopper = await verifiedShopper();
    // verified, the same shopper goes through: the refusal below is the ended verification's
    expect((await handOffFor(shopper.jar, vars)).headers.get('location')).toContain(checkout);
    await testEnv.DB.prepare("UPDATE customers SET full_name = 'Outro Nome Qualquer' WHERE email = ?").bind(shopper.input.email).run();
    expectRefused(await handOffFor(shopper.jar, vars));
  });

  it.each(MODES)('keeps a minor whose birth date the Receita confirmed out of %s', async (_, vars) => {
    const minor = await registeredShopper();
    await testEnv.DB.prepare("UPDATE customers SET birth_date = '2015-03-01' WHERE email = ?").bind(minor.input.email).run();
    expect(await (await minor.send(AUTH_PATHS.ageReceita, { json: {} })).json()).toMatchObject({ outcome: 'minor' });
    expectRefused(await handOffFor(minor.jar, vars));
  });
});

describe('the embedded checkout stand-in through this origin', () => {
  beforeEach(() => fakeUpstream.reset());

  it('serves /checkout/{cartId} and /conta from the backend, with its own script-free policy', async () => {
    const { cookies } = await verifiedCookies();
    const response = await get('/conta', cookies);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const checkout = await get(`/checkout/${CART}`, cookies);
    expect(checkout.status).toBe(404);
    expect(checkout.headers.get('content-type')).toContain('text/html');
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

  it('counts "Meus dados" posts as logins (they can name any CPF): over the limit, 429 and nothing forwarded', async () => {
    const emptyBucket: RateLimit = { limit: () => Promise.resolve({ success: false }) };
    const response = await callEdge(
      '/conta/dados',
      { method: 'POST', body: 'token=legado-123456&cpf=52998224725', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { env: { ...envWithFakeUpstream(), AUTH_LIMITER: emptyBucket } },
    );
    expect(response.status).toBe(429);
    await response.body?.cancel();
    expect(await fakeUpstream.calls('/conta/dados')).toEqual([]);
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
