/**
 * The outcome of a page section's data: sections render a short message and a retry link when
 * their upstream failed, instead of failing the page.
 */
export type Settled<T> = { ok: true; data: T } | { ok: false };

export function settle<T>(promise: Promise<T>, onError?: (error: unknown) => void): Promise<Settled<T>> {
  return promise.then(
    (data) => ({ ok: true as const, data }),
    (error: unknown) => {
      onError?.(error);
      return { ok: false as const };
    },
  );
}
