import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../backend/test/test-env.ts';
import { COMPANY_MESSAGES } from '../../src/contracts/company.ts';
import { createDevOwner, postForm, signedInOwner } from '../test/owner-browser.ts';
import { shopperBrowser } from '../test/shopper-browser.ts';

/** "Configurações › Dados da empresa": the owner's facts, and the pages that show them within seconds. */
let original: Record<string, unknown> | null;

beforeAll(async () => {
  await createDevOwner();
  original = await testEnv.DB.prepare('SELECT * FROM company_facts WHERE id = 1').first();
});
afterAll(async () => {
  const fields = Object.keys(original ?? {}).filter((field) => field !== 'id');
  await testEnv.DB.prepare(`UPDATE company_facts SET ${fields.map((field) => `${field} = ?`).join(', ')} WHERE id = 1`)
    .bind(...fields.map((field) => original?.[field]))
    .run();
});

/** A page's text as a shopper reads it: without the markers React puts between adjacent texts. */
const pageText = async (response: Response) => (await response.text()).replaceAll('<!-- -->', '');

/** The form's text inputs as the page shows them. */
function formOf(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map(([, name, value]) => [name ?? '', value ?? '']));
}

describe('company facts in the back office', () => {
  it('saves what the owner types, and the footer, contact and delivery pages show it', async () => {
    const shopper = shopperBrowser();
    // the pages as they were, stored by the edge for every anonymous visitor
    expect(await pageText(await shopper.send('/politica/contato'))).toContain('CNPJ 12.345.678/0001-95');

    const owner = await signedInOwner();
    const form = formOf(await (await owner.send('/admin/configuracoes/empresa')).text());
    expect(form).toMatchObject({ cnpj: '12.345.678/0001-95', whatsapp: '(11) 94000-1234' });
    const saved = await postForm(owner, '/admin/configuracoes/empresa', {
      ...form,
      cnpj: '11222333000181',
      address: 'Rua das Parreiras, 42 – Batel, Curitiba – PR, 80420-000',
      whatsapp: '(41) 99876-5432',
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/admin/configuracoes/empresa?salvo=1');
    expect(await testEnv.DB.prepare('SELECT cnpj, whatsapp FROM company_facts').first()).toEqual({ cnpj: '11.222.333/0001-81', whatsapp: '5541998765432' });

    const contact = await pageText(await shopper.send('/politica/contato'));
    expect(contact).toContain('CNPJ 11.222.333/0001-81');
    expect(contact).toContain('https://wa.me/5541998765432');
    const delivery = await pageText(await shopper.send('/politica/entrega'));
    expect(delivery).toContain('Rua das Parreiras, 42 – Batel, Curitiba – PR, 80420-000');
    expect(delivery).not.toContain('12.345.678/0001-95');
    expect(await (await owner.send('/admin/configuracoes/empresa?salvo=1')).text()).toContain('Alterações salvas');
  });

  it('refuses a wrong CNPJ beside its field, keeping what was typed and saving nothing', async () => {
    const owner = await signedInOwner();
    const form = formOf(await (await owner.send('/admin/configuracoes/empresa')).text());
    const before = await testEnv.DB.prepare('SELECT * FROM company_facts').first();
    const refused = await postForm(owner, '/admin/configuracoes/empresa', { ...form, cnpj: '11.222.333/0001-82', phone: 'Rua' });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(`id="campo-cnpj-erro">${COMPANY_MESSAGES.cnpj}`);
    expect(html).toContain(`id="campo-phone-erro">${COMPANY_MESSAGES.phone}`);
    expect(html).toContain('value="11.222.333/0001-82"');
    expect(await testEnv.DB.prepare('SELECT * FROM company_facts').first()).toEqual(before);
  });

  it('refuses a blank WhatsApp or Instagram beside its field (the footer always shows both), and its hints say so', async () => {
    const owner = await signedInOwner();
    const page = await (await owner.send('/admin/configuracoes/empresa')).text();
    expect(page).toContain('O rodapé sempre mostra o botão do WhatsApp.');
    expect(page).toContain('Obrigatório: é a rede social que o rodapé mostra');
    expect(page).not.toContain('Em branco');
    const before = await testEnv.DB.prepare('SELECT * FROM company_facts').first();
    const refused = await postForm(owner, '/admin/configuracoes/empresa', { ...formOf(page), whatsapp: '', instagram: '' });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(`id="campo-whatsapp-erro">${COMPANY_MESSAGES.whatsapp}`);
    expect(html).toContain(`id="campo-instagram-erro">${COMPANY_MESSAGES.instagram}`);
    expect(await testEnv.DB.prepare('SELECT * FROM company_facts').first()).toEqual(before);
  });

  it('sends a visitor without a session to the login, and refuses their change', async () => {
    const visitor = shopperBrowser();
    expect((await visitor.send('/admin/configuracoes/empresa')).headers.get('location')).toBe('/admin/entrar');
    expect((await postForm(visitor, '/admin/configuracoes/empresa', { cnpj: '11222333000181' })).status).toBe(401);
  });
});
