import { describe, expect, it } from 'vitest';
import { callEdge } from '../test/edge-harness.ts';
import { SPECULATION_RULES, SPECULATION_RULES_PATH } from './speculation-rules.ts';

/** The paths a rule's `href_matches` takes, read as the browser reads it (a URL pattern). */
function matches(path: string): boolean {
  return SPECULATION_RULES.prerender.some((rule) => new URLPattern({ pathname: rule.where.href_matches }).test(`https://loja.test${path}`));
}

describe('speculation rules: the product page is prerendered before the click, nothing with side effects ever', () => {
  it('every page names the rules in a header, the rules answer as the browser needs them', async () => {
    for (const page of ['/momentos', '/todososvinhos?pagina=2', '/resultados/tinto', '/parceiros/vivalavida']) {
      const answer = await callEdge(page);
      await answer.body?.cancel();
      expect(answer.status, page).toBe(200);
      expect(answer.headers.get('speculation-rules'), page).toBe(`"${SPECULATION_RULES_PATH}"`);
    }
    const rules = await callEdge(SPECULATION_RULES_PATH);
    expect(rules.status).toBe(200);
    expect(rules.headers.get('content-type')).toBe('application/speculationrules+json');
    expect(await rules.json()).toEqual(JSON.parse(JSON.stringify(SPECULATION_RULES)));
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
      '/produtos',
      '/momentos',
    ];
    for (const path of sideEffects) expect(matches(path), path).toBe(false);
  });

  it("prefetches a listing's next page, by its rel=next link", () => {
    expect(SPECULATION_RULES.prefetch).toEqual([{ source: 'document', where: { selector_matches: 'a[rel~="next"]' }, eagerness: 'eager' }]);
  });
});
