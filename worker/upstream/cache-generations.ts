import { DurableObject } from 'cloudflare:workers';
import type { CacheScope } from '../../src/contracts/own-backend-api.ts';
import { EDGE, TIMINGS } from '../../src/core/constants.ts';
import { createCoalescer } from './coalesce.ts';
import { UpstreamTimeoutError } from './errors.ts';

/**
 * The edge cache's generations (docs/decisions.md "Edge: purge on write"): one Durable Object holds
 * the current generation of every cache scope, for every Cloudflare location alike. Each cached
 * entry's key carries its scope's generation, so a back-office write that bumps a scope here passes
 * over that scope's entries everywhere: the Cache API itself is per location and cannot be listed.
 */
export type Generations = Partial<Record<CacheScope, string>> & {
  /**
   * The D1 bookmark of the last write that purged (src/contracts/d1-bookmark.ts): catalogue reads
   * ask for a database copy at least this new, so a read right after a purge never finds a
   * replica from before the write and caches it under the new generation.
   */
  bookmark?: string;
};

const STORAGE_KEY = 'generations';
/** The one object of the namespace. */
const OBJECT_NAME = 'edge-cache';

export class CacheGenerations extends DurableObject<Env> {
  async read(): Promise<Generations> {
    return (await this.ctx.storage.get<Generations>(STORAGE_KEY)) ?? {};
  }

  /** Gives `scopes` a new generation (and the write's bookmark, when known); one object, so bumps never race. */
  async bump(scopes: readonly CacheScope[], generation: string, bookmark?: string): Promise<Generations> {
    const current = await this.read();
    const next: Generations = { ...current, ...Object.fromEntries(scopes.map((scope) => [scope, generation])), ...(bookmark ? { bookmark } : {}) };
    await this.ctx.storage.put(STORAGE_KEY, next);
    return next;
  }
}

function generationsObject(env: Env): DurableObjectStub<CacheGenerations> {
  return env.CACHE_GENERATIONS.get(env.CACHE_GENERATIONS.idFromName(OBJECT_NAME));
}

/**
 * This isolate's last reading, trusted for `EDGE.generationMemoMs`: a page's several cached reads
 * cost one call to the object at most per that time, and a purge made anywhere shows everywhere
 * within it. A purge made here updates it at once.
 */
let memo: { generations: Generations; readAt: number } | undefined;

/**
 * One reading at a time per isolate: the requests that find the memo old while the object is
 * being asked wait for that answer. A spike reaching a just-started isolate would otherwise send
 * the one object a call per request, each competing with the page render they all wait for.
 */
const readings = createCoalescer<Generations>(1);

/** The current generations; when the object cannot be reached, the last reading (or none: every scope at "0"). */
export async function currentGenerations(
  env: Env,
  now: number,
  onError: (error: unknown) => void,
  waitUntil: (promise: Promise<unknown>) => void = (promise) => void promise.catch(() => undefined),
): Promise<Generations> {
  if (memo && now - memo.readAt < EDGE.generationMemoMs) return memo.generations;
  try {
    return await readings.run(
      OBJECT_NAME,
      async () => {
        const generations = await generationsObject(env).read();
        // a purge made here while the object was being asked is newer than this reading
        if (!memo || memo.readAt <= now) memo = { generations, readAt: now };
        return memo.generations;
      },
      { waitUntil, maxWaitMs: TIMINGS.requestTimeoutMs, timeoutError: () => new UpstreamTimeoutError('cache generations') },
    );
  } catch (error) {
    onError(error);
    return memo?.generations ?? {};
  }
}

/**
 * Purges the edge cache's entries of `scopes` in every location: a new generation, under which
 * every entry cached before is passed over (the back office calls it after each write, with the
 * write's D1 bookmark).
 */
export async function purgeScopes(env: Env, scopes: readonly CacheScope[], options: { bookmark?: string; now?: number } = {}): Promise<void> {
  const now = options.now ?? Date.now();
  const generation = `${now.toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  memo = { generations: await generationsObject(env).bump(scopes, generation, options.bookmark), readAt: now };
}
