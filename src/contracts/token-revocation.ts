import { z } from 'zod/mini';

/**
 * `POST /api/tokens/revoke` (ours; edge-only): a logout ends the customer's token at the embedded
 * commerce service too, not only at the edge (docs/security.md). A service that does not hold
 * the token answers `revoked: false`; the edge's own revocation record covers it then.
 */
export const tokenRevocationRequestSchema = z.object({ token: z.string().check(z.minLength(8), z.maxLength(2048)) });

export const tokenRevocationSchema = z.object({ revoked: z.boolean() });

export type TokenRevocation = z.infer<typeof tokenRevocationSchema>;
