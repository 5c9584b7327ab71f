import { z } from 'zod/mini';

/**
 * `GET /admin-api/mail-failures`: the mails that did not go out after every retry of the mail
 * queue (docs/payments.md "Mail"), newest first, for "Operação": to whom, about what, when.
 */
export const MAIL_FAILURES_LISTED = 50;

export const adminMailFailureListSchema = z.object({
  failures: z.array(z.object({ to: z.string(), subject: z.string(), failed_at: z.string() })),
});

export type AdminMailFailureList = z.infer<typeof adminMailFailureListSchema>;
