import { z } from 'zod/mini';

/**
 * What a Google ID-token credential says about the shopper (its payload is readable by the page
 * that received it; only its signature needs the server). Used to fill /register/partial after a
 * sign-in of type NEW (DECISIONS 6); the commerce service verifies the token itself.
 */
const payloadSchema = z.object({
  email: z.optional(z.string()),
  name: z.optional(z.string()),
});

export interface GoogleIdentityHint {
  email: string;
  name: string;
}

function base64UrlDecode(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function identityFromCredential(credential: string): GoogleIdentityHint | undefined {
  const payload = credential.split('.')[1];
  if (!payload) return undefined;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(base64UrlDecode(payload)));
    if (!parsed.success) return undefined;
    return { email: parsed.data.email ?? '', name: parsed.data.name ?? '' };
  } catch {
    return undefined;
  }
}
