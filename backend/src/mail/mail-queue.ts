import { type Mail, type MailBindings, sendMail } from './send-mail.ts';

/**
 * The outgoing mail queue's consumer (backend/wrangler.toml `[[queues.consumers]]`, docs/payments.md
 * "Mail"): each mail is sent through the MAILER binding; one that fails is retried with a growing
 * delay (30 s, 1 min, 2 min … up to an hour), and after the queue's last retry it goes to the
 * dead-letter queue, whose messages this same consumer records in `mail_failures` for the back
 * office ("Operação"). A dead-letter queue is known by its name's "-dlq" ending.
 */
/** Deliveries a mail gets before the dead-letter queue: backend/wrangler.toml's max_retries (5) plus the first. */
const MAIL_DELIVERIES = 6;

const MAX_DELAY_SECONDS = 60 * 60;

export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), MAX_DELAY_SECONDS);
}

export async function consumeMail(batch: MessageBatch<Mail>, env: MailBindings): Promise<void> {
  const deadLetters = batch.queue.endsWith('-dlq');
  for (const message of batch.messages) {
    if (deadLetters) {
      await env.DB.prepare('INSERT INTO mail_failures (to_address, subject, attempts, failed_at) VALUES (?, ?, ?, ?)')
        .bind(message.body.to, message.body.subject, MAIL_DELIVERIES, new Date().toISOString())
        .run();
      console.error(JSON.stringify({ level: 'error', event: 'mail_failed_for_good', subject: message.body.subject }));
      message.ack();
      continue;
    }
    try {
      await sendMail(env, message.body);
      message.ack();
    } catch (error) {
      console.warn(JSON.stringify({ level: 'warn', event: 'mail_retry', subject: message.body.subject, attempts: message.attempts, error: String(error) }));
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}
