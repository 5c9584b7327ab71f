import { describe, expect, it } from 'vitest';
import { authErrorSchema, passwordRecoveryResultSchema } from '../../src/contracts/auth.ts';
import { favoritesAnswerSchema } from '../../src/contracts/favorites.ts';
import { COOKIES } from '../../src/core/constants.ts';
import { MESSAGES } from '../../src/core/messages/pt-BR.ts';
import { setCookieLine } from '../test/cookie-jar.ts';
import { newShopper, PASSWORD } from '../test/customers.ts';
import { callEdge, envWithFakeUpstream, fakeUpstream, recordedSession } from '../test/edge-harness.ts';
import { expectNoTokenIn, registeredShopper, shopperBrowser } from '../test/shopper-browser.ts';

/** Accounts: the BFF routes the account pages use beyond login and logout. */

describe('POST /auth/password-recovery (spec §7 customerPasswordRecovery)', () => {
  it('answers the same neutral confirmation for a known and an unknown e-mail', async () => {
    const { input } = await registeredShopper();
    const known = await shopperBrowser().send('/auth/password-recovery', { json: { email: input.email } });
    const unknown = await shopperBrowser().send('/auth/password-recovery', { json: { email: `ninguem.${Date.now()}@example.com.br` } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const knownText = await known.text();
    expect(knownText).toBe(await unknown.text());
    expect(passwordRecoveryResultSchema.parse(JSON.parse(knownText))).toEqual({ isSuccess: true });
    expect(known.headers.get('cache-control')).toBe('no-store');
    expect(known.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a body without an e-mail', async () => {
    const response = await shopperBrowser().send('/auth/password-recovery', { json: {} });
    expect(response.status).toBe(400);
    expect(authErrorSchema.parse(await response.json()).error).toBe('bad_request');
  });

  it("answers the spec 429 text once an address passes the edge's limit (30 a minute)", async () => {
    const shopper = shopperBrowser();
    let last: Response | undefined;
    for (let attempt = 0; attempt < 40; attempt += 1) {
      last = await shopper.send('/auth/password-recovery', { json: { email: `tentativa${attempt}@example.com.br` } });
      if (last.status === 429) break;
      await last.body?.cancel();
    }
    expect(last?.status).toBe(429);
    expect(authErrorSchema.parse(await last?.json()).message).toBe(MESSAGES.tooManyRequests);
  });
});

describe('registration errors, field by field (spec §8 "success false plus the errors")', () => {
  it('lists every failing field with its code', async () => {
    const input = { ...newShopper(), cpf: '123.456.789-00', birthDate: '2015-01-01', primaryPhoneNumber: '12' };
    const response = await shopperBrowser().send('/auth/register', { json: { input } });
    expect(response.status).toBe(400);
    const body = authErrorSchema.parse(await response.json());
    expect(body.success).toBe(false);
    expect(body.errors?.map(({ field, code }) => ({ field, code }))).toEqual(
      expect.arrayContaining([
        { field: 'cpf', code: 'CUS105' },
        { field: 'primaryPhoneNumber', code: 'CUS106' },
        { field: 'birthDate', code: 'CUS108' },
      ]),
    );
  });

  it('names a duplicate e-mail by its code', async () => {
    const { input } = await registeredShopper();
    const response = await shopperBrowser().send('/auth/register', { json: { input: { ...newShopper(), email: input.email } } });
    expect(response.status).toBe(400);
    expect(authErrorSchema.parse(await response.json()).errors).toEqual([expect.objectContaining({ code: 'CUS109' })]);
  });
});

describe('GET/POST /auth/favorites: the session customer only (DECISIONS 5)', () => {
  it('answers scope "local" without a session, with no upstream call and no cookie', async () => {
    const response = await shopperBrowser().send('/auth/favorites');
    expect(response.status).toBe(200);
    expect(favoritesAnswerSchema.parse(await response.json())).toEqual({ scope: 'local', wines: [] });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a change without a session', async () => {
    const response = await shopperBrowser().send('/auth/favorites', { json: { add: [1001] } });
    expect(response.status).toBe(401);
    expect(authErrorSchema.parse(await response.json()).message).toBe(MESSAGES.loginRequired);
  });

  it("keeps the customer's favourites in the account, for every browser the customer logs in from", async () => {
    const shopper = await registeredShopper();
    const added = await shopper.send('/auth/favorites', { json: { add: [1002, 1001] } });
    const text = await added.text();
    expect(favoritesAnswerSchema.parse(JSON.parse(text))).toEqual({ scope: 'account', wines: [1002, 1001] });
    expectNoTokenIn(text, shopper.jar);

    const elsewhere = shopperBrowser();
    await elsewhere.send('/auth/login', { json: { email: shopper.input.email, password: PASSWORD } });
    expect(favoritesAnswerSchema.parse(await (await elsewhere.send('/auth/favorites')).json()).wines).toEqual([1002, 1001]);
    const removed = await elsewhere.send('/auth/favorites', { json: { remove: [1002] } });
    expect(favoritesAnswerSchema.parse(await removed.json()).wines).toEqual([1001]);

    // another customer sees only their own, whatever the body says
    const other = await registeredShopper();
    expect(favoritesAnswerSchema.parse(await (await other.send('/auth/favorites')).json()).wines).toEqual([]);
  });

  it('refuses malformed changes', async () => {
    const shopper = await registeredShopper();
    for (const json of [{ add: ['abc'] }, { add: [0] }, { remove: 'tudo' }]) {
      const response = await shopper.send('/auth/favorites', { json });
      expect(response.status).toBe(400);
      await response.body?.cancel();
    }
  });

  it('answers scope "local" when the backend keeps no favourites (hosted mode, 404)', async () => {
    await fakeUpstream.reset();
    await fakeUpstream.behave('/graphql#Customer', {
      body: JSON.stringify({ data: { customer: { customerId: 77, customerName: 'Ana Souza', customerType: 'PERSON' } } }),
    });
    await fakeUpstream.behave('/api/customer/77/favorites', { status: 404, body: '{"error":"not_found","message":"x"}' });
    const headers = { cookie: `${COOKIES.session.name}=${await recordedSession('token-hospedado')}` };
    const read = await callEdge('/auth/favorites', { headers }, { env: envWithFakeUpstream() });
    expect(favoritesAnswerSchema.parse(await read.json())).toEqual({ scope: 'local', wines: [] });
    const write = await callEdge(
      '/auth/favorites',
      { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ add: [1001] }) },
      { env: envWithFakeUpstream() },
    );
    expect(favoritesAnswerSchema.parse(await write.json())).toEqual({ scope: 'local', wines: [] });
    expect((await fakeUpstream.calls('/api/customer/77/favorites')).map((call) => call.method)).toEqual(['GET', 'POST']);
  });

  it('keeps the browser away from the backend route itself (403)', async () => {
    const response = await shopperBrowser().send('/api/customer/1/favorites');
    expect(response.status).toBe(403);
  });
});

describe('the header greets from the session cookie, rendered by the edge (spec §2 header user area)', () => {
  it('logged in, on a page of their own: "Olá, {first name}" and the menu in the page, with no token in it', async () => {
    const shopper = await registeredShopper();
    const response = await shopper.send('/favorite');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Olá, Maria');
    expect(html).toContain('Bem Vindo!');
    expect(html).toContain('href="/auth/conta"');
    expect(html).not.toContain('data-island="GooglePrompt"');
    expectNoTokenIn(html, shopper.jar);
  });

  it('logged in, on a shared page: the logged-out look, and the menu island the browser loads when it holds a session', async () => {
    const shopper = await registeredShopper();
    const html = await (await shopper.send('/momentos')).text();
    expect(html).not.toContain('Olá, Maria');
    expect(html).toMatch(/<div data-island="SessionMenu" data-island-hydrate="demand"><a[^>]*href="\/login"[^>]*title="Login"/);
  });

  it('logged out: the login link with its tooltip, and Google’s prompt on /momentos only', async () => {
    const anonymous = shopperBrowser();
    // a page of the password reset is never shared: the server says nobody is logged in
    const reset = await (await anonymous.send('/login/redefinir')).text();
    // No menu island for nobody: a plain link the browser reads as "anonymous".
    expect(reset).not.toContain('data-island="UserMenu"');
    expect(reset).toMatch(/<a[^>]*href="\/login"[^>]*title="Login"[^>]*data-session="anonymous"/);
    // a shared page's menu island is loaded only by a browser holding a session (client/main.ts)
    const home = await (await anonymous.send('/momentos')).text();
    expect(home).not.toContain('data-island="UserMenu"');
    // DECISIONS 6: nothing of Google without GOOGLE_CLIENT_ID (the test worker has none)...
    expect(home).not.toContain('data-island="GooglePrompt"');
    // ...and with one, the prompt on /momentos only.
    const withGoogle = envWithFakeUpstream({ GOOGLE_CLIENT_ID: 'cliente-teste.apps.googleusercontent.com' });
    expect(await (await callEdge('/momentos', {}, { env: withGoogle })).text()).toContain('data-island="GooglePrompt"');
    expect(await (await callEdge('/pratos', {}, { env: withGoogle })).text()).not.toContain('data-island="GooglePrompt"');
  });

  it('a session cookie the service does not confirm renders "unknown" (the island settles it), and sets no cookie from a streamed page', async () => {
    const stale = shopperBrowser({ [COOKIES.session.name]: 'expirado-ou-falso' });
    const response = await stale.send('/momentos');
    expect(await response.text()).toContain('{"state":"unknown"}');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ['/login', 'LoginForm'],
    ['/login/recuperar', 'PasswordRecoveryForm'],
    ['/register', 'RegisterForm'],
    ['/register/partial', 'PartialRegisterForm'],
    ['/favorite', 'FavoritesList'],
  ])('%s renders its form (%s)', async (path, island) => {
    const html = await (await shopperBrowser().send(path)).text();
    expect(html).toContain(`data-island="${island}"`);
  });
});

describe('login and recovery also work as plain HTML forms (no JavaScript)', () => {
  function formPost(shopper: ReturnType<typeof shopperBrowser>, path: string, fields: Record<string, string>) {
    return shopper.send(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  it('a right password logs in and redirects (303) to the checked redirectUrl; a wrong one goes back to the form', async () => {
    const { input } = await registeredShopper();
    const shopper = shopperBrowser();
    const wrong = await formPost(shopper, '/auth/login', { email: input.email, password: 'errada123' });
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe('/login#erro-login');
    expect(shopper.jar.get(COOKIES.session.name)).toBeUndefined();

    const right = await formPost(shopper, '/auth/login', { email: input.email, password: PASSWORD, redirectUrl: 'https://evil.example/' });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/momentos');
    expect(setCookieLine(right, COOKIES.session.name)).toMatch(/HttpOnly.*Secure|Secure.*HttpOnly/);
    expect(await right.text()).not.toContain(shopper.jar.get(COOKIES.session.name) ?? '-');
  });

  it('recovery answers the same redirect for any e-mail', async () => {
    const response = await formPost(shopperBrowser(), '/auth/password-recovery', { email: 'qualquer@example.com.br' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login/recuperar#instrucoes-enviadas');
  });

  it('the pages carry the notices those redirects target', async () => {
    const login = await (await shopperBrowser().send('/login')).text();
    expect(login).toContain('id="erro-login"');
    expect(login).toContain('action="/auth/login"');
    expect(await (await shopperBrowser().send('/login/recuperar')).text()).toContain('id="instrucoes-enviadas"');
  });

  it('"Cadastre-se" carries where the login was to lead, when the edge would follow it', async () => {
    const toCheckout = await (await shopperBrowser().send(`/login?redirectUrl=${encodeURIComponent('/auth/checkout')}`)).text();
    expect(toCheckout).toContain(`href="/register?redirectUrl=${encodeURIComponent('/auth/checkout')}">Cadastre-se</a>`);
    const elsewhere = await (await shopperBrowser().send(`/login?redirectUrl=${encodeURIComponent('https://golpe.example/x')}`)).text();
    expect(elsewhere).toContain('href="/register">Cadastre-se</a>');
  });
});
