import type { Context } from 'hono';
import { ADMIN_MESSAGES, WINE_PHOTO } from '../../../src/contracts/admin/api.ts';
import type { AppEnv } from '../../env.ts';
import { readUploadedFile } from '../admin-form.ts';

/** The photo the owner chose, or the pt-BR reason it cannot be sent (shown beside the field). */
export type ChosenPhoto = { ok: true; bytes: ArrayBuffer; type: string } | { ok: false; message: string };

/**
 * The photo form's file (field `image`). The admin API checks the bytes' signature again; this
 * only spares the owner a useless upload.
 */
export async function readChosenPhoto(c: Context<AppEnv>): Promise<ChosenPhoto> {
  const upload = await readUploadedFile(c, 'image', WINE_PHOTO.maxBytes);
  if (!upload.ok) return { ok: false, message: upload.problem === 'tooLarge' ? ADMIN_MESSAGES.photoSize : ADMIN_MESSAGES.photoMissing };
  const { file } = upload;
  if (!(WINE_PHOTO.contentTypes as readonly string[]).includes(file.type)) return { ok: false, message: ADMIN_MESSAGES.photoType };
  return { ok: true, bytes: await file.arrayBuffer(), type: file.type };
}
