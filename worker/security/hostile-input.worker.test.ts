import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE } from '../../src/core/constants.ts';
import { loginResultSchema } from '../../src/contracts/auth.ts';
import { favoritesAnswerSchema } from '../../src/contracts/favorites.ts';
import { OWN_BACKEND_ROUTES } from '../../src/contracts/own-backend-api.ts';
import { CHECKOUT, CHECKOUT_ADD_PRODUCT, CHECKOUT_REMOVE_PRODUCT, CREATE_CHECKOUT, requestBody, SHIPPING_QUOTES } from '../../src/contracts/graphql/index.ts';
import { newShopper, PASSWORD, shopperIp } from '../test/customers.ts';
import { ORIGIN } from '../test/edge-harness.ts';
import { shopperBrowser } from '../test/shopper-browser.ts';

/**
 * Hostile input on every route family of the storefront (ARCHITECTURE "Security posture",
 * docs/security.md): pages, the REST proxy (/api, /search_similar_asv, /media), /graphql, /auth, the
 * checkout stand-in (/checkout, /conta), /builds/latest.json, robots and sitemap, through the real
 * worker and the built backend on seeded D1. Oversized and malformed bodies, wrong content types,
 * control characters in headers and cookies, traversal and markup in every path and query
 * parameter, off-site redirect targets, parallel cart and favourite writes: whatever comes in, the
 * answer is never a 5xx, never a Location off this origin, never the markup sent echoed raw, and
 * the cart neither loses nor doubles a line.
 */
const XSS = '<script>alert(1)</script>';
const IMG = '"><img src=x onerror=alert(1)>';
const RAW_MARKUP = ['<script>alert(1)', '<img src=x onerror'];
const CART_ID = '3f2b8c1e-7a4d-4e5f-9b0c-1d2e3f4a5b6c';
const db = (env as unknown as { DB: D1Database }).DB;

type Init = { method?: string; headers?: Record<string, string>; body?: BodyInit | null };
type Answer = { label: string; status: number; location: string | null; type: string; cacheControl: string; text: string };

/** One request, from an IP of its own unless told (the edge limits per IP), its body read whole. */
async function hit(path: string, init: Init = {}): Promise<Answer> {
  const method = init.method ?? 'GET';
  const headers = { 'CF-Connecting-IP': shopperIp(), ...init.headers };
  const response = await SELF.fetch(`${ORIGIN}${path}`, { method, body: init.body ?? null, headers, redirect: 'manual' });
  const [location, type] = [response.headers.get('location'), response.headers.get('content-type') ?? ''];
  const cacheControl = response.headers.get('cache-control') ?? '';
  return { label: `${method} ${path.slice(0, 100)}`, status: response.status, location, type, cacheControl, text: await response.text() };
}

