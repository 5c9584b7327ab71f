import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { COOKIES } from '../../src/core/constants.ts';
import { CHECKOUT, requestBody } from '../../src/contracts/graphql/index.ts';
import { ORIGIN } from '../test/edge-harness.ts';

/**
 * A session cookie this edge did not write (control characters, broken escapes, absurd length,
 * spaces) is treated as absent and cleared: never a 5xx, never sent upstream.
 */
const MALFORMED = ['\u0001\u0002abcdefghij', '%E0%A4%A', 'abc def ghi jkl', 'x'.repeat(5000), '"aspas"', 'ab;cd', '%C3%A7%C3%A3o-token-123'];

function withSession(value: string): HeadersInit {
  return { cookie: `${COOKIES.session.name}=${value}; ${COOKIES.legacySession.name}=${value}`, 'content-type': 'application/json' };
}

describe('malformed session cookies', () => {
  it.each(MALFORMED.map((value) => [JSON.stringify(value).slice(0, 30), value]))('%s is treated as no session and cleared', async (_label, value) => {
    const session = await SELF.fetch(`${ORIGIN}/auth/session`, { headers: withSession(value) });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ authenticated: false });
    expect(session.headers.getSetCookie().some((line) => line.startsWith(`${COOKIES.session.name}=;`))).toBe(true);

    const page = await SELF.fetch(`${ORIGIN}/momentos`, { headers: withSession(value) });
    expect(page.status).toBe(200);
    await page.body?.cancel();

    const graphql = await SELF.fetch(`${ORIGIN}/graphql`, {
      method: 'POST',
      headers: withSession(value),
      body: JSON.stringify(requestBody(CHECKOUT, { checkoutId: '3f2b8c1e-7a4d-4e5f-9b0c-1d2e3f4a5b6c' })),
    });
    expect(graphql.status).toBeLessThan(500);
    await graphql.body?.cancel();
  });
});
