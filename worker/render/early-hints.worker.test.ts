import { clientAssets } from 'virtual:client-assets';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_END } from '../../src/features/shell/FirstScreenEnd.tsx';
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

  /** The body's first classic script: JSON data never waits for a stylesheet; a classic script does, and the parser with it. */
  const firstScriptOf = (body: string) => body.search(/<script(?![^>]*type="application\/json")[^>]*>/);
  const FIRST_SCREEN_END_TAG = `<script>${FIRST_SCREEN_END}</script>`;

  it("a listing's body has its first script right after the adults-only notice: where the parser waits for the stylesheet", async () => {
    const html = await (await callEdge('/momentos')).text();
    const body = html.slice(html.indexOf('<body>'));
    const notice = body.indexOf('</dialog>', body.indexOf('data-island="AgeNotice"'));
    expect(notice).toBeGreaterThan(0);
    expect(body.slice(notice, firstScriptOf(body))).toBe('</dialog></div>');
    expect(body.slice(firstScriptOf(body))).toMatch(new RegExp(`^${escapeRegExp(FIRST_SCREEN_END_TAG)}`));
  });

  it.each([
    ['a product page', '/produto/quinta-do-vale-alto-reserva-touriga-nacional-2019-1023', '</article>', 'Touriga Nacional de vinha velha'],
    ['a partner page', '/parceiros/vivalavida', '</section>', 'src="/media/banners/parceiro-vivalavida.svg"'],
  ])('%s has its first script right after its own largest element, which the first frame then holds', async (_label, path, closing, largest) => {
    const html = await (await callEdge(path, {}, { env: testBindings })).text();
    const body = html.slice(html.indexOf('<body>'));
    const first = firstScriptOf(body);
    expect(body.slice(first)).toMatch(new RegExp(`^${escapeRegExp(FIRST_SCREEN_END_TAG)}`));
    expect(body.slice(0, first).endsWith(closing)).toBe(true);
    expect(body.slice(0, first)).toContain(largest);
    // and it is the body's only one before the footer: the notice no longer holds the parser
    expect(body.split(FIRST_SCREEN_END_TAG)).toHaveLength(2);
  });

  it("nothing below a product's first screen is fetched before it is laid out: its related wines' bottles load lazily, a listing's first four at once", async () => {
    const bottles = async (path: string) => {
      const html = await (await callEdge(path, {}, { env: testBindings })).text();
      return (html.match(/<img[^>]*data-fallback=""[^>]*>/g) ?? []).map((tag) => tag.includes('loading="lazy"'));
    };
    const [product, ...related] = await bottles('/produto/quinta-do-vale-alto-reserva-touriga-nacional-2019-1023');
    expect(product).toBe(false);
    expect(related.length).toBeGreaterThan(0);
    expect(related.every(Boolean)).toBe(true);
    expect((await bottles('/todososvinhos')).slice(0, 5)).toEqual([false, false, false, false, true]);
  });

  it("the image fallback listens from the head (before the stylesheet: src/features/shell/Document.test.tsx), so it catches a preloaded photo's error", async () => {
    const html = await (await callEdge('/produto/quinta-do-vale-alto-reserva-touriga-nacional-2019-1023', {}, { env: testBindings })).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain("<script>document.addEventListener('error'");
    expect(html.indexOf('data-fallback=""')).toBeGreaterThan(head.length);
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
