import { describe, expect, it } from 'vitest';
import { callEdge, testBindings } from '../test/edge-harness.ts';

/** The `Link` header Cloudflare turns into 103 Early Hints: the files the page's first paint and hydration need. */
describe('early hints', () => {
  it('every page names in its Link header the stylesheets and entry scripts it links, shared or rendered for a shopper', async () => {
    const shared = await callEdge('/momentos', {}, { env: { ...testBindings, EDGE_CACHE: 'on' } as Env });
    const own = await callEdge('/momentos', { headers: { cookie: 'fbits-login=token-de-volta-123' } });
    for (const answer of [shared, own]) {
      const html = await answer.text();
      const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => `<${href}>; rel=preload; as=style`);
      const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map(([, src]) => `<${src}>; rel=modulepreload`);
      expect(scripts.length).toBeGreaterThan(0);
      expect(answer.headers.get('link')?.split(', ')).toEqual([...styles, ...scripts]);
    }
  });
});
