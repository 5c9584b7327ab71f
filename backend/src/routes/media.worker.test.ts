import { describe, expect, it, onTestFinished } from 'vitest';
import { expectClientError, get } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';

describe('GET /media/*', () => {
  it('serves a generated bottle for every wine, coloured by type, as a locked-down SVG', async () => {
    const red = await get('/media/wines/1023.svg');
    expect(red.status).toBe(200);
    expect(red.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(red.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(red.headers.get('cache-control')).toContain('max-age');
    const redSvg = await red.text();
    expect(redSvg).toMatch(/^<svg /);
    expect(redSvg).toContain('2019');
    const white = await (await get('/media/wines/1101.svg')).text();
    expect(white).not.toBe(redSvg);
    expect(await (await get('/media/wines/1310.svg')).text()).toContain('NV');
  });

  it('serves the image of every seeded wine', async () => {
    const { results } = await testEnv.DB.prepare('SELECT image_url FROM wines').all<{ image_url: string }>();
    for (const { image_url } of results.slice(0, 40)) expect((await get(image_url)).status, image_url).toBe(200);
  });

  it("serves a wine's link-preview card as a 1200×630 PNG (WhatsApp and Facebook show no SVG)", async () => {
    const response = await get('/media/wines/1023.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toContain('max-age');
    const png = new Uint8Array(await response.arrayBuffer());
    // The PNG signature, then the IHDR chunk's width and height (big-endian).
    expect([...png.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const header = new DataView(png.buffer, png.byteOffset + 16, 8);
    expect([header.getUint32(0), header.getUint32(4)]).toEqual([1200, 630]);
  });

  it("serves every filter icon in one sheet, each named by a view over exactly its own drawing, as the filters' data points at it", async () => {
    const response = await get('/media/icons/icons.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    const sheet = await response.text();
    const views = [...sheet.matchAll(/<view id="([a-z0-9-]+)" viewBox="0 (\d+) 24 24"\/><g transform="translate\(0 (\d+)\)">/g)];
    expect(views.length).toBeGreaterThan(20);
    views.forEach(([, , viewTop, drawingTop], index) => {
      expect(Number(viewTop)).toBe(index * 24);
      expect(drawingTop).toBe(viewTop);
    });
    const names = new Set(views.map(([, name]) => name));
    const { buttons } = (await (await get('/api/filters')).json()) as { buttons: { main_icon: string; icon: string }[] };
    for (const url of buttons.flatMap((button) => [button.main_icon, button.icon])) {
      const [file, name] = url.split('#');
      expect(file).toBe('/media/icons/icons.svg');
      expect(names.has(name!), url).toBe(true);
      // each icon keeps its own address too (a hosted catalogue's, or a link saved before the sheet)
      expect((await get(`/media/icons/${name}.svg`)).status).toBe(200);
    }
  });

  it('escapes text from the catalogue into the SVG', async () => {
    await testEnv.DB.prepare(`UPDATE wines SET producer = '<script>alert(1)</script>' WHERE id = 1002`).run();
    const svg = await (await get('/media/wines/1002.svg')).text();
    expect(svg).not.toContain('<script>');
  });

  it('answers 404 JSON for unknown images and anything that is not an image name', async () => {
    for (const path of [
      '/media/wines/999999.svg',
      '/media/wines/1001.jpg',
      '/media/wines/999999.png',
      '/media/wines/abc.svg',
      '/media/banners/nada.svg',
      '/media/banners/..%2Fsecret.svg',
      '/media/icons/constructor.svg',
      '/media/icons/__proto__.svg',
      // uploaded photos: only `{wine}-{16 hex}.{jpg|png|webp}` names one
      '/media/uploads/wines/1001.png',
      '/media/uploads/wines/1001-0123456789ABCDEF.png',
      '/media/uploads/wines/1001-0123456789abcde.png',
      '/media/uploads/wines/1001-0123456789abcdef.gif',
      '/media/uploads/wines/1001-0123456789abcdef.png.svg',
      '/media/uploads/wines/0-0123456789abcdef.png',
      '/media/uploads/wines/..%2F1001-0123456789abcdef.png',
      '/media/uploads/wines/999999-0123456789abcdef.png',
      '/media/uploads/1001-0123456789abcdef.png',
    ]) {
      await expectClientError(get(path), 404);
    }
  });

  describe('uploaded photos (/media/uploads/wines/*, from the MEDIA bucket)', () => {
    const FILE = '1005-00112233aabbccdd.webp';
    const BYTES = Uint8Array.from([...new TextEncoder().encode('RIFF'), 4, 0, 0, 0, ...new TextEncoder().encode('WEBP')]);

    it('serves a stored photo to anyone, with its type, an ETag and a year of caching; 304 when the browser has it', async () => {
      await testEnv.MEDIA.put(`wines/${FILE}`, BYTES, { httpMetadata: { contentType: 'image/webp' } });
      onTestFinished(() => testEnv.MEDIA.delete(`wines/${FILE}`));
      const response = await get(`/media/uploads/wines/${FILE}`, {});
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const etag = response.headers.get('etag') ?? '';
      expect(etag).toMatch(/^".+"$/);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(BYTES);

      const revalidated = await get(`/media/uploads/wines/${FILE}`, { 'if-none-match': etag });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect(await revalidated.text()).toBe('');
      const changed = await get(`/media/uploads/wines/${FILE}`, { 'if-none-match': '"outro"' });
      expect(changed.status).toBe(200);
      expect(new Uint8Array(await changed.arrayBuffer())).toEqual(BYTES);
    });

    it("answers a photo the bucket has lost with the wine's generated bottle, cached briefly, never a broken image", async () => {
      const response = await get('/media/uploads/wines/1023-ffeeddccbbaa9988.jpg', {});
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(await response.text()).toBe(await (await get('/media/wines/1023.svg')).text());
    });
  });
});
