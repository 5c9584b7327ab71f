import { RateLimitError } from './errors.ts';

/**
 * Login and registration attempts are limited per client IP (the edge forwards the shopper's IP
 * in X-Forwarded-For) and password failures per e-mail, so neither one address nor one account
 * can be guessed at speed. Over a limit the service answers HTTP 429 (spec §8: the storefront then
 * shows "A requisição falhou. Por favor, tente novamente em 1 minuto.").
 */
export const RATE_LIMITS = {
  /** Any login, Google login, registration or recovery from one IP. */
  perIp: { windowMs: 60_000, max: 10 },
  /** Wrong passwords for one e-mail, from anywhere. */
  perEmailFailures: { windowMs: 15 * 60_000, max: 5 },
} as const;

const PURGE_AFTER_MS = 24 * 60 * 60 * 1000;

export type AuthAttemptKind = 'login' | 'google' | 'create' | 'partial' | 'recovery';

function retryAfter(oldest: string | null, windowMs: number, now: Date): number {
  const end = oldest ? new Date(oldest).getTime() + windowMs : now.getTime() + windowMs;
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}

/** Throws RateLimitError when the IP, or (with an e-mail) the account, is over its limit. */
export async function assertAuthAllowed(db: D1Database, attempt: { ip: string; email?: string }, now: Date): Promise<void> {
  const ipSince = new Date(now.getTime() - RATE_LIMITS.perIp.windowMs).toISOString();
  const emailSince = new Date(now.getTime() - RATE_LIMITS.perEmailFailures.windowMs).toISOString();
  const [byIp, byEmail] = await db.batch<{ attempts: number; oldest: string | null }>([
    db.prepare('SELECT count(*) AS attempts, min(created_at) AS oldest FROM auth_attempts WHERE ip = ? AND created_at > ?').bind(attempt.ip, ipSince),
    db
      .prepare('SELECT count(*) AS attempts, min(created_at) AS oldest FROM auth_attempts WHERE email = ? AND failed = 1 AND created_at > ?')
      .bind(attempt.email ?? '', emailSince),
  ]);
  const ipRow = byIp?.results[0];
  if (ipRow && ipRow.attempts >= RATE_LIMITS.perIp.max) {
    throw new RateLimitError(retryAfter(ipRow.oldest, RATE_LIMITS.perIp.windowMs, now));
  }
  const emailRow = byEmail?.results[0];
  if (attempt.email && emailRow && emailRow.attempts >= RATE_LIMITS.perEmailFailures.max) {
    throw new RateLimitError(retryAfter(emailRow.oldest, RATE_LIMITS.perEmailFailures.windowMs, now));
  }
}

export async function recordAuthAttempt(
  db: D1Database,
  attempt: { kind: AuthAttemptKind; ip: string; email?: string; failed: boolean },
  now: Date,
): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM auth_attempts WHERE created_at < ?').bind(new Date(now.getTime() - PURGE_AFTER_MS).toISOString()),
    db
      .prepare('INSERT INTO auth_attempts (kind, email, ip, failed, created_at) VALUES (?, ?, ?, ?, ?)')
      .bind(attempt.kind, attempt.email ?? null, attempt.ip, attempt.failed ? 1 : 0, now.toISOString()),
  ]);
}

/** Runs `action` as one rate-limited attempt: checked first, recorded after (failed if it threw). */
export async function limitedAttempt<T>(
  db: D1Database,
  attempt: { kind: AuthAttemptKind; ip: string; email?: string },
  now: Date,
  action: () => Promise<T>,
  isFailure: (error: unknown) => boolean = () => true,
): Promise<T> {
  await assertAuthAllowed(db, attempt, now);
  try {
    const result = await action();
    await recordAuthAttempt(db, { ...attempt, failed: false }, now);
    return result;
  } catch (error) {
    await recordAuthAttempt(db, { ...attempt, failed: isFailure(error) }, now);
    throw error;
  }
}
