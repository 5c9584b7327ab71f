import { randomToken } from '../commerce/crypto.ts';

/**
 * What an attempt waits on (migration 0051): a wallet request's nonce, or a vendor session. Each
 * answers once, within its lifetime, for the customer who started it; a replay, a late answer or
 * another customer's finds nothing.
 */
export interface PendingSession {
  attemptId: number;
  customerId: number;
  origin: string;
  identityDigest: string;
}

/** Opens a session; its random id is the wallet's nonce or the vendor's reference. */
export async function openSession(db: D1Database, session: PendingSession, lifetimeMs: number, now: Date): Promise<string> {
  const id = randomToken();
  await db
    .prepare(
      'INSERT INTO age_verification_sessions (id, attempt_id, customer_id, origin, identity_digest, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(
      id,
      session.attemptId,
      session.customerId,
      session.origin,
      session.identityDigest,
      now.toISOString(),
      new Date(now.getTime() + lifetimeMs).toISOString(),
    )
    .run();
  return id;
}

/** Takes a session once (one statement: two answers cannot both take it); null when spent, late or unknown. */
export async function takeSession(db: D1Database, id: string, now: Date, customerId?: number): Promise<PendingSession | null> {
  const row = await db
    .prepare(
      `UPDATE age_verification_sessions SET used_at = ?1
       WHERE id = ?2 AND used_at IS NULL AND expires_at > ?1 AND (?3 IS NULL OR customer_id = ?3)
       RETURNING attempt_id, customer_id, origin, identity_digest`,
    )
    .bind(now.toISOString(), id, customerId ?? null)
    .first<{ attempt_id: number; customer_id: number; origin: string; identity_digest: string }>();
  return row ? { attemptId: row.attempt_id, customerId: row.customer_id, origin: row.origin, identityDigest: row.identity_digest } : null;
}

/** The return address of a vendor session still waiting (the stand-in's page reads it). */
export async function pendingSessionOrigin(db: D1Database, id: string, now: Date): Promise<string | null> {
  const row = await db
    .prepare('SELECT origin FROM age_verification_sessions WHERE id = ? AND used_at IS NULL AND expires_at > ?')
    .bind(id, now.toISOString())
    .first<{ origin: string }>();
  return row?.origin ?? null;
}
