/**
 * Request bodies are size-limited at both Workers (ARCHITECTURE "Security posture"): a body is
 * read counting as it streams and given up the moment it passes the limit (the stream is
 * cancelled), so an oversized or lying upload is never buffered whole.
 * Null: the body passed `limit` bytes.
 */
export async function readBodyWithin(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
