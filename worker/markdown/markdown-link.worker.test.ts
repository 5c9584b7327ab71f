import { clientAssets } from 'virtual:client-assets';
import { describe, expect, it } from 'vitest';
import { HEADERS } from '../../src/core/constants.ts';
import { callEdge, ORIGIN, testBindings } from '../test/edge-harness.ts';
import { fetchPage } from '../test/pages.ts';

/**
 * A page that has a markdown version names it in its HTML answer's `Link` header (RFC 8288
 * `rel="alternate"`, `type="text/markdown"`): an agent that fetched the HTML learns it may ask
 * the same address with `Accept: text/markdown`.
 */
const alternate = (path: string) => `<${ORIGIN}${path}>; rel="alternate"; type="text/markdown"`;
const linkValues = (headers: Headers) => headers.get('link')?.split(', ') ?? [];
const PRELOADS = clientAssets.styles.map((href) => `<${href}>; rel=preload; as=style`);
const PRODUCT = '/produto/quinta-do-vale-alto-reserva-touriga-nacional-2019-1023';

describe('Link rel="alternate" to the markdown version', () => {
  it.each([
    PRODUCT,
    '/momentos',
    '/DesktopHome',
    '/tinto?pagina=2',
    '/todososvinhos',
    '/resultados/malbec',
    '/parceiros/vivalavida',
    '/sommelier?tipo=tinto&pais=portugal',
    '/politica/devolucoes',
  ])('%s names its own address, which answers in markdown, beside the early hints', async (path) => {
    const html = await fetchPage(path);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(linkValues(html.headers)).toEqual([...PRELOADS, alternate(path)]);
    const markdown = await fetchPage(path, { headers: { Accept: 'text/markdown' } });
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.get('link')).toBeNull();
  });

  it.each(['/pratos', '/quemsomos', '/politica/campanhas', '/login', '/parceiros/Desktop'])(
    '%s has no markdown version and names none; its early hints stay',
    async (path) => {
      const html = await fetchPage(path);
      expect(html.status).toBe(200);
      expect(linkValues(html.headers)).toEqual(PRELOADS);
    },
  );

  it('is left off an error page shown at a page’s address', async () => {
    const missing = await fetchPage('/produto/vinho-que-nao-existe-999999');
    expect(missing.status).toBe(404);
    expect(linkValues(missing.headers)).toEqual(PRELOADS);
    const unknown = await fetchPage('/nenhuma-categoria');
    expect(unknown.status).toBe(404);
    expect(linkValues(unknown.headers)).toEqual(PRELOADS);
  });

  it('names no address longer than 2,048 characters: a made-up query cannot swell the headers', async () => {
    const longest = `/tinto?busca=${'a'.repeat(2048 - `${ORIGIN}/tinto?busca=`.length)}`;
    const named = await fetchPage(longest);
    expect(named.status).toBe(200);
    expect(linkValues(named.headers)).toEqual([...PRELOADS, alternate(longest)]);
    const tooLong = await fetchPage(`/tinto?busca=${'q='.repeat(3000)}`);
    expect(tooLong.status).toBe(200);
    expect(linkValues(tooLong.headers)).toEqual(PRELOADS);
  });

  it('leaves campaign parameters out, so the edge cache serves every click of a campaign the same header', async () => {
    const env = { ...testBindings, EDGE_CACHE: 'on' } as Env;
    const path = `/tinto?visita=${crypto.randomUUID()}`;
    const first = await callEdge(`${path}&utm_source=instagram&fbclid=clique-A1`, {}, { env });
    await first.body?.cancel();
    expect(first.headers.get(HEADERS.edgeCache)).toBe('MISS');
    expect(linkValues(first.headers)).toEqual([...PRELOADS, alternate(path)]);
    const next = await callEdge(`${path}&gclid=C3`, {}, { env });
    await next.body?.cancel();
    expect(next.headers.get(HEADERS.edgeCache)).toBe('HIT');
    expect(next.headers.get('link')).toBe(first.headers.get('link'));
  });
});
