import { readBodyWithin } from '../../src/core/rules/body-size.ts';
import { PayloadTooLargeError } from '../errors.ts';

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
