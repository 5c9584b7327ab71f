/**
 * The edge's record of live sessions (ARCHITECTURE "Security posture"; README "Security"): one KV
 * entry per session token, keyed by the token's SHA-256, holding when the session began and when
 * its token expires. A session cookie whose token has no entry is no session: logout deletes the
 * entry, so a copied cookie stops working (within KV's propagation, at most a minute elsewhere),
 * and nothing renews a session past its absolute lifetime. The hosted storefront API offers no way
 * to revoke a token, so the edge keeps this record for either commerce service.
 */
export const SESSION_LIFETIME = {
  /** The most a session lasts, renewals included: what a shopper would expect of "remember me". */
  absoluteMs: 30 * 24 * 60 * 60 * 1000,
  /** KV keeps nothing for less than a minute. */
  minimumTtlSeconds: 60,
} as const;

export interface SessionRecord {
  /** When the shopper logged in (ISO-8601); renewals keep it. */
  startedAt: string;
  /** When the current token expires, as the commerce service said (ISO-8601). */
  validUntil: string;
}

const encoder = new TextEncoder();

/**
 * The KV key of a token: its SHA-256 under a prefix, so a read of the store reveals no token that
 * could be replayed. Shared with the back office's owner sessions (worker/admin/owner-session.ts).
 */
export async function tokenKey(prefix: string, token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(token)));
  return `${prefix}:${[...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

const keyOf = (token: string) => tokenKey('session', token);

function absoluteEnd(record: SessionRecord): number {
  return Date.parse(record.startedAt) + SESSION_LIFETIME.absoluteMs;
}

function isRecord(value: unknown): value is SessionRecord {
  const record = value as Partial<SessionRecord> | null;
  return typeof record?.startedAt === 'string' && typeof record.validUntil === 'string' && !Number.isNaN(Date.parse(record.startedAt));
}

/** Records a session token; it lives until its token expires or the session's absolute end. */
export async function registerSession(kv: KVNamespace, token: string, record: SessionRecord, now = Date.now()): Promise<void> {
  const tokenEnd = Date.parse(record.validUntil);
  const end = Math.min(Number.isNaN(tokenEnd) ? absoluteEnd(record) : tokenEnd, absoluteEnd(record));
  const ttl = Math.max(SESSION_LIFETIME.minimumTtlSeconds, Math.ceil((end - now) / 1000));
  await kv.put(await keyOf(token), JSON.stringify(record), { expirationTtl: ttl });
}

/** The live session of a token, or null (never recorded, logged out, or past its absolute end). */
export async function lookupSession(kv: KVNamespace, token: string, now = Date.now()): Promise<SessionRecord | null> {
  const stored: unknown = await kv.get(await keyOf(token), 'json');
  if (!isRecord(stored) || absoluteEnd(stored) <= now) return null;
  return stored;
}

export async function forgetSession(kv: KVNamespace, token: string): Promise<void> {
  await kv.delete(await keyOf(token));
}
