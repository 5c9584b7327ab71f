import type { Context } from 'hono';
import { EDGE } from '../../src/core/constants.ts';
import { readBodyWithin } from '../../src/core/rules/body-size.ts';
import type { AppEnv } from '../env.ts';
import { readUrlEncodedForm } from '../http/read-body.ts';

/**
 * A back-office form as the browser posted it (url-encoded, size-limited like every body the edge
 * reads; any other body is refused with 400: a refund without its bottles refunds the whole order).
 */
export function readAdminForm(c: Context<AppEnv>, limit: number = EDGE.maxRequestBodyBytes): Promise<URLSearchParams> {
  return readUrlEncodedForm(c.req.raw, limit);
}

/** The multipart envelope around a file: its boundaries and field headers, never more than this. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

/** The file a form sent, or why there is none to use. */
export type UploadedFile = { ok: true; file: File } | { ok: false; problem: 'missing' | 'tooLarge' };

/**
 * Reads a file form (multipart) within the file's limit: a larger body is refused before it is all
 * read.
 */
export async function readUploadedFile(c: Context<AppEnv>, field: string, maxBytes: number): Promise<UploadedFile> {
  const limit = maxBytes + FORM_OVERHEAD_BYTES;
  const body = c.req.raw.body;
  if (Number(c.req.header('content-length') ?? '0') > limit) return { ok: false, problem: 'tooLarge' };
  const bytes = body ? await readBodyWithin(body, limit) : new Uint8Array();
  if (!bytes) return { ok: false, problem: 'tooLarge' };
  let file: FormDataEntryValue | null = null;
  try {
    const form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': c.req.header('content-type') ?? '' } }).formData();
    file = form.get(field);
  } catch {
    // not a multipart form: nothing was chosen
  }
  if (!(file instanceof File) || file.size === 0) return { ok: false, problem: 'missing' };
  return file.size > maxBytes ? { ok: false, problem: 'tooLarge' } : { ok: true, file };
}
