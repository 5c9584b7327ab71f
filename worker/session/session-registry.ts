import { randomUrlToken } from '../security/random-token.ts';

/**
 * The edge's record of live sessions (ARCHITECTURE "Security posture"; docs/security.md): one KV
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

/**
 * A browser that left for the checkout site while signed in (worker/routes/checkout-handoff.ts):
 * the server-side state a token coming back must meet (the hand-off cookie holds only this
 * record's random key), with the start of the session it left from.
 */
export interface HandoffRecord {
  startedAt: string;
}

function isHandoff(value: unknown): value is HandoffRecord {
  const record = value as Partial<HandoffRecord> | null;
  return typeof record?.startedAt === 'string' && !Number.isNaN(Date.parse(record.startedAt));
}

/** Reads and deletes a one-time record: what it held, or null. */
async function takeOnce<T>(kv: KVNamespace, key: string, valid: (value: unknown) => value is T): Promise<T | null> {
  const stored: unknown = await kv.get(key, 'json');
  if (stored === null) return null;
  await kv.delete(key);
  return valid(stored) ? stored : null;
}

/** Records a hand-off for `ttlSeconds`; answers the key the browser keeps. */
export async function recordHandoff(kv: KVNamespace, record: HandoffRecord, ttlSeconds: number): Promise<string> {
  const id = randomUrlToken(24);
  await kv.put(await tokenKey('handoff', id), JSON.stringify(record), { expirationTtl: Math.max(SESSION_LIFETIME.minimumTtlSeconds, ttlSeconds) });
  return id;
}

/** The hand-off a browser's key names, spent: it answers once. */
export async function takeHandoff(kv: KVNamespace, id: string): Promise<HandoffRecord | null> {
  return takeOnce(kv, await tokenKey('handoff', id), isHandoff);
}

/** A token the checkout sent back after a hand-off: it may become a session once, with the hand-off's start. */
export async function recordReturnedToken(kv: KVNamespace, token: string, record: HandoffRecord, ttlSeconds: number): Promise<void> {
  await kv.put(await tokenKey('returned', token), JSON.stringify(record), { expirationTtl: Math.max(SESSION_LIFETIME.minimumTtlSeconds, ttlSeconds) });
}

/** The hand-off a returned token came back from, spent; null for a token no hand-off brought back. */
export async function takeReturnedToken(kv: KVNamespace, token: string): Promise<HandoffRecord | null> {
  return takeOnce(kv, await tokenKey('returned', token), isHandoff);
}

/**
 * Logout at the edge: the token is refused from now until its own expiry, wherever it comes from
 * (a returning token, a cookie set by hand). The hosted storefront API cannot revoke a token, so
 * this record is the revocation; the embedded service also expires it (worker/session/live-session.ts).
 */
export async function revokeToken(kv: KVNamespace, token: string, validUntil: string, now = Date.now()): Promise<void> {
  const end = Date.parse(validUntil);
  const ttl = Math.ceil(((Number.isNaN(end) ? now + SESSION_LIFETIME.absoluteMs : end) - now) / 1000);
  if (ttl <= 0) return;
  await kv.put(await tokenKey('revoked', token), '1', { expirationTtl: Math.max(SESSION_LIFETIME.minimumTtlSeconds, ttl) });
}

export async function isRevoked(kv: KVNamespace, token: string): Promise<boolean> {
  return (await kv.get(await tokenKey('revoked', token))) !== null;
}