const json = (body: unknown, headers: Record<string, string> = {}): Init => ({
  method: 'POST',
  body: typeof body === 'string' || body instanceof ReadableStream ? body : JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...headers },
});
const form = (body: string): Init => ({ method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const typed = (type: string, body: BodyInit): Init => ({ method: 'POST', body, headers: { 'content-type': type } });

/** The markup sent, found raw in an answer (with some context), or undefined. */
function echoedMarkup(text: string): string | undefined {
  const at = Math.max(...RAW_MARKUP.map((marker) => text.indexOf(marker)));
  return at < 0 ? undefined : text.slice(Math.max(0, at - 60), at + 60);
}

function expectOnSite(location: string, label: string): void {
  expect(new URL(location, ORIGIN).origin, `${label} → ${location}`).toBe(ORIGIN);
}

/** No 5xx, no Location off this origin, no markup echoed raw. */
function expectSafe(answer: Answer): void {
  expect(answer.status, answer.label).toBeLessThan(500);
  if (answer.location !== null) expectOnSite(answer.location, answer.label);
  expect(echoedMarkup(answer.text), answer.label).toBeUndefined();
}

/** A refusal: 4xx (this one when given), and on JSON routes `{error, message}`. */
function expectRefusal(answer: Answer, jsonRoute: boolean, status?: number): void {
  expectSafe(answer);
  expect(answer.status, answer.label).toBeGreaterThanOrEqual(400);
  if (status !== undefined) expect(answer.status, answer.label).toBe(status);
  if (!jsonRoute) return;
  expect(answer.type, answer.label).toContain('application/json');
  expect(JSON.parse(answer.text), answer.label).toMatchObject({ error: expect.any(String), message: expect.any(String) });
}

/** Seeded wines with some stock, scarcest first (the test worker shares the backend's D1). */
type StockedWine = { id: number; variant_id: number; stock: number };
let wines: StockedWine[] = [];
let productUrl = '/produto/x-1001';
beforeAll(async () => {
  const sql = 'SELECT id, variant_id, stock FROM wines WHERE active = 1 AND stock >= 5 ORDER BY stock, id LIMIT 12';
  wines = (await db.prepare(sql).all<StockedWine>()).results;
  productUrl = (await hit('/produto/x-1001')).location ?? productUrl; // the canonical product path
});

/** One shopper with an account and a cookie jar, registered once (registrations are limited per IP). */
let account: Promise<{ email: string; browser: ReturnType<typeof shopperBrowser>; redirectTo: string }> | undefined;
function registeredShopper() {
  account ??= (async () => {
    const [browser, input] = [shopperBrowser(), newShopper()];
    const response = await browser.send('/auth/register', { json: { input, redirectUrl: '//evil.example' } });
    expect(response.status).toBe(200);
    return { email: input.email, browser, redirectTo: loginResultSchema.parse(await response.json()).redirectTo };
  })();
  return account;
}

/** The proxy's browser routes (src/contracts/own-backend-api.ts), each `:param` and POST body given a seeded value. */
const PROXIED = OWN_BACKEND_ROUTES.filter((route) => route.browser);
const SAMPLE_PARAM: Record<string, string> = { id: '1001', slug: 'tinto', name: 'vivalavida', file: '1001.svg' };
const SAMPLE_BODY: Record<string, unknown> = {
  '/api/productsCart': { wines: [1001] },
  '/api/newsLetter': { name: 'Ana', email: 'ana.hostil@example.com.br' },
  '/search_similar_asv': { search_term: 'malbec' },
};

/** One request of each route family, every proxied contract route included. */
const FAMILY: ReadonlyArray<readonly [string, Init?]> = [
  ...['/momentos', '/pratos?name=massas', '/todososvinhos', '{product}', '/resultados/malbec', '/parceiros/vivalavida', '/tinto'].map(
    (path) => [path] as const,
  ),
  ...['/sommelier?tipo=tinto', '/login?redirectUrl=%2Ffavorite', '/register', '/favorite', '/politica/privacidade'].map((path) => [path] as const),
  ...['/auth/session', '/auth/favorites', '/auth/google/nonce', '/auth/checkout', '/auth/conta'].map((path) => [path] as const),
  ...[`/checkout/${CART_ID}`, '/conta', '/builds/latest.json', '/robots.txt', '/sitemap.xml'].map((path) => [path] as const),
  ...PROXIED.map(({ method, path }) => {
    const filled = path.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAM[name] ?? name);
    return method === 'POST' ? ([filled, json(SAMPLE_BODY[path])] as const) : ([filled] as const);
  }),
  ['/graphql', json(requestBody(CHECKOUT, { checkoutId: CART_ID }))],
  ['/auth/renew', { method: 'POST' }],
  ['/auth/logout', { method: 'POST' }],
  ['/auth/login', json({ email: 'ninguem@example.com.br', password: 'errada123' })],
  // the assistants' protocol (docs/assistants.md)
  ['/.well-known/ucp'],
  ['/ucp/v1/catalog/search', json({ query: 'malbec', filters: { in_stock: true } })],
  ['/ucp/v1/catalog/product', json({ id: '1001' })],
];

const HOSTILE_HEADERS: ReadonlyArray<readonly [string, Record<string, string>]> = [
  ['control characters in session cookies', { cookie: 'session=\u0001abc; legacy-session=\u0002\u0003\u007f; fbits-login=\u001b[31m' }],
  ['traversal in cart-id', { cookie: 'cart-id=../../etc/passwd; checkout-handoff=1' }],
  ['broken percent-escapes', { cookie: 'session=%E0%A4%A; cart-id=%ZZ; grouped=%; partial-session=%C3%28' }],
  ['an 8 KB cookie', { cookie: `session=${'a'.repeat(8192)}` }],
  ['repeated cookie names', { cookie: 'session=abcdefgh12; session=zyxwvuts98; cart-id=1; cart-id=2; google-nonce=a; google-nonce=b' }],
  ['markup in cookies', { cookie: `cart-id=${XSS}; build-id-override=${IMG}; grouped=${XSS}` }],
  ['odd Accept values and a 4 KB User-Agent', { Accept: '\u0007', 'Accept-Language': '\u0001pt', 'User-Agent': 'x'.repeat(4096) }],
  [
    'CF-Connecting-IP not an IP, forged forwarding',
    { 'CF-Connecting-IP': 'not-an-ip', 'X-Forwarded-For': '127.0.0.1, <x>', 'X-Forwarded-Host': 'evil.example' },
  ],
  ['forged credentials', { 'X-Access-Token': 'forged\u0001', 'TCS-Access-Token': 'forged', Authorization: 'Bearer \u0007forged' }],
  ['a cross-site origin', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', Referer: 'javascript:alert(1)' }],
];

describe('every route family under hostile headers, cookies and methods', () => {
  const family = () => FAMILY.map(([path, init]) => [path.replace('{product}', productUrl), init] as const);

  it.each(HOSTILE_HEADERS)('%s', async (_name, headers) => {
    const answers = await Promise.all(family().map(([path, init]) => hit(path, { ...init, headers: { ...init?.headers, ...headers } })));
    answers.forEach(expectSafe);
  });

  it.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS'])('%s on every family is refused or answered, never a 5xx', async (method) => {
    const answers = await Promise.all(family().map(([path]) => hit(path, { method, body: method === 'OPTIONS' ? null : '{}' })));
    answers.forEach(expectSafe);
    const refusedJson = answers.filter((answer) => /^\w+ \/(api|media|search_similar_asv|graphql|auth\/(login|renew|logout))/.test(answer.label));
    for (const answer of refusedJson) expectRefusal(answer, true);
  });
});

