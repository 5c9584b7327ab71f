import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { ADMIN_ACTOR_HEADER, ADMIN_API_PREFIX, ADMIN_MESSAGES, adminFieldErrorSchema, adminWineSchema, WINE_PHOTO } from '../../../src/contracts/admin/api.ts';
import { OWN_BACKEND_ACCESS_HEADER } from '../../../src/contracts/own-backend-api.ts';
import { wineDetailSchema } from '../../../src/contracts/wine.ts';
import { ACTOR, adminKey, auditRows } from '../../test/admin.ts';
import { expectClientError, get } from '../../test/http.ts';
import { jpegFile, webpFile } from '../../test/photo-encoders.ts';
import { bottlePicture } from '../../test/photo-fixtures.ts';
import { testEnv } from '../../test/test-env.ts';

/**
 * The owner's bottle photo through the admin API: the image's bytes go to R2 under a name made
 * of their hash, the wine's url_media points at it (with its audit row, in one batch), and the
 * shop serves it from /media/uploads/wines/*. Anything that is not a JPEG, PNG or WebP of at most
 * 2 MB is refused with a pt-BR message beside the field, and nothing is stored. (Its copies for
 * phones: ../media/wine-photo-copies.worker.test.ts.)
 */
const ORIGIN = 'https://backend.test';
const WINE = 1001;
const BOTTLE = `/media/wines/${WINE}.svg`;

/** A 1×1 transparent PNG, whole (signature, IHDR, IDAT, IEND). */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (char) =>
  char.charCodeAt(0),
);
/** The start of a JPEG (SOI, then a JFIF APP0 marker) and of a lossy WebP (RIFF, size, WEBP, VP8 ): signatures, no picture. */
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...new TextEncoder().encode('JFIF\0'), 0x01, 0x01, 0x00, 0xff, 0xd9]);
const WEBP = Uint8Array.from([...new TextEncoder().encode('RIFF'), 0x1a, 0x00, 0x00, 0x00, ...new TextEncoder().encode('WEBPVP8 '), 0, 0, 0, 0]);

