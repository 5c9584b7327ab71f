/**
 * What grows forever, purged by the hourly cron trigger (backend/wrangler.toml): carts
 * nobody touched for months (never one that became an order), tokens, quotes, recovery records
 * and login attempts past their use, interest signals older than the most-wanted ranking reads,
 * mail kept in the local outbox, and age verification records past their retention
 * (docs/age-verification.md: a standing confirmation is kept while it stands). One batch, so a run is all or
 * nothing.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

const KEEP_FOR_DAYS = {
  /** An open cart a shopper may still come back to. */
  abandonedCart: 90,
  /** Past their expiry (tokens, quotes, recovery links). */
  expired: 1,
  loginAttempts: 1,
  /** The most-wanted ranking reads 30 days. */
  signals: 45,
  keptMail: 14,
  /** An attempt that confirmed nothing: long enough to show the daily limit and to answer a complaint. */
  unconfirmedAgeAttempt: 180,
  /** A confirmation that ended (a changed identity, a recovery, an erasure): the consumer code's 5 years to show the law was kept. */
  endedAgeConfirmation: 5 * 365,
} as const;

function daysAgo(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

export interface Purged {
  carts: number;
  tokens: number;
  quotes: number;
  recoveries: number;
  attempts: number;
  signals: number;
  mail: number;
  ageRecords: number;
}

export async function purgeExpired(db: D1Database, now = new Date()): Promise<Purged> {
  const expired = daysAgo(now, KEEP_FOR_DAYS.expired);
  const results = await db.batch([
    db
      .prepare('DELETE FROM checkouts WHERE completed = 0 AND updated_at < ? AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.checkout_id = checkouts.id)')
      .bind(daysAgo(now, KEEP_FOR_DAYS.abandonedCart)),
    db.prepare('DELETE FROM customer_access_tokens WHERE expires_at < ?').bind(expired),
    db.prepare('DELETE FROM shipping_quotes WHERE expires_at < ?').bind(expired),
    db.prepare('DELETE FROM password_recovery_outbox WHERE expires_at < ?').bind(expired),
    db.prepare('DELETE FROM auth_attempts WHERE created_at < ?').bind(daysAgo(now, KEEP_FOR_DAYS.loginAttempts)),
    db.prepare('DELETE FROM wine_signals WHERE day < ?').bind(daysAgo(now, KEEP_FOR_DAYS.signals).slice(0, 10)),
    db.prepare('DELETE FROM dev_mail_outbox WHERE created_at < ?').bind(daysAgo(now, KEEP_FOR_DAYS.keptMail)),
    // a wallet nonce or a vendor session past its minutes, before the attempts it points to
    db.prepare('DELETE FROM age_verification_sessions WHERE expires_at < ?').bind(expired),
    db
      .prepare(
        `DELETE FROM age_verifications
         WHERE ((result <> 'confirmed' AND created_at < ?) OR (invalidated_at IS NOT NULL AND invalidated_at < ?))
           AND NOT EXISTS (SELECT 1 FROM age_verification_sessions s WHERE s.attempt_id = age_verifications.id)`,
      )
      .bind(daysAgo(now, KEEP_FOR_DAYS.unconfirmedAgeAttempt), daysAgo(now, KEEP_FOR_DAYS.endedAgeConfirmation)),
  ]);
  const [carts, tokens, quotes, recoveries, attempts, signals, mail, , ageRecords] = results.map((result) => result.meta.changes ?? 0);
  return {
    carts: carts ?? 0,
    tokens: tokens ?? 0,
    quotes: quotes ?? 0,
    recoveries: recoveries ?? 0,
    attempts: attempts ?? 0,
    signals: signals ?? 0,
    mail: mail ?? 0,
    ageRecords: ageRecords ?? 0,
  };
}
