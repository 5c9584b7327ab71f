import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

const ORIGIN = 'https://loja.test';

async function redirectOf(path: string) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get('location') };
}

describe('spec §2 redirects', () => {
  it.each(['/', '/home'])('%s goes to /momentos', async (path) => {
    const response = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/momentos');
  });

  it('keeps the query, so /home?preco=... lands on the affordable band', async () => {
    const response = await SELF.fetch(`${ORIGIN}/home?preco=0-49.99`, { redirect: 'manual' });
    expect(response.headers.get('location')).toBe('/momentos?preco=0-49.99');
  });

  it.each([
    ['/123vinho', '/parceiros/123.vinho'],
    ['/123.vinho', '/parceiros/123.vinho'],
    ['/vivalavidavinhos', '/parceiros/vivalavida'],
    ['/VivaLaVidaVinhos', '/parceiros/vivalavida'],
    ['/123vinho?utm_source=insta', '/parceiros/123.vinho?utm_source=insta'],
  ])('the fixed partner shortcut %s goes to %s', async (path, location) => {
    expect(await redirectOf(path)).toEqual({ status: 302, location });
  });

  it.each([
    ['/produto/malbec-reserva/123', '/produto/malbec-reserva-123'],
    ['/produto/a/b/123?x=1', '/produto/a-b-123?x=1'],
  ])('a product path with 3 or more slashes (%s) has its last slash replaced by a dash', async (path, location) => {
    expect(await redirectOf(path)).toEqual({ status: 301, location });
  });

  it('leaves a product path with fewer than 3 slashes alone', async () => {
    const { status } = await redirectOf('/produto/malbec-reserva-123');
    expect(status).not.toBe(301);
    expect(status).not.toBe(302);
  });

  it.each([
    ['/Login', '/login'],
    ['/Favorite?x=1', '/favorite?x=1'],
    ['/Register', '/register'],
    ['/MOMENTOS', '/momentos'],
    ['/momentos/', '/momentos'],
  ])('matches fixed routes case-insensitively: %s goes to %s', async (path, location) => {
    expect(await redirectOf(path)).toEqual({ status: 301, location });
  });
});

describe('DECISIONS "Routing order": route validation', () => {
  async function page(path: string) {
    const response = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' });
    return { status: response.status, html: await response.text() };
  }

  it.each(['/produto/', '/produto/malbec-reserva', '/produto'])(
    'a product path without a numeric id (%s) is "Page Not Found: {fullPath}"',
    async (path) => {
      const { status, html } = await page(`${path}?origem=busca`);
      expect(status).toBe(404);
      expect(html).toContain(`Page Not Found: ${path}?origem=busca`);
    },
  );

  it('a search term under 3 characters is "Page Not Found: {fullPath}"', async () => {
    const { status, html } = await page('/resultados/ab');
    expect(status).toBe(404);
    expect(html).toContain('Page Not Found: /resultados/ab');
  });

  it('an unknown one-segment path is "Page not found: {path}"', async () => {
    const { status, html } = await page('/nada-por-aqui?x=1');
    expect(status).toBe(404);
    expect(html).toContain('Page not found: /nada-por-aqui');
    expect(html).not.toContain('Page not found: /nada-por-aqui?x=1');
  });
});
