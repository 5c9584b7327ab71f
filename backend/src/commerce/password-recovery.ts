import { normalizeEmail } from './customer-validation.ts';
import { findCustomerByEmail } from './customers.ts';
import { randomToken, sha256Hex } from './crypto.ts';
import { claimRecoveryMail } from './rate-limit.ts';
import type { RequestMeta } from './auth.ts';

/** A recovery link works for one hour. */
export const PASSWORD_RECOVERY_LIFETIME_MS = 60 * 60 * 1000;

/**
 * customerPasswordRecovery: for a known e-mail, records a reset (hashed token, expiry) and queues
 * the e-mail in the outbox; the answer is `isSuccess: true` either way, so the form cannot be used
 * to learn which e-mails have accounts. At most a few mails per address and hour (rate-limit.ts);
 * per-IP limits are the edge's.
 */
export async function requestPasswordRecovery(db: D1Database, emailInput: string, meta: RequestMeta): Promise<{ isSuccess: true }> {
  const email = normalizeEmail(emailInput);
  const customer = email ? await findCustomerByEmail(db, email) : undefined;
  if (customer && (await claimRecoveryMail(db, customer.email, meta.now))) {
    const token = randomToken();
    await db
      .prepare(
        `INSERT INTO password_recovery_outbox (customer_id, email, token_hash, reset_token, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        customer.id,
        customer.email,
        await sha256Hex(token),
        token,
        meta.now.toISOString(),
        new Date(meta.now.getTime() + PASSWORD_RECOVERY_LIFETIME_MS).toISOString(),
      )
      .run();
  }
  return { isSuccess: true };
}
