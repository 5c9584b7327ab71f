import { clientAssets } from 'virtual:client-assets';
import { describe, expect, it } from 'vitest';
import { callEdge, testBindings } from '../test/edge-harness.ts';

/**
 * The `Link` header Cloudflare turns into 103 Early Hints: what the page's first paint needs (the
 * stylesheets), and nothing that would compete with it: the scripts start after the first paint.
 */
describe('early hints', () => {
  it('every page names in its Link header the stylesheets it links and no script, shared or rendered for a shopper', async () => {
    const shared = await callEdge('/momentos', {}, { env: { ...testBindings, EDGE_CACHE: 'on' } as Env });
    const own = await callEdge('/momentos', { headers: { cookie: 'fbits-login=token-de-volta-123' } });
    for (const answer of [shared, own]) {
      const html = await answer.text();
      const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => `<${href}>; rel=preload; as=style`);
      expect(styles).toHaveLength(clientAssets.styles.length);
      // and, after them, the page's markdown version (worker/markdown/markdown-link.worker.test.ts)
      expect(answer.headers.get('link')?.split(', ') ?? []).toEqual([...styles, '<https://loja.test/momentos>; rel="alternate"; type="text/markdown"']);
    }
  });

  it('asks for no script in the HTML itself: one inline bootstrap starts the entry and its chunks after the first paint', async () => {
    const html = await (await callEdge('/momentos')).text();
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).not.toContain('rel="modulepreload"');
    const bootstrap = [...html.matchAll(/<script[^>]*>([^<]*requestAnimationFrame[^<]*)<\/script>/g)].map(([, body]) => body);
    expect(bootstrap).toHaveLength(1);
    expect(clientAssets.scripts.length).toBeGreaterThan(0);
    expect(bootstrap[0]).toContain(JSON.stringify(clientAssets.scripts));
    expect(bootstrap[0]).toContain(JSON.stringify(clientAssets.preloads));
  });

  it("the body's first script comes right after the adults-only notice: where the parser waits for the stylesheet", async () => {
    const html = await (await callEdge('/momentos')).text();
    const body = html.slice(html.indexOf('<body>'));
    // JSON data never waits for a stylesheet; a classic script does, and the parser with it (src/features/shell/ImageFallbackScript.tsx)
    const firstScript = body.search(/<script(?![^>]*type="application\/json")[^>]*>/);
    const notice = body.indexOf('</dialog>', body.indexOf('data-island="AgeNotice"'));
    expect(notice).toBeGreaterThan(0);
    expect(body.slice(notice, firstScript)).toBe('</dialog></div>');
    expect(body.slice(firstScript)).toMatch(/^<script>document\.addEventListener\('error'/);
  });
});