function sendImage(
  id: number | string,
  body: BodyInit | null,
  options: { method?: string; contentType?: string | null; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = options.headers ?? { ...adminKey(), [ADMIN_ACTOR_HEADER]: ACTOR };
  if (options.contentType !== null) headers['content-type'] = options.contentType ?? 'image/png';
  return SELF.fetch(`${ORIGIN}${ADMIN_API_PREFIX}/wines/${id}/image`, { method: options.method ?? 'PUT', headers, body });
}

const removeImage = (id: number, headers?: Record<string, string>) =>
  sendImage(id, null, { method: 'DELETE', contentType: null, ...(headers ? { headers } : {}) });

const imageUrl = async (id: number) =>
  (await testEnv.DB.prepare('SELECT image_url FROM wines WHERE id = ?').bind(id).first<{ image_url: string }>())?.image_url;

async function sha256Prefix(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const storedKeys = async (id: number) => (await testEnv.MEDIA.list({ prefix: `wines/${id}-` })).objects.map((object) => object.key);
/** The photos stored, without their copies for phones. */
const storedPhotos = async (id: number) => (await storedKeys(id)).filter((key) => !key.endsWith('w.webp'));

/** Puts the wine's image back, and empties its photos from the bucket, after the test. */
function restoreAfter(id: number): void {
  onTestFinished(async () => {
    await testEnv.DB.prepare('UPDATE wines SET image_url = ? WHERE id = ?').bind(`/media/wines/${id}.svg`, id).run();
    const keys = await storedKeys(id);
    if (keys.length > 0) await testEnv.MEDIA.delete(keys);
  });
}

async function imageFieldError(response: Response, status = 400): Promise<string | undefined> {
  expect(response.status).toBe(status);
  const body = adminFieldErrorSchema.parse(await response.json());
  expect(body.error).toBe('invalid_body');
  expect(body.message).toBe(ADMIN_MESSAGES.invalidFields);
  return body.fields.image;
}

/** Nothing of a refused upload was kept: no object, the same image, no audit row. */
async function expectNothingStored(id: number): Promise<void> {
  expect(await storedKeys(id)).toEqual([]);
  expect(await imageUrl(id)).toBe(`/media/wines/${id}.svg`);
  expect(await auditRows()).toEqual([]);
}

beforeEach(async () => {
  await testEnv.DB.prepare('DELETE FROM audit_log').run();
});

describe('PUT /admin-api/wines/:id/image', () => {
  it('stores a PNG under its hash, points the wine at it with an audit row, and the shop serves it for good', async () => {
    restoreAfter(WINE);
    const response = await sendImage(WINE, PNG);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const wine = adminWineSchema.parse(await response.json());
    const url = `/media/uploads/wines/${WINE}-${await sha256Prefix(PNG)}.png`;
    expect(wine).toMatchObject({ id: WINE, url_media: url });

    // the object, with its type, under the content-addressed key
    const object = await testEnv.MEDIA.head(`wines/${WINE}-${await sha256Prefix(PNG)}.png`);
    expect(object?.httpMetadata?.contentType).toBe('image/png');
    expect(object?.size).toBe(PNG.byteLength);

    // the shop's detail shows it (its url_media), and anyone may load it, kept for a year
    const detail = wineDetailSchema.parse(await (await get(`/api/wine/${WINE}`)).json());
    expect(detail.url_media).toBe(url);
    const image = await get(url, {});
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('etag')).toMatch(/^".+"$/);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);

    expect(await auditRows()).toEqual([
      {
        actor: ACTOR,
        action: 'image',
        entity: 'wine',
        entity_id: String(WINE),
        before_json: JSON.stringify({ url_media: BOTTLE }),
        after_json: JSON.stringify({ url_media: url }),
      },
    ]);
  });

  it('takes JPEG and WebP too, each served with its own type; the same bytes again change nothing', async () => {
    restoreAfter(WINE);
    // whole pictures this time: the upload decodes them to make the copies
    const picture = bottlePicture(90, 120);
    for (const [bytes, contentType, extension] of [
      [await jpegFile(picture), 'image/jpeg', 'jpg'],
      [await webpFile(picture), 'image/webp', 'webp'],
    ] as const) {
      const wine = adminWineSchema.parse(await (await sendImage(WINE, bytes, { contentType })).json());
      expect(wine.url_media).toBe(`/media/uploads/wines/${WINE}-${await sha256Prefix(bytes)}.${extension}`);
      const image = await get(wine.url_media, {});
      expect(image.headers.get('content-type')).toBe(contentType);
      expect(new Uint8Array(await image.arrayBuffer())).toEqual(bytes);
    }
    const again = adminWineSchema.parse(await (await sendImage(WINE, await webpFile(picture), { contentType: 'image/webp; charset=binary' })).json());
    expect(again.url_media).toMatch(/\.webp$/);
    // two changes recorded, the repeated upload none; the earlier photo stays (past orders show it)
    expect((await auditRows()).map((row) => row.action)).toEqual(['image', 'image']);
    expect(await storedPhotos(WINE)).toHaveLength(2);
  });

  it('refuses bytes that are not what the Content-Type says: 400 beside the field, nothing stored', async () => {
    restoreAfter(WINE);
    const text = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [bytes, contentType] of [
      [JPEG, 'image/png'],
      [WEBP, 'image/jpeg'],
      [PNG, 'image/jpeg'],
      [PNG, 'image/webp'],
      [text, 'image/png'],
      [PNG.slice(0, 7), 'image/png'], // a truncated signature
      [new Uint8Array(), 'image/png'],
      [Uint8Array.from([...new TextEncoder().encode('RIFF'), 0, 0, 0, 0, ...new TextEncoder().encode('WAVE')]), 'image/webp'],
    ] as const) {
      expect(await imageFieldError(await sendImage(WINE, bytes, { contentType })), contentType).toBe(ADMIN_MESSAGES.photoType);
    }
    await expectNothingStored(WINE);
  });

  it('refuses any other type, or none: 400 beside the field, the body left unread', async () => {
    restoreAfter(WINE);
    for (const contentType of ['image/gif', 'image/svg+xml', 'application/octet-stream', 'application/json', '', null]) {
      expect(await imageFieldError(await sendImage(WINE, PNG, { contentType })), String(contentType)).toBe(ADMIN_MESSAGES.photoType);
    }
    await expectNothingStored(WINE);
  });

  it('refuses a photo over 2 MB, declared or streamed without a length: 413 beside the field, nothing stored', async () => {
    restoreAfter(WINE);
    const big = new Uint8Array(WINE_PHOTO.maxBytes + 1);
    big.set(PNG);
    expect(await imageFieldError(await sendImage(WINE, big), 413)).toBe(ADMIN_MESSAGES.photoSize);

    // no Content-Length: counted as it streams, and given up past the limit
    let sent = 0;
    const chunk = new Uint8Array(256 * 1024);
    chunk.set(PNG);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 4 * WINE_PHOTO.maxBytes) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk.slice());
      },
    });
    expect(await imageFieldError(await sendImage(WINE, stream), 413)).toBe(ADMIN_MESSAGES.photoSize);

    // exactly the limit is fine
    const largest = new Uint8Array(WINE_PHOTO.maxBytes);
    largest.set(PNG);
    expect((await sendImage(WINE, largest)).status).toBe(200);
    expect(await storedPhotos(WINE)).toHaveLength(1);
  });

  it('needs the admin key: 401 without it, with a wrong one or with a shop key, nothing stored', async () => {
    restoreAfter(WINE);
    const refused: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer adivinhei' },
      { authorization: `Bearer ${testEnv.API_ACCESS_TOKEN ?? ''}` },
      { [OWN_BACKEND_ACCESS_HEADER]: testEnv.API_ACCESS_TOKEN ?? '' },
    ];
    for (const headers of refused) {
      for (const method of ['PUT', 'DELETE']) {
        const response = await sendImage(WINE, method === 'PUT' ? PNG : null, { method, headers: { ...headers, [ADMIN_ACTOR_HEADER]: ACTOR } });
        expect(response.status, `${method} ${JSON.stringify(headers)}`).toBe(401);
        expect(await response.json()).toEqual({ error: 'unauthorized', message: 'Acesso não autorizado.' });
      }
    }
    // the public /media/ door opens reads of images only: no write reaches the bucket through it
    for (const method of ['PUT', 'POST', 'DELETE']) {
      const path = `/media/uploads/wines/${WINE}-${await sha256Prefix(PNG)}.png`;
      const response = await SELF.fetch(`${ORIGIN}${path}`, { method, headers: { 'content-type': 'image/png' }, body: PNG });
      expect(response.status, method).toBe(404);
      await response.body?.cancel();
    }
    await expectNothingStored(WINE);
  });

  it('needs who makes the change (X-Admin-Actor), a valid id and a wine that exists', async () => {
    restoreAfter(WINE);
    const noActor = await expectClientError(sendImage(WINE, PNG, { headers: adminKey() }), 400);
    expect(noActor).toMatchObject({ error: 'invalid_header', message: ADMIN_MESSAGES.actor });
    const badActor = await sendImage(WINE, PNG, { headers: { ...adminKey(), [ADMIN_ACTOR_HEADER]: 'ninguem' } });
    expect(badActor.status).toBe(400);
    await badActor.body?.cancel();
    await expectNothingStored(WINE);

    expect((await expectClientError(sendImage('abc', PNG), 400)).error).toBe('invalid_parameter');
    expect((await expectClientError(sendImage(999999, PNG), 404)).message).toBe('Vinho não encontrado');
    expect(await storedKeys(999999)).toEqual([]);
  });
});

