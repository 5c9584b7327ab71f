/**
 * The backend's one way to send e-mail (password recovery, registration notices). In production
 * through Cloudflare's e-mail sending binding (`[[send_email]]` MAILER in backend/wrangler.toml);
 * with MAIL_DELIVERY = "outbox" (local runs, tests) each mail is kept in D1 instead, readable at
 * the storefront's /dev/mail. Mail goes out after the answer (waitUntil), so how long an answer
 * takes never tells whether an address has an account.
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface MailBindings {
  DB: D1Database;
  MAILER?: SendEmail;
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

async function sendMail(env: MailBindings, mail: Mail, now = new Date()): Promise<void> {
  if (keepsMailInOutbox(env)) {
    await env.DB.prepare('INSERT INTO dev_mail_outbox (to_address, subject, text_body, created_at) VALUES (?, ?, ?, ?)')
      .bind(mail.to, mail.subject, mail.text, now.toISOString())
      .run();
    return;
  }
  if (!env.MAILER) throw new Error('MAILER (send_email binding) is not configured');
  await env.MAILER.send({ from: sender(env.MAIL_FROM), to: mail.to, subject: mail.subject, text: mail.text });
}

/** Sends after the answer; a failure is logged (never surfaced to whoever asked). */
export function sendLater(env: MailBindings, waitUntil: (promise: Promise<unknown>) => void, mail: Mail): void {
  waitUntil(
    sendMail(env, mail).catch((error: unknown) => {
      console.error(JSON.stringify({ level: 'error', event: 'mail_failed', subject: mail.subject, error: String(error) }));
    }),
  );
}
