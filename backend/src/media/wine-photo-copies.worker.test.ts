import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { ADMIN_ACTOR_HEADER, ADMIN_API_PREFIX, ADMIN_MESSAGES, adminFieldErrorSchema, adminWineSchema } from '../../../src/contracts/admin/api.ts';
import { wineImageSrcSet } from '../../../src/core/wine-image-srcset.ts';
import { ACTOR, adminKey, auditRows } from '../../test/admin.ts';
import { get } from '../../test/http.ts';
import { jpegFile, pngFile, readWebp, webpFile } from '../../test/photo-encoders.ts';
import { bottlePicture, type Picture, withExifOrientation } from '../../test/photo-fixtures.ts';
import { testEnv } from '../../test/test-env.ts';
import { makePhotoCopies, PHOTO_COPY_MAX_BYTES } from './photo-copies.ts';
import { PHOTO_MESSAGES } from './photo-refusal.ts';
import { CODEC_MODULES } from './photo-wasm.ts';

/**
 * The phone copies of an uploaded photo (docs/operating-the-shop.md "A wine's photo"): the
 * upload decodes the photo and stores a WebP beside it for each of 160, 320 and 640 px, never
 * wider than the photo, turned as its EXIF says, each at most 150 KB; the media route serves them
 * under a strict name for good, and a photo from before the copies at the copies' URLs. A photo
 * the copies cannot be made of is refused with a pt-BR message beside the field, nothing stored.
 */
const ORIGIN = 'https://backend.test';
const WINE = 1002;

