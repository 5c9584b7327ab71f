import { describe, expect, it } from 'vitest';
import { pageHtml, redirectOf } from '../test/pages.ts';

/** One test per [path, location] row: the path redirects there with `status`. */
function itRedirects(name: string, status: 301 | 302, rows: Array<[path: string, location: string]>) {
  it.each(rows)(name, async (path, location) => {
    expect(await redirectOf(path)).toEqual({ status, location });
  });
}

describe('spec §2 redirects', () => {
  it.each(['/', '/home'])('%s goes to /momentos', async (path) => {
    const { status, location } = await redirectOf(path);
    expect(status).toBe(302);
    expect(location).toBe('/momentos');
  });

  it('keeps the query, so /home?preco=... lands on the affordable band', async () => {
    expect((await redirectOf('/home?preco=0-49.99')).location).toBe('/momentos?preco=0-49.99');
  });

  itRedirects('the fixed partner shortcut %s goes to %s', 302, [
    ['/123vinho', '/parceiros/123.vinho'],
    ['/123.vinho', '/parceiros/123.vinho'],
    ['/vivalavidavinhos', '/parceiros/vivalavida'],
    ['/VivaLaVidaVinhos', '/parceiros/vivalavida'],
    ['/123vinho?utm_source=insta', '/parceiros/123.vinho?utm_source=insta'],
  ]);

  itRedirects('a product path with 3 or more slashes (%s) has its last slash replaced by a dash', 301, [
    ['/produto/malbec-reserva/123', '/produto/malbec-reserva-123'],
    ['/produto/a/b/123?x=1', '/produto/a-b-123?x=1'],
  ]);

  it('leaves a product path with fewer than 3 slashes alone', async () => {
    const { status } = await redirectOf('/produto/malbec-reserva-123');
    expect(status).not.toBe(301);
    expect(status).not.toBe(302);
  });

  itRedirects('matches fixed routes case-insensitively: %s goes to %s', 301, [
    ['/Login', '/login'],
    ['/Favorite?x=1', '/favorite?x=1'],
    ['/Register', '/register'],
    ['/MOMENTOS', '/momentos'],
    ['/momentos/', '/momentos'],
  ]);
});

describe('DECISIONS "Routing order": route validation', () => {
  it.each(['/produto/', '/produto/malbec-reserva', '/produto'])('a product path without a numeric id (%s) is "Page Not Found: {fullPath}"', async (path) => {
    const html = await pageHtml(`${path}?origem=busca`, 404);
    expect(html).toContain(`Page Not Found: ${path}?origem=busca`);
  });

  it('a search term under 3 characters is "Page Not Found: {fullPath}"', async () => {
    const html = await pageHtml('/resultados/ab', 404);
    expect(html).toContain('Page Not Found: /resultados/ab');
  });

  it('shows the path as typed, not percent-encoded (one emoji is a term too short), and a path that does not decode as it came', async () => {
    expect(await pageHtml('/resultados/%F0%9F%8D%B7', 404)).toContain('Page Not Found: /resultados/🍷');
    expect(await pageHtml('/nada-%E0%A4%A', 404)).toContain('Page not found: /nada-%E0%A4%A');
  });

  it('an unknown one-segment path is "Page not found: {path}"', async () => {
    const html = await pageHtml('/nada-por-aqui?x=1', 404);
    expect(html).toContain('Page not found: /nada-por-aqui');
    expect(html).not.toContain('Page not found: /nada-por-aqui?x=1');
  });
});
