import { RateLimitError } from './errors.ts';

/**
 * Password guessing is slowed per (e-mail, client IP) pair, so a stranger's wrong passwords never
 * lock the owner out of an account (the owner's own address has its own pair). The coarse
 * per-IP limits of every login, registration and recovery live at the edge, on Cloudflare's
 * rate-limiting binding (worker/middleware/rate-limits.ts); D1 keeps only what must span
 * minutes. Over a limit the service answers HTTP 429 (spec §8: the storefront shows "A
 * requisição falhou. Por favor, tente novamente em 1 minuto."), so the wait is one minute.
 */
const RATE_LIMITS = {
  /** Wrong passwords one address may try for one e-mail before each try waits `waitMs`. */
  passwordFailures: { windowMs: 15 * 60_000, free: 5, waitMs: 60_000 },
  /** Recovery e-mails one address receives; past it the answer stays the same and no mail goes. */
  recoveryMails: { windowMs: 60 * 60_000, max: 3 },
} as const;

const PURGE_AFTER_MS = 24 * 60 * 60 * 1000;

function isoAgo(now: Date, ms: number): string {
  return new Date(now.getTime() - ms).toISOString();
}

/**
 * Claims one password attempt for (e-mail, IP) in one statement, so parallel attempts cannot all
 * pass the check before any is recorded: the claim is written as a failure and only a correct
 * password clears it (`settlePasswordAttempt`). Past `free` failures in the window, a claim needs
 * `waitMs` since the pair's last failure. Answers the claim's id, or throws RateLimitError.
 */
export async function claimPasswordAttempt(db: D1Database, attempt: { email: string; ip: string }, now: Date): Promise<number> {
  const { windowMs, free, waitMs } = RATE_LIMITS.passwordFailures;
  const since = isoAgo(now, windowMs);
  const [, claimed] = await db.batch<{ id: number }>([
    db.prepare('DELETE FROM auth_attempts WHERE created_at < ?').bind(isoAgo(now, PURGE_AFTER_MS)),
    db
      .prepare(
        `INSERT INTO auth_attempts (kind, email, ip, failed, created_at)
         SELECT 'login', ?1, ?2, 1, ?3
         WHERE (SELECT count(*) FROM auth_attempts WHERE email = ?1 AND ip = ?2 AND failed = 1 AND created_at > ?4) < ?5
            OR coalesce((SELECT max(created_at) FROM auth_attempts WHERE email = ?1 AND ip = ?2 AND failed = 1), '') <= ?6
         RETURNING id`,
      )
      .bind(attempt.email, attempt.ip, now.toISOString(), since, free, isoAgo(now, waitMs)),
  ]);
  const id = claimed?.results[0]?.id;
  if (id === undefined) throw new RateLimitError(Math.ceil(waitMs / 1000));
  return id;
}

/** A correct password (or a refusal that guessed nothing) does not count against the pair. */
export async function settlePasswordAttempt(db: D1Database, claimId: number): Promise<void> {
  await db.prepare('UPDATE auth_attempts SET failed = 0 WHERE id = ?').bind(claimId).run();
}

/**
 * Claims one recovery e-mail for an address, atomically: false once it had `max` within the
 * window (the shopper's answer does not change, so nobody learns anything from it).
 */
export async function claimRecoveryMail(db: D1Database, email: string, now: Date): Promise<boolean> {
  const { windowMs, max } = RATE_LIMITS.recoveryMails;
  const claimed = await db
    .prepare(
      `INSERT INTO auth_attempts (kind, email, ip, failed, created_at)
       SELECT 'recovery', ?1, '', 0, ?2
       WHERE (SELECT count(*) FROM auth_attempts WHERE kind = 'recovery' AND email = ?1 AND created_at > ?3) < ?4
       RETURNING id`,
    )
    .bind(email, now.toISOString(), isoAgo(now, windowMs), max)
    .first<{ id: number }>();
  return claimed !== null;
}
