import { SELF } from 'cloudflare:test';
import { encode as encodePng } from 'fast-png';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bottlePicture } from '../../../backend/test/photo-fixtures.ts';
import { testEnv } from '../../../backend/test/test-env.ts';
import { ORIGIN } from '../../test/edge-harness.ts';
import { createDevOwner, signedInOwner } from '../../test/owner-browser.ts';
import { fetchPage, pageHtml } from '../../test/pages.ts';

/**
 * An owner's photo on the pages (docs/performance.md "Photos"): a wine whose url_media is an
 * uploaded photo is shown with its WebP copies for phones as `srcset`, and `sizes` saying the
 * width the page draws it at; a generated bottle (SVG) has none. Mostly only the wine's stored
 * image URL changes here (the copies' bytes are the backend's tests', backend/src/media); one
 * photo goes the whole way, from the back office through the built backend to the shop.
 */
const HASH = '0123456789abcdef';
const photoUrl = (id: number) => `/media/uploads/wines/${id}-${HASH}.jpg`;
const srcset = (id: number) => [160, 320, 640].map((width) => `/media/uploads/wines/${id}-${HASH}-${width}w.webp ${width}w`).join(', ');

const bottleSrcset = (id: number) => [160, 320, 640].map((width) => `/media/wines/${id}-${width}w.webp ${width}w`).join(', ');

/** Makes a wine's image an uploaded photo (only its URL: the page does not load it). */
async function givePhoto(id: number): Promise<void> {
  await testEnv.DB.prepare('UPDATE wines SET image_url = ? WHERE id = ?').bind(photoUrl(id), id).run();
}

/** The `<img …>` tag whose src is `src`. */
function imageTag(html: string, src: string): string {
  const tag = html.match(new RegExp(`<img[^>]*src="${src.replaceAll('.', '\\.')}"[^>]*>`))?.[0];
  expect(tag, src).toBeDefined();
  return tag ?? '';
}

beforeAll(createDevOwner);

afterEach(async () => {
  await testEnv.DB.prepare("UPDATE wines SET image_url = '/media/wines/' || id || '.svg' WHERE image_url LIKE '/media/uploads/%'").run();
});

describe('an uploaded photo on the pages', () => {
  it('gives a card its copies and the card’s widths, keeping its size, lazy load and low priority', async () => {
    // the first card of the listing: its wine gets a photo
    const before = await pageHtml('/todososvinhos');
    const id = Number(before.match(/<img[^>]*src="\/media\/wines\/(\d+)-320w\.webp"[^>]*data-fallback/)?.[1]);
    expect(id).toBeGreaterThan(0);
    await givePhoto(id);

    const html = await pageHtml('/todososvinhos');
    const card = imageTag(html, photoUrl(id));
    expect(card).toContain(`srcSet="${srcset(id)}"`);
    expect(card).toContain('sizes="(min-width: 600px) 100px, 96px"');
    expect(card).toContain('width="120"');
    expect(card).toContain('height="320"');
    expect(card).toContain('fetchPriority="low"');
    // the first cards load at once (the browser's default, no attribute), the others lazily
    expect(card).toMatch(/loading="lazy"|^(?![\s\S]*loading=)/);
    // the other cards show generated bottles, as one copy each (below)
    const others = html.match(/<img[^>]*src="\/media\/wines\/\d+-320w\.webp"[^>]*data-fallback[^>]*>/g) ?? [];
    expect(others.length).toBeGreaterThan(0);
  });

  it('gives the product page’s bottle its copies and the page’s widths, still fetched first', async () => {
    const id = 1001;
    await givePhoto(id);
    const html = await pageHtml((await fetchPage(`/produto/x-${id}`)).headers.get('location') ?? '');
    const bottle = imageTag(html, photoUrl(id));
    expect(bottle).toContain(`srcSet="${srcset(id)}"`);
    expect(bottle).toContain('sizes="(min-width: 960px) 220px, 80px"');
    expect(bottle).toContain('width="240"');
    expect(bottle).toContain('height="640"');
    expect(bottle).toContain('fetchPriority="high"');
    // React preloads it: the copy the browser will pick, not the photo as sent
    expect(html).toContain(`<link rel="preload" as="image" imageSrcSet="${srcset(id)}" imageSizes="(min-width: 960px) 220px, 80px" fetchPriority="high"/>`);
  });

  it('shows a photo sent from the back office with the copies the built backend made of it', async () => {
    const owner = await signedInOwner();
    const picture = bottlePicture(300, 400, { grain: 0 });
    const form = new FormData();
    form.set('image', new File([encodePng({ ...picture, channels: 4, depth: 8 }).slice()], 'garrafa.png', { type: 'image/png' }));
    const sent = await SELF.fetch(`${ORIGIN}/admin/vinhos/1001/foto`, {
      method: 'POST',
      body: form,
      headers: { cookie: owner.jar.header(), origin: ORIGIN },
      redirect: 'manual',
    });
    expect(sent.status).toBe(303);

    const html = await pageHtml((await fetchPage('/produto/x-1001')).headers.get('location') ?? '');
    const copies = html.match(/<img[^>]*srcSet="([^"]+)"/)?.[1]?.split(', ') ?? [];
    expect(copies.map((candidate) => candidate.split(' ')[1])).toEqual(['160w', '320w', '640w']);
    for (const candidate of copies) {
      const copy = await SELF.fetch(`${ORIGIN}${candidate.split(' ')[0]}`);
      expect(copy.status, candidate).toBe(200);
      expect(copy.headers.get('content-type'), candidate).toBe('image/webp');
      const bytes = new Uint8Array(await copy.arrayBuffer());
      expect(new TextDecoder().decode(bytes.subarray(8, 12)), candidate).toBe('WEBP');
    }
  });
});

describe('a generated bottle on the pages (docs/performance.md "Generated bottles")', () => {
  it('gives every card the bottle’s copy for cards and the product page all its copies, which the edge serves', async () => {
    const listing = await pageHtml('/todososvinhos');
    const cards = listing.match(/<img[^>]*data-fallback[^>]*>/g) ?? [];
    expect(cards.length).toBeGreaterThan(5);
    // one copy 320 px wide (up to 3× the card's 100 CSS px), no srcset: the listing's HTML stays small
    for (const card of cards) expect(card).toMatch(/^<img class="[^"]+" src="\/media\/wines\/\d+-320w\.webp" alt=""/);
    expect(listing).not.toMatch(/srcSet|\.svg"[^>]*data-fallback/);

    const html = await pageHtml((await fetchPage('/produto/x-1001')).headers.get('location') ?? '');
    expect(imageTag(html, '/media/wines/1001.svg')).toContain(`srcSet="${bottleSrcset(1001)}"`);
    // React preloads the copy the browser will pick, not the SVG
    expect(html).toContain(
      `<link rel="preload" as="image" imageSrcSet="${bottleSrcset(1001)}" imageSizes="(min-width: 960px) 220px, 80px" fetchPriority="high"/>`,
    );
    for (const candidate of bottleSrcset(1001).split(', ')) {
      const copy = await SELF.fetch(`${ORIGIN}${candidate.split(' ')[0]}`);
      expect(copy.status, candidate).toBe(200);
      expect(copy.headers.get('content-type'), candidate).toBe('image/webp');
      const bytes = new Uint8Array(await copy.arrayBuffer());
      expect(new TextDecoder().decode(bytes.subarray(8, 12)), candidate).toBe('WEBP');
    }
  });
});
