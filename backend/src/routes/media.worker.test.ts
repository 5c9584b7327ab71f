import { describe, expect, it } from 'vitest';
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
    ]) {
      await expectClientError(get(path), 404);
    }
  });
});
