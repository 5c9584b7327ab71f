import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../security/content-security-policy.ts';
import { callEdge, envWithFakeUpstream, ORIGIN } from '../test/edge-harness.ts';

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const EXPECTED = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

describe('security headers on every response', () => {
  it.each([
    ['a page', '/momentos', 200],
    ['a redirect', '/', 302],
    ['the 404 page', '/nao-existe', 404],
    ['a proxied API call', '/api/messageBanner', 200],
    ['a refused API call', '/api/customer/1', 403],
    ['the build id', '/builds/latest.json', 200],
  ])('%s', async (_, path, status) => {
    const response = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' });
    await response.body?.cancel();
    expect(response.status).toBe(status);
    for (const [name, value] of Object.entries(EXPECTED)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  // a page rendered for a session: its own nonce (anonymous pages from the edge cache carry hashes: worker/page-cache/)
  const SIGNED_IN = { headers: { cookie: 'fbits-login=1' } };

  // a product page puts its own inline script in its body (src/features/shell/FirstScreenEnd.tsx)
  it.each(['/momentos', '/produto/quinta-do-vale-alto-reserva-touriga-nacional-2019-1023'])(
    '%s lets only this origin and this request nonce run scripts, and uses that nonce',
    async (path) => {
      const response = await SELF.fetch(`${ORIGIN}${path}`, SIGNED_IN);
      const html = await response.text();
      const scriptSrc = directives(response.headers.get('content-security-policy')).get('script-src') ?? [];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      const nonce = scriptSrc.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce).toBeTruthy();
      // Data blocks (type="application/json") never run; every other script must carry the nonce.
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !tag.includes('application/json'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    },
  );

  it('uses a new nonce on every request', async () => {
    const nonces = await Promise.all(
      [1, 2].map(async () => {
        const response = await SELF.fetch(`${ORIGIN}/momentos`, SIGNED_IN);
        await response.body?.cancel();
        return /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      }),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('allows Google sign-in hosts only when GOOGLE_CLIENT_ID is set', async () => {
    const without = await SELF.fetch(`${ORIGIN}/api/messageBanner`);
    expect(without.headers.get('content-security-policy')).not.toContain('accounts.google.com');
    const withGoogle = await callEdge('/builds/latest.json', {}, { env: envWithFakeUpstream({ GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com' }) });
    const csp = directives(withGoogle.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toContain('https://accounts.google.com/gsi/client');
    expect(csp.get('frame-src')).toContain('https://accounts.google.com/gsi/');
  });

  it('relaxes styles for the Vite dev server only, never scripts', () => {
    const build = directives(contentSecurityPolicy({ inline: { nonce: 'n' }, dev: false, googleClientId: '' }));
    expect(build.get('style-src')).toEqual(["'self'", "'nonce-n'"]);
    expect(build.get('connect-src')).toEqual(["'self'"]);
    const dev = directives(contentSecurityPolicy({ inline: { nonce: 'n' }, dev: true, googleClientId: '' }));
    expect(dev.get('style-src')).toContain("'unsafe-inline'");
    expect(dev.get('script-src')).toEqual(["'self'", "'nonce-n'"]);
  });

  it('lets forms post to a hosted checkout only when one is configured', async () => {
    const hosted = await callEdge('/builds/latest.json', {}, { env: envWithFakeUpstream({ CHECKOUT_URL: 'https://loja.checkout.example.com' }) });
    expect(directives(hosted.headers.get('content-security-policy')).get('form-action')).toEqual(["'self'", 'https://loja.checkout.example.com']);
  });
});
