import { beforeAll, describe, expect, it } from 'vitest';
import { EDGE } from '../../src/core/constants.ts';
import { loginResultSchema } from '../../src/contracts/auth.ts';
import { OWN_BACKEND_ROUTES } from '../../src/contracts/own-backend-api.ts';
import { CHECKOUT, requestBody } from '../../src/contracts/graphql/index.ts';
import { newShopper, PASSWORD } from '../test/customers.ts';
import { ORIGIN } from '../test/edge-harness.ts';
import { CART_ID, type Init, IMG, XSS, expectOnSite, expectRefusal, expectSafe, form, hit, json, registeredShopper, typed } from '../test/hostile-requests.ts';
import { shopperBrowser } from '../test/shopper-browser.ts';

/**
 * Hostile input on every route family of the storefront (ARCHITECTURE "Security posture",
 * docs/security.md): pages, the REST proxy (/api, /search_similar_asv, /media), /graphql, /auth, the
 * checkout stand-in (/checkout, /conta), /builds/latest.json, robots and sitemap, the assistants'
 * UCP (REST) and MCP endpoints, through the real worker and the built backend on seeded D1. Oversized and malformed bodies, wrong content types,
 * control characters in headers and cookies, traversal and markup in every path and query
 * parameter, off-site redirect targets, parallel cart and favourite writes: whatever comes in, the
 * answer is never a 5xx, never a Location off this origin, never the markup sent echoed raw, and
 * the cart neither loses nor doubles a line.
 */
let productUrl = '/produto/x-1001';
beforeAll(async () => {
  productUrl = (await hit('/produto/x-1001')).location ?? productUrl; // the canonical product path
});

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
  [
    '/mcp',
    json(
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'search_catalog', arguments: { catalog: { query: 'malbec' } } } },
      { accept: 'application/json, text/event-stream' },
    ),
  ],
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
