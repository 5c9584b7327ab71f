import { z } from 'zod/mini';
import { PERSON_NAME_MAX_LENGTH } from './person-name.ts';

/**
 * spec §7 `POST api/newsLetter` body: name and email (both required, spec §5), token (sent as
 * null). The backend checks the e-mail's format; subscribing the same address again is a no-op.
 */
export const newsletterRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(PERSON_NAME_MAX_LENGTH)),
  email: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(254), z.email()),
  token: z.optional(z.nullable(z.string().check(z.maxLength(2048)))),
});

/** The response (not read by the spec's client): the same for a new and a repeated address. */
export const newsletterResponseSchema = z.object({
  email: z.string(),
  subscribed: z.literal(true),
});

export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;
