import { EDGE } from '../../src/core/constants.ts';
import { createCoalescer } from './coalesce.ts';
import { UpstreamTimeoutError } from './errors.ts';
import { createHotEntries, type HotEntry } from './hot-entries.ts';

/**
 * Edge caching of catalogue reads (docs/decisions.md "Edge: catalogue cache"): the Cache API with a short TTL and
 * stale-while-revalidate, plus coalescing of identical concurrent misses into one upstream call.
 * Only what the contracts mark with a cache scope comes here (filter data, lists, wine detail,
 * banners); nothing personal (cart, customer, GraphQL) ever does.
 *
 * Purging (docs/decisions.md "Edge: purge on write"): every entry's key carries its scope's
 * generation (worker/upstream/cache-generations.ts); a write in the back office gives the scopes it
 * affects a new generation, so every older entry of those scopes is passed over at once, without
 * listing keys (the Cache API cannot).
 */

/**
 * An upstream answer: plain bytes (a miss's, shared by the concurrent requests that joined it, or
 * a fresh entry's, kept in this isolate's memory), or a stale entry's own stream from the cache,
 * read once by the one request that found it.
 */
export interface StoredResponse {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer | ReadableStream<Uint8Array>;
}

/** The body to answer with: shared bytes as a copy of its own, or a stale entry's stream as it comes. */
export function answerBody(stored: StoredResponse): ArrayBuffer | ReadableStream<Uint8Array> {
  return stored.body instanceof ArrayBuffer ? stored.body.slice(0) : stored.body;
}

export type CacheState = 'HIT' | 'STALE' | 'MISS';

const STORED_AT = 'x-edge-stored-at';
/** A cache of its own, apart from the one `fetch` uses. */
const CACHE_NAME = 'edge-catalogue';

const coalescer = createCoalescer<StoredResponse>(EDGE.maxInFlightKeys);

/** Fresh entries kept in this isolate's memory too (worker/upstream/hot-entries.ts). */
const hotEntries = createHotEntries({ ...EDGE.hotEntries, freshMs: EDGE.catalogueFreshSeconds * 1000 });

/** The cache, opened once per isolate: a handle, nothing of any request. */
let opened: Promise<Cache> | undefined;
const edgeCache = (): Promise<Cache> =>
  (opened ??= caches.open(CACHE_NAME).catch((error: unknown) => {
    opened = undefined; // a failed open is tried again by the next request
    throw error;
  }));

async function buffer(response: Response): Promise<StoredResponse & { body: ArrayBuffer }> {
  return { status: response.status, headers: [...response.headers], body: await response.arrayBuffer() };
}

function withoutSetCookie(stored: StoredResponse): StoredResponse {
  return { ...stored, headers: stored.headers.filter(([name]) => name.toLowerCase() !== 'set-cookie') };
}

/** The headers an entry is answered with: neither the cache's own nor a visitor's cookie. */
const answeredHeaders = (headers: Iterable<[string, string]>): [string, string][] =>
  [...headers].filter(([name]) => name !== STORED_AT && name !== 'cache-control' && name !== 'set-cookie');

const fromHot = (entry: HotEntry): StoredResponse => ({
  status: entry.status,
  headers: entry.headers,
  body: entry.bytes,
});

function toCacheEntry(stored: StoredResponse, now: number): Response {
  const headers = new Headers(stored.headers);
  headers.set(STORED_AT, String(now));
  // The Cache API drops entries after max-age; keep them through the stale window.
  headers.set('cache-control', `max-age=${EDGE.catalogueFreshSeconds + EDGE.catalogueStaleSeconds}`);
  headers.delete('set-cookie');
  return new Response(stored.body, { status: stored.status, headers });
}

export interface CachedFetchOptions {
  /** Cache key: an absolute URL naming the upstream call (path and sorted query) and its scope's generation. */
  key: string;
  /** Calls the upstream; only a 200 is stored. */
  load: () => Promise<Response>;
  /** Keeps background refreshes and cache writes alive after the response is sent. */
  waitUntil: (promise: Promise<unknown>) => void;
  /** How long to wait for an identical call another request started (the request timeout). */
  maxWaitMs: number;
  /** Names the call in the timeout error a waiter gives up with. */
  path: string;
  /** False: only coalesce, neither read nor write the cache (the EDGE_CACHE var set to "off"). */
  useCache: boolean;
  /** Whether an answer may be kept; by default a 200. */
  storable?: (stored: StoredResponse) => boolean;
  /**
   * Loads again for a stale entry, which is answered while this runs in the background; `load` by
   * default. A `load` that cannot run after its request is answered (a page render runs the
   * request's own handlers) gives one that does not need the request.
   */
  refresh?: () => Promise<Response>;
  now?: () => number;
}

const isOk = (stored: StoredResponse) => stored.status === 200;

/** Loads once per key at a time and stores a 200 answer in the cache. */
function loadAndStore(cache: Cache, options: CachedFetchOptions, load = options.load): Promise<StoredResponse> {
  const now = options.now ?? Date.now;
  return coalescer.run(
    options.key,
    async () => {
      const stored = await buffer(await load());
      if (options.useCache && (options.storable ?? isOk)(stored)) {
        const storedAt = now();
        options.waitUntil(cache.put(options.key, toCacheEntry(stored, storedAt)));
        hotEntries.set(options.key, { status: stored.status, headers: answeredHeaders(stored.headers), bytes: stored.body, storedAt });
      }
      return stored;
    },
    {
      waitUntil: options.waitUntil,
      maxWaitMs: options.maxWaitMs,
      timeoutError: () => new UpstreamTimeoutError(options.path),
      // A Set-Cookie is the starter's own: never handed to the visitors who joined its call.
      forJoiners: withoutSetCookie,
    },
  );
}

/**
 * Answers a catalogue read from the edge cache when fresh (HIT), from the cache while one
 * background call refreshes it when stale (STALE), else from one coalesced upstream call (MISS).
 */
export async function cachedFetch(options: CachedFetchOptions): Promise<{ stored: StoredResponse; state: CacheState }> {
  const now = (options.now ?? Date.now)();
  const hot = options.useCache ? hotEntries.get(options.key, now) : undefined;
  if (hot) return { stored: fromHot(hot), state: 'HIT' };
  const cache = await edgeCache();
  const hit = options.useCache ? await cache.match(options.key) : undefined;
  if (hit) {
    const storedAt = Number(hit.headers.get(STORED_AT) ?? 0);
    const ageSeconds = (now - storedAt) / 1000;
    if (ageSeconds <= EDGE.catalogueFreshSeconds + EDGE.catalogueStaleSeconds) {
      const headers = answeredHeaders(hit.headers);
      if (ageSeconds <= EDGE.catalogueFreshSeconds) {
        // read whole once, so this isolate's next visitors are answered from memory
        const entry: HotEntry = { status: hit.status, headers, bytes: await hit.arrayBuffer(), storedAt };
        hotEntries.set(options.key, entry);
        return { stored: fromHot(entry), state: 'HIT' };
      }
      // streamed on as it comes from the cache: no copy, and the first bytes leave before the last arrive
      const stored: StoredResponse = { status: hit.status, headers, body: hit.body ?? new ArrayBuffer(0) };
      options.waitUntil(loadAndStore(cache, options, options.refresh).catch(() => undefined));
      return { stored, state: 'STALE' };
    }
  }
  return { stored: await loadAndStore(cache, options), state: 'MISS' };
}
