import { describe, expect, it, onTestFinished } from 'vitest';
import { expectClientError, get } from '../../test/http.ts';
import { readWebp } from '../../test/photo-encoders.ts';
import { testEnv } from '../../test/test-env.ts';
import { readImageHeader } from '../media/image-header.ts';

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

  it('serves each generated bottle as WebP copies 160, 320 and 640 px wide, drawn in its type’s colours (docs/performance.md "Generated bottles")', async () => {
    /** The RGB of the copy's pixel at a point of the drawing (its 200×400 units). */
    const colourAt = (copy: { data: ArrayLike<number>; width: number }, x: number, y: number) => {
      const at = 4 * (Math.round((y * copy.width) / 200) * copy.width + Math.round((x * copy.width) / 200));
      return [copy.data[at], copy.data[at + 1], copy.data[at + 2]];
    };
    for (const width of [160, 320, 640]) {
      const response = await get(`/media/wines/1023-${width}w.webp`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(readImageHeader(bytes, 'webp')).toMatchObject({ width, height: 2 * width });
      const red = await readWebp(bytes);
      // the background, then the glass of a red (#2b3a2e) above its label
      expect(colourAt(red, 10, 10)).toEqual([0xf3, 0xf3, 0xf3]);
      expect(colourAt(red, 100, 200)).toEqual([0x2b, 0x3a, 0x2e]);
    }
    // a white's glass (#8aa36b)
    const white = await readWebp(new Uint8Array(await (await get('/media/wines/1101-160w.webp')).arrayBuffer()));
    expect(colourAt(white, 100, 200)).toEqual([0x8a, 0xa3, 0x6b]);
  });

  it('draws a bottle’s copy once per drawing and width, keeps it in R2, and draws a new one when the wine’s facts change', async () => {
    const listCopies = async () => (await testEnv.MEDIA.list({ prefix: 'bottles/1024-320w-' })).objects.map((object) => object.key);
    for (const key of await listCopies()) await testEnv.MEDIA.delete(key);
    const drawn = new Uint8Array(await (await get('/media/wines/1024-320w.webp')).arrayBuffer());
    const [key, ...others] = await listCopies();
    expect(key).toMatch(/^bottles\/1024-320w-[0-9a-f]{16}\.webp$/);
    expect(others).toEqual([]);
    expect(new Uint8Array(await (await testEnv.MEDIA.get(key!))!.arrayBuffer())).toEqual(drawn);
    // the next request reads what was kept rather than drawing again
    const KEPT = Uint8Array.from([...new TextEncoder().encode('RIFF'), 4, 0, 0, 0, ...new TextEncoder().encode('WEBP')]);
    await testEnv.MEDIA.put(key!, KEPT);
    expect(new Uint8Array(await (await get('/media/wines/1024-320w.webp')).arrayBuffer())).toEqual(KEPT);
    // a new vintage is a new drawing: a copy of its own
    const { vintage } = (await testEnv.DB.prepare('SELECT vintage FROM wines WHERE id = 1024').first<{ vintage: number | null }>())!;
    await testEnv.DB.prepare('UPDATE wines SET vintage = 2001 WHERE id = 1024').run();
    onTestFinished(async () => {
      await testEnv.DB.prepare('UPDATE wines SET vintage = ? WHERE id = 1024').bind(vintage).run();
    });
    const redrawn = await get('/media/wines/1024-320w.webp');
    expect(readImageHeader(new Uint8Array(await redrawn.arrayBuffer()), 'webp')).toMatchObject({ width: 320, height: 640 });
    expect(await listCopies()).toHaveLength(2);
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
      // a generated bottle's copies: only the widths the pages ask for, as WebP
      '/media/wines/1001-200w.webp',
      '/media/wines/1001-0320w.webp',
      '/media/wines/1001-320w.png',
      '/media/wines/1001-320.webp',
      '/media/wines/999999-320w.webp',
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
