import { describe, expect, it } from 'vitest';
import { adminMailFailureListSchema } from '../../../src/contracts/admin/mail-failures.ts';
import { adminGet } from '../../test/admin.ts';
import { testEnv } from '../../test/test-env.ts';
import { consumeMail, retryDelaySeconds } from './mail-queue.ts';
import type { Mail } from './send-mail.ts';

/**
 * The outgoing mail queue's consumer: a mail sent is acknowledged, one that fails is retried with
 * a growing delay, and a dead letter (after the queue's last retry) is recorded for "Operação".
 */
interface Delivery {
  acked: boolean;
  retried: number | null;
}

function batchOf(queue: string, mails: Mail[], attempts = 1): { batch: MessageBatch<Mail>; deliveries: Delivery[] } {
  const deliveries = mails.map(() => ({ acked: false, retried: null as number | null }));
  const messages = mails.map((body, index) => ({
    id: `m${index}`,
    timestamp: new Date(),
    body,
    attempts,
    ack: () => {
      (deliveries[index] as Delivery).acked = true;
    },
    retry: (options?: { delaySeconds?: number }) => {
      (deliveries[index] as Delivery).retried = options?.delaySeconds ?? 0;
    },
  }));
  return { batch: { queue, messages, ackAll: () => {}, retryAll: () => {} } as unknown as MessageBatch<Mail>, deliveries };
}

const mail = (to: string): Mail => ({ to, subject: 'Adega Sommelier: pedido nº 1 enviado', text: 'Seu pedido foi enviado.' });

describe('the mail queue', () => {
  it('sends each mail and acknowledges it', async () => {
    const sent: unknown[] = [];
    const env = {
      DB: testEnv.DB,
      MAIL_DELIVERY: 'send',
      MAIL_FROM: 'Loja <pedidos@loja.test>',
      MAILER: { send: async (message: unknown) => void sent.push(message) },
    };
    const { batch, deliveries } = batchOf('adega-mail', [mail('a@example.com'), mail('b@example.com')]);
    await consumeMail(batch, env as never);
    expect(deliveries).toEqual([
      { acked: true, retried: null },
      { acked: true, retried: null },
    ]);
    expect(sent).toHaveLength(2);
  });

  it('retries a mail that fails, later each time (30 s, 1 min, 2 min … at most an hour)', async () => {
    const env = { DB: testEnv.DB, MAIL_DELIVERY: 'send', MAILER: { send: async () => Promise.reject(new Error('Email Service: 503')) } };
    const { batch, deliveries } = batchOf('adega-mail', [mail('c@example.com')], 3);
    await consumeMail(batch, env as never);
    expect(deliveries).toEqual([{ acked: false, retried: 120 }]);
    expect([1, 2, 3, 4, 10].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600]);
  });

  it('records a dead letter for the back office, which lists it', async () => {
    const to = `perdido.${Date.now()}@example.com`;
    const { batch, deliveries } = batchOf('adega-mail-dlq', [mail(to)]);
    await consumeMail(batch, { DB: testEnv.DB } as never);
    expect(deliveries).toEqual([{ acked: true, retried: null }]);
    const listed = adminMailFailureListSchema.parse(await (await adminGet('/mail-failures')).json());
    expect(listed.failures).toContainEqual({ to, subject: 'Adega Sommelier: pedido nº 1 enviado', failed_at: expect.any(String) });
  });
});