describe('DELETE /admin-api/wines/:id/image', () => {
  it('goes back to the generated bottle, with an audit row; again changes nothing', async () => {
    restoreAfter(WINE);
    const uploaded = adminWineSchema.parse(await (await sendImage(WINE, PNG)).json());
    const response = await removeImage(WINE);
    expect(response.status).toBe(200);
    expect(adminWineSchema.parse(await response.json()).url_media).toBe(BOTTLE);
    expect(await imageUrl(WINE)).toBe(BOTTLE);
    expect((await get(BOTTLE, {})).headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');

    expect((await removeImage(WINE)).status).toBe(200);
    const rows = await auditRows();
    expect(rows.map((row) => row.action)).toEqual(['image', 'image_removed']);
    expect(rows[1]).toMatchObject({
      actor: ACTOR,
      entity: 'wine',
      entity_id: String(WINE),
      before_json: JSON.stringify({ url_media: uploaded.url_media }),
      after_json: JSON.stringify({ url_media: BOTTLE }),
    });
    // the photo itself stays: an order placed with it still shows it
    expect((await get(uploaded.url_media, {})).headers.get('content-type')).toBe('image/png');
  });

  it('needs the actor and a wine that exists', async () => {
    restoreAfter(WINE);
    await sendImage(WINE, PNG);
    expect((await expectClientError(removeImage(WINE, adminKey()), 400)).message).toBe(ADMIN_MESSAGES.actor);
    expect(await imageUrl(WINE)).toMatch(/^\/media\/uploads\/wines\//);
    await expectClientError(removeImage(999999), 404);
  });
});
