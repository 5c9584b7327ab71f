import { z } from 'zod/mini';
import { STORAGE_KEYS } from '../../../core/constants.ts';
import type { GoogleIdentityHint } from '../google-credential.ts';

/**
 * The name and e-mail of a Google sign-in of type NEW, kept in this tab's session storage for the
 * /register/partial form (DECISIONS 6). Removed once the registration is complete, and on logout.
 */
const hintSchema = z.object({ email: z.string(), name: z.string() });

export function rememberGoogleIdentity(session: Storage, hint: GoogleIdentityHint): void {
  session.setItem(STORAGE_KEYS.googleIdentity, JSON.stringify(hint));
}

export function readGoogleIdentity(session: Storage): GoogleIdentityHint | undefined {
  try {
    const parsed = hintSchema.safeParse(JSON.parse(session.getItem(STORAGE_KEYS.googleIdentity) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function forgetGoogleIdentity(session: Storage): void {
  session.removeItem(STORAGE_KEYS.googleIdentity);
}
