import { z } from 'zod/mini';

/**
 * `POST /api/recovery/account` (ours; edge-only): the account a live password-recovery key
 * belongs to, so the reset page asks only for the new password and logs the shopper in with it
 * (docs/decisions.md "Accounts: the reset link names the account"). The key is the secret the
 * mail carried: whoever holds it may learn the address it was sent to. 404 for a key that is
 * unknown, spent or expired, and from a service that does not offer this (the shopper then logs
 * in by hand).
 */
export const recoveryAccountRequestSchema = z.object({ key: z.string().check(z.minLength(8), z.maxLength(2048)) });

export const recoveryAccountSchema = z.object({ email: z.string() });

export type RecoveryAccount = z.infer<typeof recoveryAccountSchema>;
