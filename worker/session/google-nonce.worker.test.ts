import { beforeEach, describe, expect, it } from 'vitest';
import { COOKIES } from '../../src/core/constants.ts';
import { googleNonceSchema } from '../../src/contracts/auth.ts';
import { MESSAGES } from '../../src/core/messages/pt-BR.ts';
import { setCookieLine } from '../test/cookie-jar.ts';
import { callEdge, fakeUpstream } from '../test/edge-harness.ts';

/**
 * DECISIONS 6 with a nonce: a Google credential is taken only when its `nonce` claim is the one
 * this browser was given (GET /auth/google/nonce, twin httpOnly cookie); otherwise it never
 * reaches the commerce service.
 */
function credentialWith(claims: Record<string, unknown>): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '');
  return `${part({ alg: 'RS256', kid: 'k' })}.${part({ sub: 'g-1', email: 'ana@gmail.com', ...claims })}.assinatura`;
}

async function signIn(credential: string, cookie?: string): Promise<Response> {
  return callEdge('/auth/google', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ credential }),
  });
}

async function googleCalls(): Promise<number> {
  return (await fakeUpstream.calls('/graphql')).filter((call) => call.body.includes('CustomerSocialLoginGoogle')).length;
}

describe('the Google nonce', () => {
  beforeEach(() => fakeUpstream.reset());

  /** A browser's nonce as GET /auth/google/nonce gives it, with the cookie that browser keeps. */
  async function issued(): Promise<{ nonce: string; cookie: string }> {
    const response = await callEdge('/auth/google/nonce');
    const { nonce } = googleNonceSchema.parse(await response.json());
    return { nonce, cookie: (setCookieLine(response, COOKIES.googleNonce.name) ?? '').split(';')[0] ?? '' };
  }

  it('is handed out with a secret in an httpOnly cookie, never the nonce itself', async () => {
    const response = await callEdge('/auth/google/nonce');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { nonce } = googleNonceSchema.parse(await response.json());
    const line = setCookieLine(response, COOKIES.googleNonce.name) ?? '';
    expect(line).toMatch(new RegExp(`^${COOKIES.googleNonce.name}=[A-Za-z0-9_-]{40,}`));
    expect(line).not.toContain(nonce);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/Max-Age=600/);
  });

  it.each([
    ['no nonce cookie', { nonce: 'n-0123456789abcdef0123' }, undefined],
    ['another nonce', { nonce: 'n-outro-0123456789abcdef' }, 'n-0123456789abcdef0123'],
    ['no nonce claim', {}, 'n-0123456789abcdef0123'],
  ])('refuses a credential with %s before calling the commerce service', async (_label, claims, cookieNonce) => {
    const response = await signIn(credentialWith(claims), cookieNonce ? `${COOKIES.googleNonce.name}=${cookieNonce}` : undefined);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: MESSAGES.sessionInvalidJwt });
    expect(await googleCalls()).toBe(0);
  });

  it("refuses a captured credential replayed with its own nonce claim as the cookie (another browser's)", async () => {
    const { nonce } = await issued();
    const response = await signIn(credentialWith({ nonce }), `${COOKIES.googleNonce.name}=${nonce}`);
    expect(response.status).toBe(401);
    expect(await googleCalls()).toBe(0);
  });

  it('passes a credential carrying this browser’s nonce on to the commerce service, once', async () => {
    const { nonce, cookie } = await issued();
    const response = await signIn(credentialWith({ nonce }), cookie);
    await response.body?.cancel();
    expect(await googleCalls()).toBe(1);
    expect(response.headers.getSetCookie().some((line) => line.startsWith(`${COOKIES.googleNonce.name}=;`))).toBe(true);
    const again = await signIn(credentialWith({ nonce }), `${COOKIES.googleNonce.name}=;`);
    expect(again.status).toBe(401);
    expect(await googleCalls()).toBe(1);
  });
});
