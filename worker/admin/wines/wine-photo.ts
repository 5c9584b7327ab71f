import type { Context } from 'hono';
import { ADMIN_MESSAGES, WINE_PHOTO } from '../../../src/contracts/admin.ts';
import { readBodyWithin } from '../../../src/core/rules/body-size.ts';
import type { AppEnv } from '../../env.ts';

/** The multipart envelope around the photo: its boundaries and field headers, never more than this. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

/** The photo the owner chose, or the pt-BR reason it cannot be sent (shown beside the field). */
export type ChosenPhoto = { ok: true; bytes: ArrayBuffer; type: string } | { ok: false; message: string };

/**
 * Reads the photo form (multipart, field `image`) within the photo's limit: a larger body is
 * refused before it is all read (the rest is cancelled, so the connection stays usable). The
 * admin API checks the bytes' signature again; this only spares the owner a useless upload.
 */
export async function readChosenPhoto(c: Context<AppEnv>): Promise<ChosenPhoto> {
  const limit = WINE_PHOTO.maxBytes + FORM_OVERHEAD_BYTES;
  const body = c.req.raw.body;
  if (Number(c.req.header('content-length') ?? '0') > limit) {
    await body?.cancel();
    return { ok: false, message: ADMIN_MESSAGES.photoSize };
  }
  const bytes = body ? await readBodyWithin(body, limit) : new Uint8Array();
  if (!bytes) return { ok: false, message: ADMIN_MESSAGES.photoSize };
  let file: FormDataEntryValue | null = null;
  try {
    const form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': c.req.header('content-type') ?? '' } }).formData();
    file = form.get('image');
  } catch {
    // not a multipart form: nothing was chosen
  }
  if (!(file instanceof File) || file.size === 0) return { ok: false, message: ADMIN_MESSAGES.photoMissing };
  if (!(WINE_PHOTO.contentTypes as readonly string[]).includes(file.type)) return { ok: false, message: ADMIN_MESSAGES.photoType };
  if (file.size > WINE_PHOTO.maxBytes) return { ok: false, message: ADMIN_MESSAGES.photoSize };
  return { ok: true, bytes: await file.arrayBuffer(), type: file.type };
}
