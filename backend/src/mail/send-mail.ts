/**
 * The backend's one way to send e-mail (password recovery, registration notices, the order mails).
 * In production each mail is put on the MAIL_QUEUE Cloudflare Queue, whose consumer
 * (mail-queue.ts) sends it through Cloudflare's e-mail sending binding (`[[send_email]]` MAILER),
 * retrying with backoff, and whose dead-letter queue records a mail that failed for good for the
 * back office; without the queue bound, it is sent directly. With MAIL_DELIVERY = "outbox" (local
 * runs, tests) each mail is kept in D1 instead, readable at the storefront's /dev/mail. Mail goes
 * out after the answer (waitUntil), so how long an answer takes never tells whether an address
 * has an account.
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface MailBindings {
  DB: D1Database;
  MAILER?: SendEmail;
  /** The outgoing mail queue (backend/wrangler.toml `[[queues.producers]]`). */
  MAIL_QUEUE?: Queue<Mail>;
  /** "send" (the binding) or "outbox" (kept in dev_mail_outbox). */
  MAIL_DELIVERY?: string;
  /** The sender, e.g. "Adega Sommelier <nao-responda@loja.com.br>". */
  MAIL_FROM?: string;
}

export function keepsMailInOutbox(env: MailBindings): boolean {
  return env.MAIL_DELIVERY?.trim().toLowerCase() === 'outbox';
}

function sender(from: string | undefined): string | EmailAddress {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from ?? '');
  return match?.[2] ? { name: match[1] ?? '', email: match[2] } : (from ?? '').trim();
}

export async function sendMail(env: MailBindings, mail: Mail, now = new Date()): Promise<void> {
  if (keepsMailInOutbox(env)) {
    await env.DB.prepare('INSERT INTO dev_mail_outbox (to_address, subject, text_body, created_at) VALUES (?, ?, ?, ?)')
      .bind(mail.to, mail.subject, mail.text, now.toISOString())
      .run();
    return;
  }
  if (!env.MAILER) throw new Error('MAILER (send_email binding) is not configured');
  await env.MAILER.send({ from: sender(env.MAIL_FROM), to: mail.to, subject: mail.subject, text: mail.text });
}

/** Queues (or, without the queue, sends) after the answer; a failure is logged (never surfaced to whoever asked). */
function sendLater(env: MailBindings, waitUntil: (promise: Promise<unknown>) => void, mail: Mail): void {
  const queued = !keepsMailInOutbox(env) && env.MAIL_QUEUE ? env.MAIL_QUEUE.send(mail) : sendMail(env, mail);
  waitUntil(
    queued.catch((error: unknown) => {
      console.error(JSON.stringify({ level: 'error', event: 'mail_failed', subject: mail.subject, error: String(error) }));
    }),
  );
}

export type SendMail = (mail: Mail) => void;

/** A request's way to send mail after its answer. */
export function mailerOf(c: { env: MailBindings; executionCtx: { waitUntil(promise: Promise<unknown>): void } }): SendMail {
  return (mail) => sendLater(c.env, (promise) => c.executionCtx.waitUntil(promise), mail);
}
