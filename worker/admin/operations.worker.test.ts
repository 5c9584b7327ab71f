import { beforeAll, describe, expect, it } from 'vitest';
import { BUILD_ID } from '../build-id.ts';
import { createDevOwner, signedInOwner } from '../test/owner-browser.ts';
import { shopperBrowser } from '../test/shopper-browser.ts';

/** "Operação" in the back office: the shop's health, its database's copies, the version serving. */
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

  it('is the owner’s only', async () => {
    const visitor = shopperBrowser();
    const response = await visitor.send('/admin/operacao');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/admin/entrar');
    expect(await response.text()).not.toContain('Saúde da loja');
  });
});
