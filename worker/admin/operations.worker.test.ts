import { beforeAll, describe, expect, it } from 'vitest';
import { consumeMail } from '../../backend/src/mail/mail-queue.ts';
import type { Mail } from '../../backend/src/mail/send-mail.ts';
import { testEnv } from '../../backend/test/test-env.ts';
import { BUILD_ID } from '../build-id.ts';
import { createDevOwner, signedInOwner } from '../test/owner-browser.ts';
import { shopperBrowser } from '../test/shopper-browser.ts';

/** "Operação" in the back office: the shop's health, its database's copies, the mails that did not go out, the version serving. */
beforeAll(createDevOwner);

describe('Operação', () => {
  it("shows every part's health, the database's copies (none yet) and the version", async () => {
    const owner = await signedInOwner();
    const response = await owner.send('/admin/operacao');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Tudo no ar.');
    for (const part of ['Loja (páginas)', 'Serviço da loja (API)', 'Banco de dados', 'Lista de parceiros (KV)']) {
      expect(html).toMatch(new RegExp(`<td>${part.replace(/[()]/g, '\\$&')}</td><td>No ar</td>`));
    }
    // the copies come from the admin API (listed there: backend/src/admin/admin-backups.worker.test.ts); none in a test's bucket
    expect(html).toContain('Nenhuma cópia ainda. Faça a primeira com npm run backup -- --env production.');
    expect(html).toContain(BUILD_ID);
    expect(html).toMatch(/<a href="\/admin\/operacao" aria-current="page">Operação<\/a>/);
  });

  it('lists under "E-mails que não saíram" a mail that failed for good', async () => {
    const mail: Mail = { to: `perdido.${Date.now()}@example.com`, subject: 'Adega Sommelier: pedido nº 41 enviado', text: 'Seu pedido foi enviado.' };
    // the dead-letter queue's delivery after the queue's last retry, as its consumer records it
    const deadLetter = { id: 'm1', timestamp: new Date(), body: mail, attempts: 1, ack: () => {}, retry: () => {} };
    await consumeMail({ queue: 'adega-mail-dlq', messages: [deadLetter], ackAll: () => {}, retryAll: () => {} } as unknown as MessageBatch<Mail>, {
      DB: testEnv.DB,
    });
    const owner = await signedInOwner();
    const html = await (await owner.send('/admin/operacao')).text();
    expect(html).toContain('<h2>E-mails que não saíram</h2>');
    expect(html).not.toContain('Nenhum: todos os e-mails da loja saíram.');
    const row = new RegExp(`<tr><td>\\d{2}/\\d{2}/\\d{4},? \\d{2}:\\d{2}</td><td>${mail.to.replaceAll('.', '\\.')}</td><td>${mail.subject}</td></tr>`);
    expect(html).toMatch(row);
  });

  it('is the owner’s only', async () => {
    const visitor = shopperBrowser();
    const response = await visitor.send('/admin/operacao');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/entrar');
    expect(await response.text()).not.toContain('Saúde da loja');
  });
});