/** A live session's cookie written the ways cookie parsers disagree on: spaces, tabs, case, duplicates. */
const SESSION_NAME_VARIANTS: ReadonlyArray<readonly [string, (token: string) => string]> = [
  ['a space before "="', (token) => `session =${token}`],
  ['a tab before "="', (token) => `session\t=${token}`],
  ['a tab before the name', (token) => `\tsession=${token}`],
  ['another case', (token) => `Session=${token}`],
  ['upper case and a space', (token) => `SESSION =${token}`],
  ['a duplicate, the second one live', (token) => `session=abcdefgh12; session =${token}`],
];

describe('session cookie-name variants on every route family', () => {
  const family = () => FAMILY.map(([path, init]) => [path.replace('{product}', productUrl), init] as const);

  it.each(SESSION_NAME_VARIANTS)('%s: no answer a cache may keep carries anything of the shopper', async (_name, variant) => {
    // a shopper of its own: the family's POST /auth/logout may end this session
    const [browser, input] = [shopperBrowser(), newShopper()];
    expect((await browser.send('/auth/register', { json: { input } })).status).toBe(200);
    const fullName = input.fullName ?? '';
    const cookie = variant(browser.jar.get('session') ?? '');
    const answers = await Promise.all(family().map(([path, init]) => hit(path, { ...init, headers: { ...init?.headers, cookie } })));
    for (const answer of answers) {
      expectSafe(answer);
      if (!/private|no-store/.test(answer.cacheControl)) expect(answer.text, `${answer.label} (${answer.cacheControl})`).not.toContain(fullName);
    }
  });
});

