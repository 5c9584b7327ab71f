/**
 * This isolate's copies of the edge cache's freshest entries (docs/decisions.md "Edge: catalogue
 * cache"): a page or catalogue read asked again within its fresh time is answered from memory,
 * without the Cache API's lookup, which costs more than the rest of a cached page's path (measured
 * with `npm run bench -- --only render`). An entry is the same bytes under the same key as in the
 * Cache API (the key carries the scopes' generations, so a purge passes over these too) and is
 * dropped when its fresh time ends: a stale answer and its refresh stay the Cache API's.
 * Bounded, least recently used first out: an isolate's memory is 128 MB.
 */
export interface HotEntry {
  status: number;
  headers: [string, string][];
  bytes: ArrayBuffer;
  /** When the entry was stored (ms), as the Cache API's copy says. */
  storedAt: number;
}

export interface HotEntryLimits {
  maxEntries: number;
  maxBytes: number;
  /** A larger answer is left to the Cache API alone. */
  maxEntryBytes: number;
  /** How long after `storedAt` an entry is answered. */
  freshMs: number;
}

export function createHotEntries(limits: HotEntryLimits) {
  const entries = new Map<string, HotEntry>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes.byteLength;
  };

  return {
    /** The entry under `key` while fresh at `now`, made the most recently used. */
    get(key: string, now: number): HotEntry | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      drop(key);
      if (now - entry.storedAt > limits.freshMs) return undefined;
      entries.set(key, entry);
      bytes += entry.bytes.byteLength;
      return entry;
    },
    set(key: string, entry: HotEntry): void {
      drop(key);
      if (entry.bytes.byteLength > limits.maxEntryBytes) return;
      entries.set(key, entry);
      bytes += entry.bytes.byteLength;
      for (const oldest of entries.keys()) {
        if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) break;
        drop(oldest);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
