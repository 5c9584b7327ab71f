import { randomToken, sha256Hex } from './crypto.ts';

/**
 * Customer access tokens (spec §3 "Login result": token, legacyToken, isMaster, type,
 * validUntil). Both tokens are random 256-bit strings handed out once and stored as SHA-256.
 * `token` authorises GraphQL calls (`customerAccessToken`); `legacyToken` opens the
 * hosted-checkout stand-in (`/checkout/{id}?token=`, `/conta?token=`). The hosted lifetime is
 * unknown; ours is 7 days, the session cookie's lifetime (spec §9), renewable while valid.
 */
const TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** A Google sign-in without an account: long enough to fill the partial-registration form. */
const PARTIAL_TOKEN_LIFETIME_MS = 30 * 60 * 1000;
/** After a renewal the old token keeps working this long, for requests already in flight. */
export const RENEWAL_GRACE_MS = 60 * 1000;
/** Expired rows are deleted a day after expiry, when new tokens are issued. */
const PURGE_AFTER_MS = 24 * 60 * 60 * 1000;

type LoginType = 'AUTHENTICATED' | 'NEW';

export interface CustomerAccessTokenResult {
  token: string;
  legacyToken: string | null;
  validUntil: string;
  type: LoginType;
  isMaster: boolean;
}

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

export interface AccessTokenRecord {
  id: number;
  kind: LoginType;
  customerId: number | null;
  google: GoogleIdentity | null;
  expiresAt: string;
}

interface AccessTokenRow {
  id: number;
  kind: LoginType;
  customer_id: number | null;
  google_sub: string | null;
  google_email: string | null;
  google_name: string | null;
  expires_at: string;
}

function toRecord(row: AccessTokenRow): AccessTokenRecord {
  return {
    id: row.id,
    kind: row.kind,
    customerId: row.customer_id,
    google: row.google_sub !== null ? { sub: row.google_sub, email: row.google_email ?? '', name: row.google_name ?? '' } : null,
    expiresAt: row.expires_at,
  };
}

function purgeExpired(db: D1Database, now: Date): D1PreparedStatement {
  return db.prepare('DELETE FROM customer_access_tokens WHERE expires_at < ?').bind(new Date(now.getTime() - PURGE_AFTER_MS).toISOString());
}

/** A fresh AUTHENTICATED token pair for a customer (login, Google login, renewal, registration). */
export async function issueCustomerToken(db: D1Database, customerId: number, now: Date): Promise<CustomerAccessTokenResult> {
  const token = randomToken();
  const legacyToken = randomToken();
  const validUntil = new Date(now.getTime() + TOKEN_LIFETIME_MS).toISOString();
  await db.batch([
    purgeExpired(db, now),
    db
      .prepare(
        `INSERT INTO customer_access_tokens (token_hash, legacy_token_hash, kind, customer_id, created_at, expires_at)
         VALUES (?, ?, 'AUTHENTICATED', ?, ?, ?)`,
      )
      .bind(await sha256Hex(token), await sha256Hex(legacyToken), customerId, now.toISOString(), validUntil),
  ]);
  return { token, legacyToken, validUntil, type: 'AUTHENTICATED', isMaster: false };
}

/** A NEW token for a Google identity with no account yet (spent by the partial registration). */
export async function issuePartialToken(db: D1Database, google: GoogleIdentity, now: Date): Promise<CustomerAccessTokenResult> {
  const token = randomToken();
  const validUntil = new Date(now.getTime() + PARTIAL_TOKEN_LIFETIME_MS).toISOString();
  await db
    .prepare(
      `INSERT INTO customer_access_tokens (token_hash, kind, google_sub, google_email, google_name, created_at, expires_at)
       VALUES (?, 'NEW', ?, ?, ?, ?, ?)`,
    )
    .bind(await sha256Hex(token), google.sub, google.email, google.name, now.toISOString(), validUntil)
    .run();
  return { token, legacyToken: null, validUntil, type: 'NEW', isMaster: false };
}

/** The live (unexpired) token with this value, of any kind. */
export async function findAccessToken(db: D1Database, token: string, now: Date): Promise<AccessTokenRecord | undefined> {
  if (!token) return undefined;
  const row = await db
    .prepare(
      `SELECT id, kind, customer_id, google_sub, google_email, google_name, expires_at
       FROM customer_access_tokens WHERE token_hash = ? AND expires_at > ?`,
    )
    .bind(await sha256Hex(token), now.toISOString())
    .first<AccessTokenRow>();
  return row ? toRecord(row) : undefined;
}

/** The customer a live legacy token (stand-in pages) belongs to. */
export async function customerIdForLegacyToken(db: D1Database, legacyToken: string, now: Date): Promise<number | undefined> {
  if (!legacyToken) return undefined;
  const row = await db
    .prepare(
      `SELECT customer_id FROM customer_access_tokens
       WHERE legacy_token_hash = ? AND kind = 'AUTHENTICATED' AND expires_at > ?`,
    )
    .bind(await sha256Hex(legacyToken), now.toISOString())
    .first<{ customer_id: number }>();
  return row?.customer_id ?? undefined;
}

/** Shortens a token's life to the renewal grace period (or ends it now, with graceMs 0). */
export async function expireToken(db: D1Database, id: number, now: Date, graceMs: number): Promise<void> {
  const until = new Date(now.getTime() + graceMs).toISOString();
  await db.prepare('UPDATE customer_access_tokens SET expires_at = min(expires_at, ?) WHERE id = ?').bind(until, id).run();
}

/** Ends the token pair a token (or its legacy token) belongs to, now; false when none is live. */
export async function revokeCustomerToken(db: D1Database, token: string, now: Date): Promise<boolean> {
  const hash = await sha256Hex(token);
  const { meta } = await db
    .prepare('UPDATE customer_access_tokens SET expires_at = ?1 WHERE (token_hash = ?2 OR legacy_token_hash = ?2) AND expires_at > ?1')
    .bind(now.toISOString(), hash)
    .run();
  return meta.changes > 0;
}
