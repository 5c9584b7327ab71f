import { readBodyWithin } from '../../src/core/rules/body-size.ts';
import { BadRequestError, PayloadTooLargeError } from '../errors.ts';

/**
 * Reads a request body of at most `limit` bytes (ARCHITECTURE: request bodies are size-limited),
 * refusing early on a declared Content-Length.
 */
export async function readLimitedBody(request: Request, limit: number): Promise<ArrayBuffer | null> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > limit) throw new PayloadTooLargeError(limit);
  if (!request.body) return null;
  const body = await readBodyWithin(request.body, limit);
  if (!body) throw new PayloadTooLargeError(limit);
  return body.buffer as ArrayBuffer;
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * Reads a url-encoded form of at most `limit` bytes. Any other body (JSON, a broken multipart) is
 * refused with 400, unread, never taken for an empty form: a form's missing field may mean "all".
 */
export async function readUrlEncodedForm(request: Request, limit: number): Promise<URLSearchParams> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== FORM_TYPE) {
    await request.body?.cancel();
    throw new BadRequestError(`a form posted as ${type ?? 'no content type'}`);
  }
  const body = await readLimitedBody(request, limit);
  return new URLSearchParams(new TextDecoder().decode(body ?? new ArrayBuffer(0)));
}