function upload(id: number, body: Uint8Array, contentType: string): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${ADMIN_API_PREFIX}/wines/${id}/image`, {
    method: 'PUT',
    headers: { ...adminKey(), [ADMIN_ACTOR_HEADER]: ACTOR, 'content-type': contentType },
    body,
  });
}

async function uploaded(body: Uint8Array, contentType: string): Promise<string> {
  const response = await upload(WINE, body, contentType);
  expect(response.status, await response.clone().text()).toBe(200);
  return adminWineSchema.parse(await response.json()).url_media;
}

const storedKeys = async () => (await testEnv.MEDIA.list({ prefix: `wines/${WINE}-` })).objects.map((object) => object.key).sort();

/** The copies' keys of a photo URL, narrowest first (what its srcset names). */
const copyKeys = (url: string) =>
  (wineImageSrcSet(url) ?? '').split(', ').map((candidate) => `wines/${candidate.split(' ')[0]?.replace('/media/uploads/wines/', '')}`);

/** Each copy of the photo at `url`: its object, decoded. */
async function copiesOf(url: string) {
  return Promise.all(
    copyKeys(url).map(async (key) => {
      const object = await testEnv.MEDIA.get(key);
      if (!object) throw new Error(`no copy ${key}`);
      const bytes = new Uint8Array(await object.arrayBuffer());
      return { key, object, bytes, image: await readWebp(bytes) };
    }),
  );
}

/** The colour at (x, y) of a decoded picture. */
const pixel = (image: Picture | { data: Uint8Array | Uint8ClampedArray; width: number }, x: number, y: number) => [
  ...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4),
];

async function refusal(response: Response): Promise<string | undefined> {
  expect(response.status).toBe(400);
  const body = adminFieldErrorSchema.parse(await response.json());
  expect(body.message).toBe(ADMIN_MESSAGES.invalidFields);
  return body.fields.image;
}

beforeEach(async () => {
  await testEnv.DB.prepare('DELETE FROM audit_log').run();
  onTestFinished(async () => {
    await testEnv.DB.prepare('UPDATE wines SET image_url = ? WHERE id = ?').bind(`/media/wines/${WINE}.svg`, WINE).run();
    const keys = await storedKeys();
    if (keys.length > 0) await testEnv.MEDIA.delete(keys);
  });
});

describe('the copies an upload makes', () => {
  it('stores a JPEG with a WebP copy for each width, proportional, each within 150 KB', async () => {
    const url = await uploaded(await jpegFile(bottlePicture(1200, 1600)), 'image/jpeg');
    expect(url).toMatch(/^\/media\/uploads\/wines\/1002-[0-9a-f]{16}\.jpg$/);
    const copies = await copiesOf(url);
    expect(copies.map(({ image }) => [image.width, image.height])).toEqual([
      [160, 213],
      [320, 427],
      [640, 853],
    ]);
    for (const { key, object, bytes } of copies) {
      expect(object.httpMetadata?.contentType, key).toBe('image/webp');
      expect(new TextDecoder().decode(bytes.subarray(8, 12)), key).toBe('WEBP');
      expect(bytes.byteLength, key).toBeLessThanOrEqual(PHOTO_COPY_MAX_BYTES);
      expect(object.customMetadata?.quality, key).toBe('75');
    }
    // the photo as sent, and its three copies: nothing else
    expect(await storedKeys()).toEqual([...copyKeys(url), `wines/${url.split('/').pop()}`].sort());
    // a copy looks like the photo: the label's pale band across the middle of the bottle, the dark glass below
    const [, , largest] = copies;
    if (!largest) throw new Error('no copies');
    expect(
      pixel(largest.image, 320, 555)
        .slice(0, 3)
        .every((channel) => channel > 150),
    ).toBe(true);
    expect(
      pixel(largest.image, 320, 720)
        .slice(0, 3)
        .every((channel) => channel < 110),
    ).toBe(true);
  });

  it('makes copies of a PNG and a WebP too, never wider than the photo, keeping transparency', async () => {
    const png = await uploaded(pngFile(bottlePicture(500, 800, { grain: 0, transparent: true })), 'image/png');
    const pngCopies = await copiesOf(png);
    // 640 asked, 500 there: the photo's own width (the srcset's 640w only ever shows it smaller)
    expect(pngCopies.map(({ image }) => [image.width, image.height])).toEqual([
      [160, 256],
      [320, 512],
      [500, 800],
    ]);
    for (const { image } of pngCopies) {
      expect(pixel(image, 0, 0)[3], 'the corner is transparent').toBe(0);
      expect(pixel(image, image.width / 2, Math.round(image.height * 0.85))[3], 'the bottle is opaque').toBe(255);
    }

    const webp = await uploaded(await webpFile(bottlePicture(900, 1200)), 'image/webp');
    expect((await copiesOf(webp)).map(({ image }) => [image.width, image.height])).toEqual([
      [160, 213],
      [320, 427],
      [640, 853],
    ]);
  });

  it('turns the copies as the JPEG’s EXIF orientation says, as a browser shows the photo', async () => {
    // stored lying down, left half red and right half blue; orientation 6: turn a quarter clockwise
    const data = new Uint8ClampedArray(400 * 200 * 4);
    for (let at = 0; at < data.length; at += 4) data.set((at / 4) % 400 < 200 ? [220, 20, 20, 255] : [20, 20, 220, 255], at);
    const url = await uploaded(withExifOrientation(await jpegFile({ data, width: 400, height: 200 }, { quality: 95 }), 6), 'image/jpeg');
    const [smallest, middle, largest] = await copiesOf(url);
    expect([smallest, middle, largest].map((copy) => [copy?.image.width, copy?.image.height])).toEqual([
      [160, 320],
      [200, 400],
      [200, 400],
    ]);
    if (!smallest) throw new Error('no copies');
    const [topRed = 0, , topBlue = 0] = pixel(smallest.image, 80, 60);
    const [bottomRed = 0, , bottomBlue = 0] = pixel(smallest.image, 80, 260);
    expect(topRed).toBeGreaterThan(150);
    expect(topBlue).toBeLessThan(80);
    expect(bottomBlue).toBeGreaterThan(150);
    expect(bottomRed).toBeLessThan(80);
  });

  it('lowers a copy’s quality rather than pass 150 KB', async () => {
    const url = await uploaded(await jpegFile(bottlePicture(640, 1280, { grain: 60 }), { quality: 95 }), 'image/jpeg');
    const copies = await copiesOf(url);
    const largest = copies.at(-1);
    expect(largest?.image.width).toBe(640);
    expect(Number(largest?.object.customMetadata?.quality)).toBeLessThan(75);
    for (const { key, bytes } of copies) expect(bytes.byteLength, key).toBeLessThanOrEqual(PHOTO_COPY_MAX_BYTES);
  });
});

describe('photos no copies can be made of', () => {
  it('refuses one too large in pixels to decode safely, saying what size would do, before decoding it', async () => {
    // a small JPEG whose frame header claims 4000 × 4000: refused on the header alone
    const jpeg = await jpegFile(bottlePicture(16, 16));
    const frame = jpeg.findIndex((byte, at) => byte === 0xff && jpeg[at + 1] === 0xc0);
    jpeg.set([4000 >> 8, 4000 & 0xff, 4000 >> 8, 4000 & 0xff], frame + 5);
    const message = await refusal(await upload(WINE, jpeg, 'image/jpeg'));
    expect(message).toMatch(
      /^Esta foto tem 16 megapixels, mais do que a loja consegue preparar para celulares \(até 9,\d megapixels para esta foto\)\. Reduza-a, por exemplo para 3\.0\d0 × 3\.0\d0 pixels, e envie de novo\.$/,
    );
    expect(await storedKeys()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it('refuses a file that carries the signature but does not decode', async () => {
    const jpeg = await jpegFile(bottlePicture(64, 64));
    // the frame header kept, then the rest of the file is noise
    const frame = jpeg.findIndex((byte, at) => byte === 0xff && jpeg[at + 1] === 0xc0);
    const damaged = Uint8Array.from(jpeg, (byte, at) => (at > frame + 20 ? (at * 37) & 0xff : byte));
    // and a JPEG with no frame at all (SOI, a JFIF header, EOI)
    const empty = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...new TextEncoder().encode('JFIF\0'), 0x01, 0x01, 0x00, 0xff, 0xd9]);
    for (const bytes of [damaged, empty]) expect(await refusal(await upload(WINE, bytes, 'image/jpeg'))).toBe(PHOTO_MESSAGES.unreadable);
    expect(await storedKeys()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });
});

describe('two photos at once', () => {
  it('decodes one at a time in an isolate: a second photo while the first is decoded is asked to be sent again', async () => {
    // straight to the maker: through the front door, the decoding never yields to another request
    // (no I/O between its awaits), so two uploads never meet there; the guard holds if one ever did
    const photo = await jpegFile(bottlePicture(300, 400));
    const first = makePhotoCopies(photo, 'jpg', CODEC_MODULES);
    await expect(makePhotoCopies(photo, 'jpg', CODEC_MODULES)).rejects.toThrow(PHOTO_MESSAGES.busy);
    expect((await first).map((copy) => copy.pixelWidth)).toEqual([300, 300, 160]);
    // and once the first is done, the next one is taken
    expect(await makePhotoCopies(photo, 'jpg', CODEC_MODULES)).toHaveLength(3);
  });
});

describe('GET /media/uploads/wines/{copy}', () => {
  it('serves a copy as WebP for good, 304 when the browser has it', async () => {
    const url = await uploaded(await jpegFile(bottlePicture(300, 400)), 'image/jpeg');
    const [copyUrl = ''] = (wineImageSrcSet(url) ?? '').split(' ');
    const response = await get(copyUrl, {});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = response.headers.get('etag') ?? '';
    expect((await readWebp(new Uint8Array(await response.arrayBuffer()))).width).toBe(160);
    const again = await get(copyUrl, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('404s any other name under the photos’ path', async () => {
    const url = await uploaded(await jpegFile(bottlePicture(300, 400)), 'image/jpeg');
    const stem = url.replace('/media/uploads/wines/', '').replace('.jpg', '');
    for (const file of [
      `${stem}-321w.webp`,
      `${stem}-1280w.webp`,
      `${stem}-0320w.webp`,
      `${stem}-320W.webp`,
      `${stem}-320w.jpg`,
      `${stem}-320.webp`,
      `${stem}-320w.webp.png`,
      `${stem}-320w-320w.webp`,
      `${stem.toUpperCase()}-320w.webp`,
      `0-0123456789abcdef-320w.webp`,
      `${WINE}-0123456789abcde-320w.webp`,
      '..%2F..%2Fwines%2F1.svg',
    ]) {
      const response = await get(`/media/uploads/wines/${file}`, {});
      expect(response.status, file).toBe(404);
      await response.body?.cancel();
    }
  });

  it('answers a photo from before the copies with the photo itself, for a day, until it is sent again', async () => {
    // uploaded before copies existed: the photo alone in the bucket, the wine pointing at it
    const bytes = pngFile(bottlePicture(120, 160, { grain: 0 }));
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
    const stem = `${WINE}-${[...digest.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
    const url = `/media/uploads/wines/${stem}.png`;
    await testEnv.MEDIA.put(`wines/${stem}.png`, bytes, { httpMetadata: { contentType: 'image/png' } });
    await testEnv.DB.prepare('UPDATE wines SET image_url = ? WHERE id = ?').bind(url, WINE).run();
    const before = await get(`/media/uploads/wines/${stem}-320w.webp`, {});
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toBe('image/png');
    expect(before.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(new Uint8Array(await before.arrayBuffer())).toEqual(bytes);

    // sending the same photo again makes its copies; the wine's image is the same, so nothing is recorded
    expect(await uploaded(bytes, 'image/png')).toBe(url);
    const after = await get(`/media/uploads/wines/${stem}-320w.webp`, {});
    expect(after.headers.get('content-type')).toBe('image/webp');
    expect(after.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await readWebp(new Uint8Array(await after.arrayBuffer()))).width).toBe(120);
    expect(await auditRows()).toEqual([]);
  });

  it('answers a copy of a photo the bucket does not have with the generated bottle, briefly', async () => {
    // neither copy nor photo: the wine's generated bottle, briefly
    const lost = await get(`/media/uploads/wines/${WINE}-ffffffffffffffff-160w.webp`, {});
    expect(lost.status).toBe(200);
    expect(lost.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(lost.headers.get('cache-control')).toBe('public, max-age=300');
    await lost.body?.cancel();
    const unknownWine = await get('/media/uploads/wines/999999-ffffffffffffffff-160w.webp', {});
    expect(unknownWine.status).toBe(404);
    await unknownWine.body?.cancel();
  });
});
