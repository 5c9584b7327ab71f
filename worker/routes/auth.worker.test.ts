import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { authErrorSchema, loginResultSchema, sessionSchema, type LoginResult } from '../../src/contracts/auth.ts';
import { COOKIES } from '../../src/core/constants.ts';
import { MESSAGES } from '../../src/core/messages/pt-BR.ts';
import { setCookieLine } from '../test/cookie-jar.ts';
import { newShopper, PASSWORD } from '../test/customers.ts';
import { ORIGIN, testBindings } from '../test/edge-harness.ts';
import { expectNoTokenIn, registeredShopper, shopperBrowser } from '../test/shopper-browser.ts';

describe('session routes (BFF): tokens live in httpOnly cookies, never in answers', () => {
  it('registers, logs in and keeps the tokens in httpOnly, Secure, SameSite=Lax cookies for 7 days', async () => {
    const shopper = shopperBrowser();
    const response = await shopper.send('/auth/register', { json: { input: newShopper() } });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const result: LoginResult = loginResultSchema.parse(JSON.parse(text));
    // a new customer is offered the age verification at once, then goes where they were going
    expect(result).toMatchObject({
      status: 'authenticated',
      customerName: 'Maria da Silva',
      firstName: 'Maria',
      redirectTo: `/verificar-idade?oferta=cadastro&redirectUrl=${encodeURIComponent('/momentos')}`,
    });
    for (const name of [COOKIES.session.name, COOKIES.legacySession.name]) {
      const line = setCookieLine(response, name) ?? '';
      expect(line).toMatch(/HttpOnly/);
      expect(line).toMatch(/Secure/);
      expect(line).toMatch(/SameSite=Lax/);
      expect(line).toMatch(/Max-Age=604800/);
      expect(line).toMatch(/Path=\//);
    }
    expect(shopper.jar.get(COOKIES.session.name)).toBeTruthy();
    expectNoTokenIn(text, shopper.jar);
  });

  it('logs in with e-mail and password; GET /auth/session answers the name, never a token', async () => {
    const { input } = await registeredShopper();
    const shopper = shopperBrowser();
    const login = await shopper.send('/auth/login', { json: { email: input.email, password: PASSWORD } });
    expect(login.status).toBe(200);
    const session = await shopper.send('/auth/session');
    const text = await session.text();
    expect(sessionSchema.parse(JSON.parse(text))).toEqual({ authenticated: true, customerName: 'Maria da Silva', firstName: 'Maria' });
    expect(session.headers.get('cache-control')).toBe('no-store');
    expectNoTokenIn(text, shopper.jar);
  });

  it('refuses a wrong password with a pt-BR message', async () => {
    const { input } = await registeredShopper();
    const response = await shopperBrowser().send('/auth/login', { json: { email: input.email, password: 'errada123' } });
    expect(response.status).toBe(401);
    const body = authErrorSchema.parse(await response.json());
    expect(body.message).toBe(MESSAGES.sessionInvalidCredentials);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a malformed body with 400', async () => {
    const response = await shopperBrowser().send('/auth/login', { json: { email: '' } });
    expect(response.status).toBe(400);
    expect(authErrorSchema.parse(await response.json()).error).toBe('bad_request');
  });

  it('answers the spec 429 text when the commerce service limits login attempts', async () => {
    const { input } = await registeredShopper();
    const shopper = shopperBrowser();
    let last: Response | undefined;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      last = await shopper.send('/auth/login', { json: { email: input.email, password: `errada${attempt}` } });
      if (last.status === 429) break;
      await last.body?.cancel();
    }
    expect(last?.status).toBe(429);
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(authErrorSchema.parse(await last?.json())).toMatchObject({ error: 'too_many_requests', message: MESSAGES.tooManyRequests });
  });

  it('logs out: the cookies are cleared and the session is gone', async () => {
    const shopper = await registeredShopper();
    const logout = await shopper.send('/auth/logout', { method: 'POST' });
    expect(logout.status).toBe(200);
    expect(setCookieLine(logout, COOKIES.session.name)).toMatch(/Max-Age=0/);
    expect(shopper.jar.get(COOKIES.session.name)).toBeUndefined();
    expect(await (await shopper.send('/auth/session')).json()).toMatchObject({ authenticated: false });
  });

  it('renews the token into new cookies', async () => {
    const shopper = await registeredShopper();
    const before = shopper.jar.get(COOKIES.session.name);
    const renew = await shopper.send('/auth/renew', { method: 'POST' });
    expect(renew.status).toBe(200);
    expect(await renew.json()).toMatchObject({ authenticated: true, firstName: 'Maria' });
    expect(shopper.jar.get(COOKIES.session.name)).toBeTruthy();
    expect(shopper.jar.get(COOKIES.session.name)).not.toBe(before);
  });

  it('logs the customer out when renewal fails (spec §4)', async () => {
    const shopper = shopperBrowser({ [COOKIES.session.name]: 'expirado-ou-falso', [COOKIES.legacySession.name]: 'legado' });
    const renew = await shopper.send('/auth/renew', { method: 'POST' });
    expect(renew.status).toBe(401);
    expect(authErrorSchema.parse(await renew.json()).message).toBe(MESSAGES.sessionExpired);
    expect(shopper.jar.get(COOKIES.session.name)).toBeUndefined();
    expect(shopper.jar.get(COOKIES.legacySession.name)).toBeUndefined();
  });

  it('treats a token the service no longer knows as logged out', async () => {
    const shopper = shopperBrowser({ [COOKIES.session.name]: 'expirado-ou-falso' });
    expect(await (await shopper.send('/auth/session')).json()).toEqual({ authenticated: false, customerName: null, firstName: null });
    expect(shopper.jar.get(COOKIES.session.name)).toBeUndefined();
  });

  it('refuses cross-site posts to the session routes', async () => {
    const response = await SELF.fetch(`${ORIGIN}/auth/logout`, { method: 'POST', headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(response.status).toBe(403);
  });
});

describe('login links the customer to a cart (spec §4, DECISIONS 5)', () => {
  it('links the shopper cart on login and answers the saved cart on the next login elsewhere', async () => {
    const { input } = await registeredShopper();
    const cartA = crypto.randomUUID();
    const first = shopperBrowser({ [COOKIES.cartId.name]: cartA });
    const login = loginResultSchema.parse(await (await first.send('/auth/login', { json: { email: input.email, password: PASSWORD } })).json());
    expect(login.savedCartId).toBeNull();

    const second = shopperBrowser({ [COOKIES.cartId.name]: crypto.randomUUID() });
    const again = loginResultSchema.parse(await (await second.send('/auth/login', { json: { email: input.email, password: PASSWORD } })).json());
    expect(again.savedCartId).toBe(cartA);
  });

  it('POST /auth/cart points the record at a new cart, with the customer id from the session', async () => {
    const shopper = await registeredShopper();
    const cart = crypto.randomUUID();
    const response = await shopper.send('/auth/cart', { json: { cartId: cart } });
    expect(response.status).toBe(200);
    const other = shopperBrowser();
    const login = loginResultSchema.parse(await (await other.send('/auth/login', { json: { email: shopper.input.email, password: PASSWORD } })).json());
    expect(login.savedCartId).toBe(cart);
  });

  it('POST /auth/cart needs a session', async () => {
    const response = await shopperBrowser().send('/auth/cart', { json: { cartId: crypto.randomUUID() } });
    expect(response.status).toBe(401);
    expect(authErrorSchema.parse(await response.json()).message).toBe(MESSAGES.loginRequired);
  });
});

describe('a registration on the way to the checkout', () => {
  it('goes to the hand-off, which asks for the age itself (no offer in between)', async () => {
    const response = await shopperBrowser().send('/auth/register', { json: { input: newShopper(), redirectUrl: '/auth/checkout' } });
    expect(loginResultSchema.parse(await response.json()).redirectTo).toBe('/auth/checkout');
  });
});

describe("login's redirectUrl: this site and the checkout only (no open redirect)", () => {
  it.each([
    ['/pratos?x=1', '/pratos?x=1'],
    [`${ORIGIN}/todososvinhos`, '/todososvinhos'],
    ['/checkout/0f8d2a64-1111-4222-8333-944445555666', '/auth/checkout?redirectUrl=https%3A%2F%2Floja.test%2Fcheckout%2F0f8d2a64-1111-4222-8333-944445555666'],
    ['https://evil.example/roubo', '/momentos'],
    ['//evil.example/roubo', '/momentos'],
    ['/\\evil.example/roubo', '/momentos'],
    ['javascript:alert(1)', '/momentos'],
    [`https://loja.test@evil.example/`, '/momentos'],
    ['https://loja.test.evil.example/', '/momentos'],
    ['/momentos\r\nSet-Cookie: x=1', '/momentos'],
  ])('%s → %s', async (redirectUrl, redirectTo) => {
    const { input } = await registeredShopper();
    const response = await shopperBrowser().send('/auth/login', { json: { email: input.email, password: PASSWORD, redirectUrl } });
    expect(loginResultSchema.parse(await response.json()).redirectTo).toBe(redirectTo);
  });
});

describe('spec §3 fbits-login: a returning token is used only once the service confirms it', () => {
  it('never replaces the session this browser already has', async () => {
    const owner = await registeredShopper();
    const stranger = await registeredShopper();
    const strangerToken = stranger.jar.get(COOKIES.session.name) ?? '';
    owner.jar.cookies.set(COOKIES.fbitsLogin.name, strangerToken);
    expect(await (await owner.send('/auth/session')).json()).toMatchObject({ authenticated: true });
    expect(owner.jar.get(COOKIES.session.name)).not.toBe(strangerToken);
    expect(owner.jar.get(COOKIES.fbitsLogin.name)).toBeUndefined();
  });

  it('is dropped when the service does not confirm it', async () => {
    const returning = shopperBrowser({ [COOKIES.fbitsLogin.name]: 'token-forjado-123' });
    expect(await (await returning.send('/auth/session')).json()).toMatchObject({ authenticated: false });
    expect(returning.jar.get(COOKIES.fbitsLogin.name)).toBeUndefined();
    expect(returning.jar.get(COOKIES.session.name)).toBeUndefined();
  });
});

describe('the access token', () => {
  it('is in no session answer', async () => {
    const shopper = await registeredShopper();
    const text = await (await shopper.send('/auth/session')).text();
    expect(text).not.toContain(testBindings.API_ACCESS_TOKEN);
    expect(text).not.toContain(testBindings.STOREFRONT_ACCESS_TOKEN);
  });
});
