import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ANY_COPY, D1_BOOKMARK_HEADER, PRIMARY } from '../../../src/contracts/d1-bookmark.ts';
import type { BackendEnv } from '../env.ts';

/** What a read needs of a database: D1 itself, or one of its sessions (read replication). */
export type D1Reads = Pick<D1Database, 'prepare' | 'batch'>;

/** A bookmark as D1 writes them (hex groups), bounded; anything else is no bookmark. */
export const BOOKMARK_SHAPE = /^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){1,7}$/i;

function constraintOf(header: string | undefined): string {
  if (header === PRIMARY || header === ANY_COPY) return header;
  return header && BOOKMARK_SHAPE.test(header) ? header : ANY_COPY;
}

/**
 * Catalogue reads from the nearest copy of the database (D1 read replication through the
 * Sessions API): a GET's catalogue route reads (`readsOf`) through a session that starts where
 * the edge's `x-d1-bookmark` says, at least as new as the shop's last catalogue write
 * (worker/upstream/cache-generations.ts keeps it), or on any copy without one; the answer
 * carries the session's bookmark back. Writes never go through it: they stay on the primary.
 */
export const replicaReads = createMiddleware<BackendEnv>(async (c, next) => {
  await next();
  const bookmark = c.get('reads')?.getBookmark();
  if (bookmark) c.res.headers.set(D1_BOOKMARK_HEADER, bookmark);
});

/** The database a catalogue route reads: for a GET, the request's replica session (opened on first use); else D1 itself. */
export function readsOf(c: Context<BackendEnv>): D1Reads {
  if (c.req.method !== 'GET') return c.env.DB;
  let session = c.get('reads');
  if (!session) {
    session = c.env.DB.withSession(constraintOf(c.req.header(D1_BOOKMARK_HEADER)));
    c.set('reads', session);
  }
  return session;
}

/**
 * The primary's bookmark now: taken after a write succeeded, it names a copy at least as new as
 * the write (one query on the primary).
 */
export async function primaryBookmark(db: D1Database): Promise<string | null> {
  const session = db.withSession(PRIMARY);
  await session.prepare('SELECT 1').first();
  return session.getBookmark();
}
