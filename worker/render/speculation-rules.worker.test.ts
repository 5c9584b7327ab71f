import { describe, expect, it } from 'vitest';
import { SPECULATION_RULES } from '../../src/core/speculation-rules.ts';
import { callEdge, testBindings } from '../test/edge-harness.ts';
import { inlineHashes } from '../page-cache/inline-hashes.ts';

/** The paths a rule's `href_matches` takes, read as the browser reads it (a URL pattern). */
function matches(path: string): boolean {
  return SPECULATION_RULES.prerender.some((rule) => new URLPattern({ pathname: rule.where.href_matches }).test(`https://loja.test${path}`));
}

const RULES = /<script type="speculationrules"( nonce="[^"]+")?>([^<]*)<\/script>/;

describe('speculation rules: the product page is prerendered before the click, nothing with side effects ever', () => {
  it('every page carries the rules inline, admitted by its policy: a shared page by hash, a private one by its nonce', async () => {
    for (const page of ['/momentos', '/todososvinhos?pagina=2', '/resultados/tinto', '/parceiros/vivalavida']) {
      const answer = await callEdge(page, {}, { env: { ...testBindings, EDGE_CACHE: 'on' } as Env });
      const html = await answer.text();
      const [, nonce, rules = ''] = RULES.exec(html) ?? [];
      expect(JSON.parse(rules), page).toEqual(JSON.parse(JSON.stringify(SPECULATION_RULES)));
      expect(nonce, page).toBeUndefined();
      const [hash] = (await inlineHashes(`<script type="speculationrules">${rules}</script>`)).scripts;
      expect(answer.headers.get('content-security-policy'), page).toContain(hash);
    }
    const signedIn = await callEdge('/momentos', { headers: { cookie: 'fbits-login=token-de-volta-123' } });
    const html = await signedIn.text();
    const nonce = /'nonce-([^']+)'/.exec(signedIn.headers.get('content-security-policy') ?? '')?.[1];
    expect(RULES.exec(html)?.[1]).toBe(` nonce="${nonce}"`);
  });

  it('prerenders product pages, moderately, and only them', () => {
    expect(SPECULATION_RULES.prerender.map((rule) => rule.eagerness)).toEqual(['moderate']);
    expect(matches('/produto/quinta-do-vale-alto-reserva-touriga-nacional-2019-1023')).toBe(true);
    const sideEffects = [
      '/auth/logout',
      '/auth/conta',
      '/auth/session',
      '/conta',
      '/checkout/abc',
      '/login',
      '/register',
      '/favorite',
      '/admin',
      '/admin/pedidos',
      '/api/wines',
      '/graphql',
      '/arrependimento',
      '/verificar-idade',
      '/CleanStorage',
      '/metricas',
      '/produtos',
      '/momentos',
    ];
    for (const path of sideEffects) expect(matches(path), path).toBe(false);
  });

  it("prefetches a listing's next page, by its rel=next link", () => {
    expect(SPECULATION_RULES.prefetch).toEqual([{ source: 'document', where: { selector_matches: 'a[rel~="next"]' }, eagerness: 'eager' }]);
  });
});
