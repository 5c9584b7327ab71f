import { clientAddressKey } from '../../../src/core/rules/client-address.ts';
import { sha256Hex } from './crypto.ts';
import { RateLimitError } from './errors.ts';

/**
 * Password guessing is slowed at two levels, both in D1 so they span minutes and hold under any
 * concurrency (docs/security.md):
 * - per (e-mail, client address), so a stranger's wrong passwords never slow the owner, who has
 *   their own pair (an IPv6 client counts as its /64: src/core/rules/client-address.ts);
 * - per account, whatever the address: once an account had `ceiling` failures within the hour,
 *   every further attempt for it waits a delay that grows with each failure (a minute more each,
 *   at most `maxDelayMs`), so many addresses together get no more guesses than one. Nothing
 *   locks the owner out: the wait always ends, and a password-reset link signs them in at once.
 * The coarse per-IP limits of every login, registration and recovery live at the edge, on
 * Cloudflare's rate-limiting binding (worker/middleware/rate-limits.ts). Over a limit the service
 * answers HTTP 429 (spec §8: the storefront shows "A requisição falhou. Por favor, tente novamente
 * em 1 minuto.") with the real wait in Retry-After.
 */
const RATE_LIMITS = {
  /** Wrong passwords one address may try for one e-mail before each try waits `waitMs`. */
  passwordFailures: { windowMs: 15 * 60_000, free: 5, waitMs: 60_000 },
  /** Wrong passwords one account takes, from anywhere, before every attempt waits a growing delay. */
  accountFailures: { windowMs: 60 * 60_000, ceiling: 20, delayStepMs: 60_000, maxDelayMs: 15 * 60_000 },
  /** Recovery e-mails one address receives; past it the answer stays the same and no mail goes. */
  recoveryMails: { windowMs: 60 * 60_000, max: 3 },
} as const;

const PURGE_AFTER_MS = 24 * 60 * 60 * 1000;

function isoAgo(now: Date, ms: number): string {
  return new Date(now.getTime() - ms).toISOString();
}

/** How long an account past its ceiling waits after its last failure, with `failures` in the window. */
function accountDelayMs(failures: number): number {
  const { ceiling, delayStepMs, maxDelayMs } = RATE_LIMITS.accountFailures;
  return failures < ceiling ? 0 : Math.min(maxDelayMs, (failures - ceiling + 1) * delayStepMs);
}

/**
 * Claims one password attempt for (e-mail, address) in one statement, so parallel attempts cannot
 * all pass the checks before any is recorded: the claim is written as a failure and only a correct
 * password clears it (`settlePasswordAttempt`). The pair's check: past `free` failures in its
 * window, `waitMs` since its last failure. The account's: past `ceiling` failures in its window,
 * `accountDelayMs` since its last failure. Answers the claim's id, or throws RateLimitError with
 * the wait.
 */
export async function claimPasswordAttempt(db: D1Database, attempt: { email: string; ip: string }, now: Date): Promise<number> {
  const { windowMs, free, waitMs } = RATE_LIMITS.passwordFailures;
  const account = RATE_LIMITS.accountFailures;
  const address = clientAddressKey(attempt.ip);
  const [, claimed] = await db.batch<{ id: number }>([
    db.prepare('DELETE FROM auth_attempts WHERE created_at < ?').bind(isoAgo(now, PURGE_AFTER_MS)),
    db
      .prepare(
        `WITH account AS (
           SELECT count(*) AS failures, max(created_at) AS last FROM auth_attempts
           WHERE email = ?1 AND kind = 'login' AND failed = 1 AND created_at > ?7
         )
         INSERT INTO auth_attempts (kind, email, ip, failed, created_at)
         SELECT 'login', ?1, ?2, 1, ?3 FROM account
         WHERE ((SELECT count(*) FROM auth_attempts WHERE email = ?1 AND ip = ?2 AND failed = 1 AND created_at > ?4) < ?5
            OR coalesce((SELECT max(created_at) FROM auth_attempts WHERE email = ?1 AND ip = ?2 AND failed = 1), '') <= ?6)
           AND (account.failures < ?8
            OR (julianday(?3) - julianday(account.last)) * 86400000 >= min(?10, (account.failures - ?8 + 1) * ?9))
         RETURNING id`,
      )
      .bind(
        attempt.email,
        address,
        now.toISOString(),
        isoAgo(now, windowMs),
        free,
        isoAgo(now, waitMs),
        isoAgo(now, account.windowMs),
        account.ceiling,
        account.delayStepMs,
        account.maxDelayMs,
      ),
  ]);
  const id = claimed?.results[0]?.id;
  if (id === undefined) throw new RateLimitError(Math.ceil((await refusalWaitMs(db, attempt.email, now)) / 1000));
  return id;
}

/**
 * The wait a refused attempt is told: the pair's minute, or the account's delay when the account
 * is past its ceiling (then logged as a burst for the owner, with a hash, never the address).
 */
async function refusalWaitMs(db: D1Database, email: string, now: Date): Promise<number> {
  const account = await db
    .prepare("SELECT count(*) AS failures, max(created_at) AS last FROM auth_attempts WHERE email = ? AND kind = 'login' AND failed = 1 AND created_at > ?")
    .bind(email, isoAgo(now, RATE_LIMITS.accountFailures.windowMs))
    .first<{ failures: number; last: string | null }>();
  const failures = account?.failures ?? 0;
  if (failures < RATE_LIMITS.accountFailures.ceiling) return RATE_LIMITS.passwordFailures.waitMs;
  console.warn(JSON.stringify({ level: 'warn', event: 'login_burst', account: (await sha256Hex(email)).slice(0, 12), failures }));
  const waited = now.getTime() - Date.parse(account?.last ?? now.toISOString());
  return Math.max(RATE_LIMITS.passwordFailures.waitMs, accountDelayMs(failures) - waited);
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
