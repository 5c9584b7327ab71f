import { describe, expect, it } from 'vitest';
import { newShopper } from '../test/customers.ts';
import { callEdge, testBindings } from '../test/edge-harness.ts';
import { shopperBrowser } from '../test/shopper-browser.ts';

/**
 * /dev/mail: in local runs the mail the shop would send, newest first; in production, no such page.
 * The registration notice shows the whole path: a registration with an e-mail that has an
 * account is refused without naming it, and the owner gets a mail.
 */
describe('/dev/mail', () => {
  it('shows the mail kept instead of sent, newest first', async () => {
    const owner = newShopper();
    expect((await shopperBrowser().send('/auth/register', { json: { input: owner } })).status).toBe(200);
    const again = await shopperBrowser().send('/auth/register', { json: { input: { ...newShopper(), email: owner.email } } });
    expect(again.status).toBe(400);
    expect(await again.text()).not.toMatch(/e-mail já|já está cadastrado/i);

    let page = '';
    for (let attempt = 0; attempt < 50 && !page.includes(owner.email); attempt += 1) {
      page = await (await shopperBrowser().send('/dev/mail')).text();
      if (!page.includes(owner.email)) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(page).toContain('Caixa de saída (desenvolvimento)');
    expect(page).toContain(`Para ${owner.email}`);
    expect(page).toContain('tentativa de cadastro com os seus dados');
  });

  it('does not exist in production', async () => {
    const response = await callEdge('/dev/mail', {}, { env: { ...testBindings, ENVIRONMENT: 'production' } });
    expect(response.status).toBe(404);
    await response.body?.cancel();
  });
});
