import { env, SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { loginResultSchema } from '../../src/contracts/auth.ts';
import { newShopper, shopperIp } from './customers.ts';
import { ORIGIN } from './edge-harness.ts';
import { shopperBrowser } from './shopper-browser.ts';

/**
 * The hostile-input suites' requests and verdicts (worker/security/hostile-*.worker.test.ts):
 * whatever comes in, the answer is never a 5xx, never a Location off this origin, never the
 * markup sent echoed raw.
 */
export const XSS = '<script>alert(1)</script>';
export const IMG = '"><img src=x onerror=alert(1)>';
const RAW_MARKUP = ['<script>alert(1)', '<img src=x onerror'];
export const CART_ID = '3f2b8c1e-7a4d-4e5f-9b0c-1d2e3f4a5b6c';

export type Init = { method?: string; headers?: Record<string, string>; body?: BodyInit | null };
export type Answer = { label: string; status: number; location: string | null; type: string; cacheControl: string; text: string };

/** One request, from an IP of its own unless told (the edge limits per IP), its body read whole. */
export async function hit(path: string, init: Init = {}): Promise<Answer> {
  const method = init.method ?? 'GET';
  const headers = { 'CF-Connecting-IP': shopperIp(), ...init.headers };
  const response = await SELF.fetch(`${ORIGIN}${path}`, { method, body: init.body ?? null, headers, redirect: 'manual' });
  const [location, type] = [response.headers.get('location'), response.headers.get('content-type') ?? ''];
  const cacheControl = response.headers.get('cache-control') ?? '';
  return { label: `${method} ${path.slice(0, 100)}`, status: response.status, location, type, cacheControl, text: await response.text() };
}

export const json = (body: unknown, headers: Record<string, string> = {}): Init => ({
  method: 'POST',
  body: typeof body === 'string' || body instanceof ReadableStream ? body : JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...headers },
});
export const form = (body: string): Init => ({ method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
export const typed = (type: string, body: BodyInit): Init => ({ method: 'POST', body, headers: { 'content-type': type } });

/** The markup sent, found raw in an answer (with some context), or undefined. */
function echoedMarkup(text: string): string | undefined {
  const at = Math.max(...RAW_MARKUP.map((marker) => text.indexOf(marker)));
  return at < 0 ? undefined : text.slice(Math.max(0, at - 60), at + 60);
}

export function expectOnSite(location: string, label: string): void {
  expect(new URL(location, ORIGIN).origin, `${label} → ${location}`).toBe(ORIGIN);
}

/** No 5xx, no Location off this origin, no markup echoed raw. */
export function expectSafe(answer: Answer): void {
  expect(answer.status, answer.label).toBeLessThan(500);
  if (answer.location !== null) expectOnSite(answer.location, answer.label);
  expect(echoedMarkup(answer.text), answer.label).toBeUndefined();
}

/** A refusal: 4xx (this one when given), and on JSON routes `{error, message}`. */
export function expectRefusal(answer: Answer, jsonRoute: boolean, status?: number): void {
  expectSafe(answer);
  expect(answer.status, answer.label).toBeGreaterThanOrEqual(400);
  if (status !== undefined) expect(answer.status, answer.label).toBe(status);
  if (!jsonRoute) return;
  expect(answer.type, answer.label).toContain('application/json');
  expect(JSON.parse(answer.text), answer.label).toMatchObject({ error: expect.any(String), message: expect.any(String) });
}

/** Seeded wines with some stock, scarcest first (the test worker shares the backend's D1). */
export type StockedWine = { id: number; variant_id: number; stock: number };
export async function stockedWines(): Promise<StockedWine[]> {
  const db = (env as unknown as { DB: D1Database }).DB;
  const sql = 'SELECT id, variant_id, stock FROM wines WHERE active = 1 AND stock >= 5 ORDER BY stock, id LIMIT 12';
  return (await db.prepare(sql).all<StockedWine>()).results;
}

type Account = { email: string; browser: ReturnType<typeof shopperBrowser>; redirectTo: string };
/**
 * One shopper with an account and a cookie jar, registered once per test file (registrations are
 * limited per IP; the next file starts from a fresh database, worker/test/setup-database.ts).
 */
const accounts = new Map<string | undefined, Promise<Account>>();
export function registeredShopper(): Promise<Account> {
  const testFile = expect.getState().testPath;
  const known = accounts.get(testFile);
  if (known !== undefined) return known;
  const account = (async () => {
    const [browser, input] = [shopperBrowser(), newShopper()];
    const response = await browser.send('/auth/register', { json: { input, redirectUrl: '//evil.example' } });
    expect(response.status).toBe(200);
    return { email: input.email, browser, redirectTo: loginResultSchema.parse(await response.json()).redirectTo };
  })();
  accounts.set(testFile, account);
  return account;
}
