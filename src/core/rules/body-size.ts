/**
 * Request bodies are size-limited at both Workers (ARCHITECTURE "Security posture"): a body is
 * read counting as it streams and given up the moment it passes the limit, so an oversized or
 * lying upload is never buffered whole (what is left of it is the app's to discard:
 * discardUnreadBody).
 */

/**
 * Hands each chunk of `body` to `take` while the total stays within `limit`: true at its end, false
 * once past the limit (the rest left unread, the stream let go).
 */
async function streamWithin(body: ReadableStream<Uint8Array>, limit: number, take: (chunk: Uint8Array) => void): Promise<boolean> {
  const reader = body.getReader();
  try {
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      size += value.byteLength;
      if (size > limit) return false;
      take(value);
    }
  } finally {
    reader.releaseLock();
  }
}

/** The body's bytes, or null when it passed `limit` bytes. */
export async function readBodyWithin(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  if (!(await streamWithin(body, limit, (chunk) => chunks.push(chunk)))) return null;
  const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Past this, what is left of a request body is cancelled rather than read to its end: more than
 * any form or JSON call the shop takes, less than a photo upload refused for its size.
 */
const DISCARDED_READ_BYTES = 1024 * 1024;

/**
 * Reads to its end, keeping nothing, what is left of a request body once its answer is ready (each
 * Worker's app does this for every request): a refusal answers before reading or stops at a limit,
 * and under workerd's dev server an answer sent over an unread body, even a cancelled one, broke the
 * connection for the next request on it ("Network connection lost"; e2e/refused-writes.spec.ts).
 * A body read to its end costs one read; one passed on (locked) is left alone.
 */
async function discardUnreadBody(request: Request): Promise<void> {
  const { body } = request;
  if (!body || body.locked) return;
  const ended = await streamWithin(body, DISCARDED_READ_BYTES, () => undefined).catch(() => true);
  if (!ended) await body.cancel().catch(() => undefined);
}

/**
 * The middleware each Worker's app runs first (`app.use(discardUnreadBodyOnceAnswered)`): whatever
 * answers (a refusal, a 404, an error page), a body left unread is read through before the answer
 * goes. Typed by what it reads, so the rules stay free of the router.
 */
export async function discardUnreadBodyOnceAnswered(c: { req: { raw: Request } }, next: () => Promise<void>): Promise<void> {
  await next();
  await discardUnreadBody(c.req.raw);
}
