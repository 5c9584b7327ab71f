import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_ACCESS_TOKENS } from '../scripts/lib/dev-secrets.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { ORIGIN } from './shopper-state.ts';

/**
 * ARCHITECTURE "Security posture" on the built app served by workerd: security headers on static assets (public/_headers:
 * assets never run the worker), a strict build CSP the page lives with (the fixture fails on any
 * console error, CSP violations included), and the access-token secrets nowhere a browser sees.
 */
const SECURITY_HEADERS = ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy'];

test('static assets carry the security headers too', async ({ page, request }) => {
  const assetUrls: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.(js|css)$/.test(response.url())) assetUrls.push(response.url());
  });
  await gotoHydrated(page, '/momentos');
  expect(assetUrls.length).toBeGreaterThan(0);
  for (const url of [...assetUrls.slice(0, 3), '/favicon.svg', '/manifest.webmanifest']) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const headers = response.headers();
    for (const name of SECURITY_HEADERS) expect(headers[name], `${name} on ${url}`).toBeTruthy();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
  }
});

/** The script-src and style-src of a page's policy, without Google's hosts (the e2e server offers Google sign-in, DECISIONS 6). */
function inlineSources(csp: string) {
  const sources = (name: string) =>
    (new RegExp(`${name} ([^;]*)`).exec(csp)?.[1] ?? '').split(' ').filter((source) => !source.startsWith('https://accounts.google.com/'));
  return { scripts: sources('script-src'), styles: sources('style-src') };
}

test('an anonymous page from the edge cache runs under a strict CSP of hashes: no nonce, no inline anything else', async ({ page }) => {
  const path = `/momentos?utm_campaign=csp-${Date.now()}`;
  // campaign parameters do not split the cache: an earlier test's entry may be stale, answered
  // while it renders again behind the answer, so the page is asked until the edge serves it fresh
  let headers: Record<string, string> = {};
  await expect
    .poll(async () => {
      headers = (await page.goto(path))?.headers() ?? {};
      return headers['x-edge-cache'];
    })
    .toBe('HIT');
  const { scripts, styles } = inlineSources(headers['content-security-policy'] ?? '');
  expect(scripts[0]).toBe("'self'");
  expect(scripts.slice(1).length).toBeGreaterThan(0);
  for (const source of scripts.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  expect(styles).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
  // the page hydrates: every inline script it needs matched its hash (a CSP violation fails the test's console check)
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
});

test("a page rendered for a session runs under this request's nonce, never unsafe-inline", async ({ page, context }) => {
  await context.addCookies([{ name: 'fbits-login', value: '1', url: ORIGIN }]);
  const response = await page.goto('/momentos');
  expect(response?.headers()['x-edge-cache']).toBeUndefined();
  const { scripts, styles } = inlineSources(response?.headers()['content-security-policy'] ?? '');
  expect(scripts).toEqual(["'self'", expect.stringMatching(/^'nonce-[^']+'$/)]);
  // the request's nonce admits the document's one inline style (shown only without JavaScript)
  expect(styles).toEqual(["'self'", scripts[1]]);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
});

const SECRETS = Object.values(E2E_ACCESS_TOKENS);
const holdsSecret = (text: string) => SECRETS.some((secret) => text.includes(secret));

test('the access tokens are in no page, answer or client asset', async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.status() < 300) bodies.push(response.text().catch(() => ''));
  });
  await gotoHydrated(page, '/momentos');
  await page.evaluate(() => fetch('/api/messageBanner').then((response) => response.text()));
  await page.waitForLoadState('networkidle');
  const seen = await Promise.all(bodies);
  expect(seen.length).toBeGreaterThan(3);
  expect(seen.filter(holdsSecret)).toEqual([]);

  const files = readdirSync('dist/client', { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const leaks = files.filter((file) => holdsSecret(readFileSync(join(file.parentPath, file.name), 'utf8')));
  expect(leaks.map((file) => file.name)).toEqual([]);
});

/** A CPF with valid check digits (the commerce service checks them). */
function validCpf(): string {
  const base = String(100_000_000 + (Date.now() % 899_999_999))
    .slice(0, 9)
    .split('')
    .map(Number);
  const digit = (digits: number[]) => {
    const remainder = (digits.reduce((sum, value, index) => sum + value * (digits.length + 1 - index), 0) * 10) % 11;
    return remainder === 10 ? 0 : remainder;
  };
  const first = digit(base);
  return [...base, first, digit([...base, first])].join('');
}

test('a session lives in a cookie the browser keeps and page scripts cannot read', async ({ page }) => {
  await gotoHydrated(page, '/momentos');
  const input = {
    customerType: 'PERSON',
    fullName: 'Beatriz Lima',
    email: `beatriz.${Date.now()}@example.com.br`,
    password: 'vinho123tinto',
    passwordConfirmation: 'vinho123tinto',
    cpf: validCpf(),
    birthDate: '1988-03-14',
    primaryPhoneAreaCode: '21',
    primaryPhoneNumber: '987654321',
  };
  const registered = await page.evaluate(async (body) => {
    const response = await fetch('/auth/register', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ input: body }) });
    return { status: response.status, text: await response.text() };
  }, input);
  expect(registered.status).toBe(200);
  const session = await page.evaluate(() => fetch('/auth/session').then((response) => response.json()));
  expect(session).toEqual({ authenticated: true, customerName: 'Beatriz Lima', firstName: 'Beatriz' });
  const cookies = await page.context().cookies();
  const sessionCookie = cookies.find((cookie) => cookie.name === 'session');
  expect(sessionCookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
  expect(registered.text).not.toContain(sessionCookie?.value ?? '');
  expect(await page.evaluate(() => document.cookie)).not.toContain('session=');
});
