import { AGE_LEVELS, type AgeIdentity, type AgeMethod, type AgeOutcome, type AgeStatus } from '../../../src/contracts/age-verification.ts';
import { offeredMethods, type AgeBindings } from './age-config.ts';
import { identityDigest } from './identity.ts';

/**
 * The age verifications of customers (migration 0051): attempts claimed atomically (at most
 * `ATTEMPTS_PER_DAY` a day per customer, whatever the method), settled with their result, and the
 * standing a customer has now. Holds nothing but the outcome (docs/age-verification.md).
 */
const ATTEMPTS_PER_DAY = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

export type InvalidationReason = 'identity_changed' | 'password_recovery' | 'erasure';

/** Claims one attempt (a 'pending' row) in one statement; null once the day's attempts are spent. */
export async function claimAttempt(db: D1Database, customerId: number, method: AgeMethod, now: Date): Promise<number | null> {
  const claimed = await db
    .prepare(
      `INSERT INTO age_verifications (customer_id, method, level, result, created_at)
       SELECT ?1, ?2, ?3, 'pending', ?4
       WHERE (SELECT count(*) FROM age_verifications WHERE customer_id = ?1 AND created_at > ?5) < ?6
       RETURNING id`,
    )
    .bind(customerId, method, AGE_LEVELS[method], now.toISOString(), new Date(now.getTime() - DAY_MS).toISOString(), ATTEMPTS_PER_DAY)
    .first<{ id: number }>();
  return claimed?.id ?? null;
}

export type AttemptResult = Exclude<AgeOutcome, 'too_many_attempts'>;

/** An attempt's result; a confirmation records the identity's digest and when. Only a pending attempt settles. */
export async function settleAttempt(
  db: D1Database,
  attempt: { id: number; identityDigest: string; outcome: AttemptResult; reference?: string | null },
  now: Date,
): Promise<void> {
  const confirmed = attempt.outcome === 'confirmed';
  await db.batch([
    db
      .prepare(
        `UPDATE age_verifications SET result = ?, provider_reference = ?, identity_digest = ?, verified_at = ?
         WHERE id = ? AND result = 'pending'`,
      )
      .bind(attempt.outcome, attempt.reference ?? null, confirmed ? attempt.identityDigest : null, confirmed ? now.toISOString() : null, attempt.id),
    // an age now confirmed by document or wallet (level A) releases the customer's orders held for it
    // (docs/payments.md "Age and payment": paid from another CPF while the age stood on the CPF alone);
    // not one the 48-hour refund already claimed (its wines went back to stock)
    db
      .prepare(
        `UPDATE orders SET status = 'PAID' WHERE status = 'AWAITING_AGE' AND status_reason IS NULL AND customer_id = (
           SELECT customer_id FROM age_verifications WHERE id = ? AND result = 'confirmed' AND level = 'A')`,
      )
      .bind(attempt.id),
  ]);
}

interface ConfirmedRow {
  id: number;
  method: AgeMethod;
  level: 'A' | 'B';
  verified_at: string;
  identity_digest: string;
}

/**
 * Ends a customer's standing verifications (the reason is kept; nothing else): a statement, so it
 * joins the batch of what ends them (a password set by a recovery link, an erasure).
 */
export function invalidationStatement(db: D1Database, customerId: number, reason: InvalidationReason, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE age_verifications SET invalidated_at = ?, invalidated_reason = ?
       WHERE customer_id = ? AND result = 'confirmed' AND invalidated_at IS NULL`,
    )
    .bind(now.toISOString(), reason, customerId);
}

/**
 * The customer's standing now: their latest confirmation not ended, if it was made for the identity
 * they have today. One made for another CPF, name or birth date ends here, for good.
 */
export async function ageStatus(db: D1Database, env: AgeBindings, identity: AgeIdentity, now: Date): Promise<AgeStatus> {
  const methods = offeredMethods(env);
  const last = await db
    .prepare('SELECT result FROM age_verifications WHERE customer_id = ? ORDER BY id DESC LIMIT 1')
    .bind(identity.customerId)
    .first<{ result: AgeStatus['lastResult'] }>();
  const unverified = { verified: false, level: null, method: null, verifiedAt: null, methods, lastResult: last?.result ?? null } as const;
  const row = await db
    .prepare(
      `SELECT id, method, level, verified_at, identity_digest FROM age_verifications
       WHERE customer_id = ? AND result = 'confirmed' AND invalidated_at IS NULL ORDER BY verified_at DESC LIMIT 1`,
    )
    .bind(identity.customerId)
    .first<ConfirmedRow>();
  if (!row) return unverified;
  if (row.identity_digest !== (await identityDigest(env.API_ACCESS_TOKEN ?? '', identity))) {
    await invalidationStatement(db, identity.customerId, 'identity_changed', now).run();
    return unverified;
  }
  return { ...unverified, verified: true, level: row.level, method: row.method, verifiedAt: row.verified_at };
}
