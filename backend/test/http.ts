import { SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { apiErrorSchema, type ApiError } from '../../src/contracts/api-error.ts';
import { OWN_BACKEND_ACCESS_HEADER } from '../../src/contracts/own-backend-api.ts';
import { testEnv } from './test-env.ts';

/** Requests to the backend worker through its front door (SELF.fetch), as the edge sends them. */
const ORIGIN = 'https://backend.test';

/** The access token the storefront adds to REST calls (backend/src/access/front-door.ts). */
export const storefrontHeaders = (): Record<string, string> => ({ [OWN_BACKEND_ACCESS_HEADER]: testEnv.API_ACCESS_TOKEN ?? '' });

export function get(path: string, headers: Record<string, string> = storefrontHeaders()): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${path}`, { headers });
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...storefrontHeaders(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Asserts a 4xx JSON error in the shared shape (with this status, or any 4xx) and returns it. */
export async function expectClientError(response: Response | Promise<Response>, status?: number): Promise<ApiError> {
  const answered = await response;
  if (status === undefined) expect(answered.status >= 400 && answered.status < 500, `status ${answered.status}`).toBe(true);
  else expect(answered.status).toBe(status);
  expect(answered.headers.get('content-type')).toMatch(/^application\/json/);
  const body = apiErrorSchema.parse(await answered.json());
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

/**
 * Waits until `check` holds: bookkeeping the backend does after answering (waitUntil) lands a
 * moment later. Not a timing assertion: it only waits, up to a generous bound.
 */
export async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition not met');
}

/** Strings a hostile client might send where an id or slug is expected. */
export const SQL_METACHARACTERS = ["1' OR '1'='1", '1; DROP TABLE wines', '1--', '"', '%27', '1/**/OR/**/1=1'];