/** Every POST, with the body a browser would send; `reads: false` for routes that read none. */
const POSTS: ReadonlyArray<{ path: string; body: string; reads?: false; jsonRoute?: false }> = [
  ...PROXIED.filter((route) => route.method === 'POST').map(({ path }) => ({ path, body: JSON.stringify(SAMPLE_BODY[path]) })),
  { path: '/graphql', body: JSON.stringify(requestBody(CHECKOUT, { checkoutId: CART_ID })) },
  { path: '/auth/login', body: JSON.stringify({ email: 'ninguem@example.com.br', password: 'errada123' }) },
  { path: '/auth/register', body: JSON.stringify({ input: { customerType: 'PERSON', fullName: 'Ana' } }) },
  { path: '/auth/register/partial', body: JSON.stringify({ input: { customerType: 'PERSON', fullName: 'Ana Souza' } }) },
  { path: '/auth/google', body: JSON.stringify({ credential: 'a.b.c' }) },
  { path: '/auth/password-recovery', body: JSON.stringify({ email: 'ninguem@example.com.br' }) },
  { path: '/auth/cart', body: JSON.stringify({ cartId: CART_ID }) },
  { path: '/auth/favorites', body: JSON.stringify({ add: [1001] }) },
  { path: '/auth/renew', body: '{}', reads: false },
  { path: '/auth/logout', body: '{}', reads: false },
  { path: `/checkout/${CART_ID}/pagar`, body: 'token=abcdefgh12', jsonRoute: false },
  { path: '/arrependimento', body: 'pedido=1&email=ninguem%40example.com.br', jsonRoute: false },
  { path: '/webhooks/pagamentos?data.id=1&type=payment', body: JSON.stringify({ type: 'payment', data: { id: '1' } }) },
];

