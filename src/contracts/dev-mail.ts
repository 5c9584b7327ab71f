import { z } from 'zod/mini';

/**
 * `GET /api/dev/mail` (edge-only, local runs only): the mail the backend kept instead of sending
 * (MAIL_DELIVERY = "outbox"), newest first, for the storefront's /dev/mail page.
 */
const devMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

export const devMailListSchema = z.array(devMailSchema);

export type DevMail = z.infer<typeof devMailSchema>;
