import { ERROR_CODES } from '../../../src/contracts/graphql/error-codes.ts';
import { passwordResetMail } from '../mail/account-mails.ts';
import type { Mail } from '../mail/send-mail.ts';
import { checkPassword, normalizeEmail, throwIfInvalid } from './customer-validation.ts';
import { findCustomerByEmail } from './customers.ts';
import { randomToken, sha256Hex } from './crypto.ts';
import { CommerceError } from './errors.ts';
import { hashPassword } from './passwords.ts';
import { claimRecoveryMail } from './rate-limit.ts';
import { invalidationStatement } from '../age/age-records.ts';

/** A recovery link works for one hour, once. */
const PASSWORD_RECOVERY_LIFETIME_MS = 60 * 60 * 1000;

export interface RecoveryMeta {
  now: Date;
  /** The shop's configured origin (SHOP_ORIGIN, never the request's): the mail links to its /login/redefinir. */
  origin: string;
  mail: (mail: Mail) => void;
}

/**
 * customerPasswordRecovery: for a known e-mail, records a reset key (its SHA-256 only, with its
 * expiry) and mails the link; the answer is `isSuccess: true` either way, so the form cannot be
 * used to learn which e-mails have accounts. At most a few mails per address and hour
 * (rate-limit.ts); per-IP limits are the edge's.
 */
export async function requestPasswordRecovery(db: D1Database, emailInput: string, meta: RecoveryMeta): Promise<{ isSuccess: true }> {
  const email = normalizeEmail(emailInput);
  const customer = email ? await findCustomerByEmail(db, email) : undefined;
  if (customer && (await claimRecoveryMail(db, customer.email, meta.now))) {
    const key = randomToken();
    await db
      .prepare('INSERT INTO password_recovery_outbox (customer_id, email, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .bind(
        customer.id,
        customer.email,
        await sha256Hex(key),
        meta.now.toISOString(),
        new Date(meta.now.getTime() + PASSWORD_RECOVERY_LIFETIME_MS).toISOString(),
      )
      .run();
    meta.mail(passwordResetMail(customer, `${meta.origin}/login/redefinir?token=${encodeURIComponent(key)}`));
  }
  return { isSuccess: true };
}

/** The e-mail a live (unspent, unexpired) recovery key was sent to, or undefined. */
export async function recoveryKeyAccount(db: D1Database, key: string, now: Date): Promise<string | undefined> {
  const row = await db
    .prepare('SELECT email FROM password_recovery_outbox WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?')
    .bind(await sha256Hex(key), now.toISOString())
    .first<{ email: string }>();
  return row?.email;
}

const invalidKey = () => new CommerceError(ERROR_CODES.recoveryKeyInvalid, 'Este link de redefinição não vale mais. Peça um novo.');

/**
 * customerPasswordChangeByRecovery: the key from the mail sets a new password (the rules of
 * registration), once and within its hour. The key is claimed in one statement, so two uses
 * cannot both pass; then, in one batch, the password changes, the e-mail counts as proven (the
 * mail reached its owner) and every session of the customer ends.
 */
export async function changePasswordByRecovery(
  db: D1Database,
  input: { key?: string | null; newPassword?: string | null; newPasswordConfirmation?: string | null },
  now: Date,
): Promise<{ isSuccess: true }> {
  throwIfInvalid([checkPassword(input.newPassword, input.newPasswordConfirmation ?? '')]);
  if (!input.key) throw invalidKey();
  const stamp = now.toISOString();
  const claimed = await db
    .prepare('UPDATE password_recovery_outbox SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING customer_id')
    .bind(stamp, await sha256Hex(input.key), stamp)
    .first<{ customer_id: number }>();
  if (!claimed) throw invalidKey();
  const passwordHash = await hashPassword(input.newPassword ?? '');
  await db.batch([
    db
      .prepare('UPDATE customers SET password_hash = ?1, email_verified_at = coalesce(email_verified_at, ?2), updated_at = ?2 WHERE id = ?3')
      .bind(passwordHash, stamp, claimed.customer_id),
    db.prepare('DELETE FROM customer_access_tokens WHERE customer_id = ?').bind(claimed.customer_id),
    // the other links sent to this customer die with the password they were for
    db.prepare('UPDATE password_recovery_outbox SET used_at = ?1 WHERE customer_id = ?2 AND used_at IS NULL').bind(stamp, claimed.customer_id),
    // whoever holds the mailbox holds the account now: their age is confirmed again (docs/age-verification.md)
    invalidationStatement(db, claimed.customer_id, 'password_recovery', now),
  ]);
  return { isSuccess: true };
}