const OVERSIZED = 'x'.repeat(EDGE.maxRequestBodyBytes + 1);
const MALFORMED: ReadonlyArray<readonly [string, string]> = [
  ['empty', ''],
  ['truncated JSON', '{"email":"a@b.com.br","pass'],
  ['not JSON', 'isto não é json'],
  ['an array', '[1,2,3]'],
  ['a number', '42'],
  ['null', 'null'],
  ['deeply nested', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
  ['a huge string', JSON.stringify({ value: 'x'.repeat(60_000) })],
  ['__proto__ keys', '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'],
];
const MULTIPART = '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.com.br\r\n--x--\r\n';
const XXE = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>';

/** A body streamed without Content-Length. */
function streamed(text: string): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode(text);
  return new ReadableStream({
    start: (controller) => {
      controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe('oversized, malformed and mistyped bodies on every POST', () => {
  it.each(POSTS)('$path', async ({ path, body, reads = true, jsonRoute = true }) => {
    const big = await Promise.all([hit(path, json(OVERSIZED)), hit(path, json(streamed(OVERSIZED)))]);
    big.forEach((answer) => (reads ? expectRefusal(answer, jsonRoute, 413) : expectSafe(answer)));

    const malformed = await Promise.all(MALFORMED.map(async ([name, text]) => ({ ...(await hit(path, json(text))), label: `${path} (${name} body)` })));
    malformed.forEach((answer) => (reads ? expectRefusal(answer, jsonRoute) : expectSafe(answer)));

    const mistyped = await Promise.all([
      hit(path, typed('text/plain', body)),
      hit(path, typed('application/xml', XXE)),
      hit(path, typed('multipart/form-data; boundary=x', MULTIPART)),
      // a multipart type over a body that is not: the stand-in's case is a known bug, below
      ...(jsonRoute ? [hit(path, typed('multipart/form-data; boundary=x', 'not multipart at all'))] : []),
      hit(path, { method: 'POST', body: new TextEncoder().encode(body) }), // no Content-Type at all
    ]);
    for (const answer of mistyped) {
      expectSafe(answer);
      if (answer.status >= 400 && jsonRoute) expectRefusal(answer, true);
    }
  });
});

/** Path and query parameter values, as they appear in the URL. */
const PAYLOADS = [
  ...['..', '%2e%2e', '..%2f..%2fetc%2fpasswd', '%2f%2fevil.example', '..%5c..%5cboot.ini', '..%252f..%252fetc', 'vinho%00.svg', '%E0%A4%A'],
  ...['%EF%BC%8E%EF%BC%8E%EF%BC%8F', 'ｍａｌｂｅｃ'], // fullwidth "../" and letters
  ...['x'.repeat(4096), "1'%20OR%20'1'='1", '1;DROP%20TABLE%20wines;--', encodeURIComponent(XSS), encodeURIComponent(IMG)],
];

const PARAMETERS = [
  ...['/produto/{}', '/produto/{}-1001', '/resultados/{}', '/resultados/malbec-{}', '/parceiros/{}', '/{}', '/checkout/{}', '/auth/{}'],
  ...PROXIED.filter((route) => route.path.includes(':')).map((route) => route.path.replace(/:\w+/g, '{}')),
  ...['/pratos?name={}', '/momentos?ocasiao={}', '/momentos?preco={}&pagina={}', '/todososvinhos?agrupado={}', '/resultados/malbec?pagina={}'],
  ...['/sommelier?tipo={}&uva={}&pais={}&passo={}&modo={}', '/errors/error?statusCode={}', '/login?redirectUrl={}', '/auth/checkout?redirectUrl={}'],
  ...['/arrependimento?pedido={}&assinatura={}', '/pagamento-simulado/{}', `/checkout/${CART_ID}/situacao?x={}`],
  ...[
    '/api/wines?page={}&pageSize={}&category={}',
    '/api/finder?tipo={}',
    `/checkout/${CART_ID}?token={}&cep={}`,
    '/conta?token={}',
    '/builds/latest.json?t={}',
  ],
];

describe('traversal, SQL and markup in every path and query parameter', () => {
  it.each(PARAMETERS)('%s', async (template) => {
    const answers = await Promise.all(PAYLOADS.map((payload) => hit(template.replaceAll('{}', payload))));
    answers.forEach(expectSafe);
  });

  it('POST /checkout/{…}/pagar', async () => {
    const answers = await Promise.all(PAYLOADS.map((payload) => hit(`/checkout/${payload}/pagar`, form('token=abcdefgh12'))));
    answers.forEach(expectSafe);
  });
});

const OFF_SITE = [
  ...['//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/%5C%5Cevil.example', '///evil.example', '\t//evil.example', '//user@evil.example'],
  ...[
    'https:evil.example',
    'https://evil.example/',
    'https://evil.example/checkout/x',
    `${ORIGIN}@evil.example/`,
    'javascript:alert(1)',
    '/checkout/..//evil.example',
  ],
];

describe('no redirect leaves the site (redirectUrl, ?token=, ?fbits-login=, paths)', () => {
  it('a registration asked to return off-site goes to a page of this site', async () => {
    expectOnSite((await registeredShopper()).redirectTo, 'POST /auth/register');
  });

  it.each(OFF_SITE)('%j', async (target) => {
    const { email, browser } = await registeredShopper();
    const query = encodeURIComponent(target);
    const asPath = /^[/\\\t]/.test(target) ? target : `/${target}`;
    const [loginJson, loginForm, ...others] = await Promise.all([
      hit('/auth/login', json({ email, password: PASSWORD, redirectUrl: target })),
      hit('/auth/login', form(`email=${encodeURIComponent(email)}&password=${PASSWORD}&redirectUrl=${query}`)),
      ...[`/auth/checkout?redirectUrl=${query}`, `/login?redirectUrl=${query}`, `/Login?redirectUrl=${query}`].map((path) => hit(path)),
      ...[`/momentos?token=abcdefgh12&redirectUrl=${query}`, `${asPath}?fbits-login=abcdefgh12`, `${asPath}?token=abcdefgh12`].map((path) => hit(path)),
    ]);
    [loginJson, loginForm, ...others].forEach(expectSafe);
    expect(loginJson.status).toBe(200);
    expectOnSite(loginResultSchema.parse(JSON.parse(loginJson.text)).redirectTo, 'POST /auth/login redirectTo');
    expect(loginForm.status).toBe(303);

    // a logged-in shopper's hand-off goes to the configured checkout (a path of this origin) or home
    const handOff = await browser.send(`/auth/checkout?redirectUrl=${query}`);
    await handOff.body?.cancel();
    expect(handOff.status).toBe(302);
    expectOnSite(handOff.headers.get('location') ?? '', 'logged-in GET /auth/checkout');
  });
});

describe('markup in bodies is never echoed raw', () => {
  const enc = encodeURIComponent;
  it.each([
    ['/auth/login', json({ email: XSS, password: IMG, redirectUrl: XSS })],
    ['/auth/login', form(`email=${enc(XSS)}&password=${enc(IMG)}&redirectUrl=${enc(IMG)}`)],
    ['/auth/register', json({ input: { ...newShopper(), fullName: XSS, email: `${IMG}@example.com.br` }, redirectUrl: XSS })],
    ['/auth/register/partial', json({ input: { customerType: 'PERSON', fullName: XSS } })],
    ['/auth/google', json({ credential: XSS, redirectUrl: IMG })],
    ['/auth/password-recovery', json({ email: XSS })],
    ['/auth/password-recovery', form(`email=${enc(IMG)}`)],
    ['/auth/cart', json({ cartId: XSS })],
    ['/auth/favorites', json({ add: [XSS] })],
    ['/api/newsLetter', json({ name: XSS, email: IMG })],
    ['/api/productsCart', json({ wines: [XSS] })],
    ['/search_similar_asv', json({ search_term: XSS })],
    ['/search_similar_asv', json({ search_term: IMG })],
    ['/graphql', json(requestBody(CHECKOUT, { checkoutId: XSS }))],
    ['/graphql', json(requestBody(SHIPPING_QUOTES, { cep: XSS, checkoutId: CART_ID }))],
    ['/graphql', json({ operationName: XSS, query: IMG, variables: { x: XSS } })],
    [`/checkout/${CART_ID}/pagar`, form(`token=${enc(XSS)}&shippingQuoteId=${enc(IMG)}`)],
  ] as const)('POST %s', async (path, init) => {
    expectSafe(await hit(path, init));
  });

  it("the checkout stand-in escapes a CEP it shows back, for a real shopper's token", async () => {
    // the shopper's session cookies: the edge names the shopper to the stand-in in a header
    const cookie = (await registeredShopper()).browser.jar.header();
    const products = [{ productVariantId: wines[0]?.variant_id ?? 0, quantity: 1 }];
    const checkoutId = (await cart(shopperIp(), requestBody(CREATE_CHECKOUT, { products }))).checkout?.checkoutId;
    expect(checkoutId).toBeDefined();
    const answers = await Promise.all(
      [
        `/checkout/${checkoutId}?cep=${encodeURIComponent(XSS)}`,
        `/checkout/${checkoutId}?cep=${encodeURIComponent(IMG)}`,
        `/conta?x=${encodeURIComponent(XSS)}`,
      ].map((path) => hit(path, { headers: { cookie } })),
    );
    answers.forEach(expectSafe);
    expect(answers[0]?.text).toContain('&lt;script&gt;'); // the page did show it, escaped
  });
});

type CheckoutAnswer = { checkoutId: string; products: Array<{ productVariantId: number; quantity: number }> };

/** A storefront GraphQL document sent as the browser sends it: whether it succeeded, and the checkout. */
async function cart(ip: string, body: unknown): Promise<{ ok: boolean; checkout: CheckoutAnswer | undefined }> {
  const answer = await hit('/graphql', json(body, { 'CF-Connecting-IP': ip }));
  expectSafe(answer);
  const parsed = JSON.parse(answer.text) as { data?: Record<string, CheckoutAnswer | null> | null; errors?: unknown[] };
  const checkout = Object.values(parsed.data ?? {})[0] ?? undefined;
  return { ok: answer.status === 200 && !parsed.errors?.length && checkout !== undefined, checkout };
}

describe('parallel writes lose and double nothing', () => {
  it('parallel adds and removals of cart lines: each wine once, quantities exact, never past stock', async () => {
    const ip = shopperIp();
    const [scarce, ...others] = wines;
    const distinct = others.slice(0, 10);
    expect(distinct).toHaveLength(10);
    if (!scarce) throw new Error('no wine in stock');
    const checkoutId = (await cart(ip, requestBody(CREATE_CHECKOUT, { products: [] }))).checkout?.checkoutId ?? '';
    expect(checkoutId).not.toBe('');

    /** Runs the changes at once; tallies what the service said it did. */
    const expected = new Map<number, number>();
    async function run(changes: ReadonlyArray<readonly [variant: number, delta: 1 | -1]>): Promise<boolean[]> {
      const results = await Promise.all(
        changes.map(([variant, delta]) => {
          const input = { id: checkoutId, products: [{ productVariantId: variant, quantity: 1 }] };
          return cart(ip, delta > 0 ? requestBody(CHECKOUT_ADD_PRODUCT, { input }) : requestBody(CHECKOUT_REMOVE_PRODUCT, { input }));
        }),
      );
      changes.forEach(([variant, delta], index) => results[index]?.ok && expected.set(variant, (expected.get(variant) ?? 0) + delta));
      return results.map((result) => result.ok);
    }
    const times = (count: number, change: readonly [number, 1 | -1]) => Array.from({ length: count }, () => change);

    // 10 different wines, and 3 more adds of the scarcest than it has in stock
    const added = await run([...distinct.map((wine) => [wine.variant_id, 1] as const), ...times(scarce.stock + 3, [scarce.variant_id, 1])]);
    expect(added.slice(0, 10), 'every distinct wine added').toEqual(Array(10).fill(true));
    expect(expected.get(scarce.variant_id), 'adds of the scarce wine up to its stock, no more').toBe(scarce.stock);

    // five lines removed twice at once (only one removal can succeed), the scarce one lowered, five raised
    const changed = await run([
      ...distinct.slice(0, 5).flatMap((wine) => times(2, [wine.variant_id, -1])),
      ...times(3, [scarce.variant_id, -1]),
      ...distinct.slice(5).map((wine) => [wine.variant_id, 1] as const),
    ]);
    for (let line = 0; line < 5; line += 1) expect(changed.slice(line * 2, line * 2 + 2).filter(Boolean), `removals of line ${line}`).toHaveLength(1);
    expect(changed.slice(10), 'other removals and adds').toEqual(Array(8).fill(true));

    const lines = (await cart(ip, requestBody(CHECKOUT, { checkoutId }))).checkout?.products ?? [];
    expect(new Set(lines.map((line) => line.productVariantId)).size, 'one line per wine').toBe(lines.length);
    const kept = [...expected].filter(([, quantity]) => quantity > 0).sort(([a], [b]) => a - b);
    expect(lines.map((line) => [line.productVariantId, line.quantity]).sort(([a = 0], [b = 0]) => a - b)).toEqual(kept);
    const stock = new Map(wines.map((wine) => [wine.variant_id, wine.stock]));
    for (const line of lines) expect(line.quantity).toBeLessThanOrEqual(stock.get(line.productVariantId) ?? 0);
  });

  it('parallel favourite adds keep each wine once, and a __proto__ key changes nothing', async () => {
    const shopper = shopperBrowser();
    const registered = await shopper.send('/auth/register', { json: { input: newShopper() } });
    expect(registered.status).toBe(200);
    await registered.body?.cancel();

    const ids = wines.slice(0, 10).map((wine) => wine.id);
    const adds = [...ids, ...Array<number>(5).fill(ids[0] ?? 0), ...ids.slice(0, 3)];
    for (const answer of await Promise.all(adds.map((id) => shopper.send('/auth/favorites', { json: { add: [id] } })))) {
      expect(answer.status).toBe(200);
      await answer.body?.cancel();
    }
    const polluted = await shopper.send('/auth/favorites', {
      method: 'POST',
      body: `{"__proto__":{"remove":[${ids[1]}]}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(polluted.status).toBeLessThan(500);
    await polluted.body?.cancel();
    const { wines: list } = favoritesAnswerSchema.parse(await (await shopper.send('/auth/favorites')).json());
    expect(new Set(list).size, 'no duplicate favourite').toBe(list.length);
    expect([...list].sort()).toEqual([...ids].sort());
  });
});

/** Found by this suite and fixed: a malformed form body at the stand-in, and values echoed by GraphQL errors. */
describe('answers that once leaked', () => {
  it('POST /checkout/{uuid}/pagar with a multipart type over a body that is not multipart is no 5xx', async () => {
    expectSafe(await hit(`/checkout/${CART_ID}/pagar`, typed('multipart/form-data; boundary=x', 'not multipart at all')));
  });

  const addProduct = (input: Record<string, unknown>) => ({
    ...requestBody(CHECKOUT_ADD_PRODUCT, { input: { id: CART_ID, products: [] } }),
    variables: { input },
  });
  it.each([
    ['a Uuid', requestBody(CHECKOUT_ADD_PRODUCT, { input: { id: XSS, products: [{ productVariantId: 1, quantity: 1 }] } })],
    ['an Int', addProduct({ id: CART_ID, products: [{ productVariantId: 1, quantity: IMG }] })],
    ['a String', { ...requestBody(CHECKOUT, { checkoutId: CART_ID }), variables: { checkoutId: { a: XSS } } }],
    ['an input field name', addProduct({ id: CART_ID, products: [{ productVariantId: 1, quantity: 1 }], [XSS]: 1 })],
  ])('POST /graphql with markup in %s variable does not echo it raw in its error message', async (_kind, body) => {
    expectSafe(await hit('/graphql', json(body)));
  });
});
