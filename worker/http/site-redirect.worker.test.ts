import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ORIGIN } from '../test/edge-harness.ts';
import { sameSitePath } from './site-redirect.ts';

describe('sameSitePath', () => {
  it.each([
    '//evil.example/x?token=abcdefgh12',
    '/\\evil.example/x',
    '\\/evil.example',
    '///evil.example/x',
    '/\t/evil.example',
    '/\n/evil.example',
    '\t//evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '//user@evil.example',
  ])('keeps %j on this site', (location) => {
    const path = sameSitePath(location);
    expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
    expect(path).toMatch(/^\/(?![/\\])/);
  });

  it('leaves encoded slashes encoded (a browser does not read them as an authority)', () => {
    expect(sameSitePath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(new URL(sameSitePath('/%5C%5Cevil.example'), ORIGIN).origin).toBe(ORIGIN);
  });

  it('keeps an ordinary path, its query and fragment', () => {
    expect(sameSitePath('/momentos?preco=0-49.99#vinhos')).toBe('/momentos?preco=0-49.99#vinhos');
    expect(sameSitePath('/produto/a-b-123')).toBe('/produto/a-b-123');
  });
});

describe('no redirect of the edge leaves the site', () => {
  // Paths as a client may send them; the return-token middleware rebuilds the location from the path.
  const HOSTILE = [
    '//evil.example/x',
    '/\\evil.example/x',
    '///evil.example/x',
    '/%2F%2Fevil.example/x',
    '/%5C%5Cevil.example/x',
    '/%09/evil.example/x',
    '//evil.example/x/',
  ];

  it.each(HOSTILE)('GET %s?token=… answers a same-site Location', async (path) => {
    const response = await SELF.fetch(`${ORIGIN}${path}?token=abcdefgh12`, { redirect: 'manual' });
    await response.body?.cancel();
    const location = response.headers.get('location');
    if (location !== null) {
      expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
      expect(location).not.toMatch(/^[/\\]{2}/);
    }
  });

  it.each(HOSTILE)('a login asked to return to %s stays on the site', async (redirectUrl) => {
    const response = await SELF.fetch(`${ORIGIN}/auth/checkout?redirectUrl=${encodeURIComponent(redirectUrl)}`, { redirect: 'manual' });
    await response.body?.cancel();
    expect(new URL(response.headers.get('location') ?? '', ORIGIN).origin).toBe(ORIGIN);
  });
});
