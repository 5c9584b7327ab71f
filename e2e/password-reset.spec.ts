import { Account, hydratedElement, newShopper } from './account-utils.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

/**
 * Password recovery that reaches the shopper: the mail (kept at /dev/mail in local runs) links to
 * /login/redefinir?token=…; the page sets a new password with the registration's rules, every
 * other session ends, the shopper is logged in, and the link works once.
 */
test.describe('password reset', () => {
  test('from the recovery mail to a new password, logged in, the link spent', async ({ page, browser, baseURL }) => {
    test.setTimeout(60_000);
    const account = await new Account(page).asNewShopper();
    const shopper = newShopper('Olga');
    await account.register(shopper);
    // another device stays logged in with the old password, until the reset
    const other = await browser.newContext({ baseURL });
    await other.addCookies(await page.context().cookies());
    await account.logout('Olga');

    await gotoHydrated(page, '/login/recuperar');
    await page.getByRole('main').getByLabel('E-mail', { exact: true }).fill(shopper.email);
    await page.getByRole('button', { name: 'Enviar instruções' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Se houver uma conta com este e-mail' })).toBeVisible();

    let link = '';
    await expect(async () => {
      await page.goto('/dev/mail');
      const mail = page.locator(`[data-mail-to="${shopper.email}"]`).filter({ hasText: 'redefina sua senha' }).first();
      link = /https?:\/\/\S+\/login\/redefinir\?token=\S+/.exec((await mail.textContent()) ?? '')?.[0] ?? '';
      expect(link).not.toBe('');
    }).toPass();

    await page.goto(link);
    await expect(page).toHaveURL(/\/login\/redefinir$/); // the key left the address bar
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    const form = page.getByRole('main');
    // the link names the account: the page asks for the new password only
    await expect(form.getByLabel('E-mail', { exact: true })).toHaveCount(0);
    await form.getByLabel('Nova senha', { exact: true }).fill('curta');
    await form.getByLabel('Confirme a nova senha').fill('curta');
    await form.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(form.getByLabel('Nova senha', { exact: true })).toHaveAccessibleDescription(/A senha deve ter pelo menos 8 caracteres, com letras e números./);

    await form.getByLabel('Nova senha', { exact: true }).fill('novasenha2026');
    await form.getByLabel('Confirme a nova senha').fill('novasenha2026');
    await form.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.waitForURL('**/momentos');
    await hydratedElement(account.greeting('Olga'));

    // the other device's session ended with the old password
    const otherSession = await other.request.get('/auth/session');
    expect(await otherSession.json()).toMatchObject({ authenticated: false });
    await other.close();

    // the link works once: opened again, it says so at once, with no form to fill
    await account.logout('Olga');
    await page.goto(link);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(page.getByRole('main')).toContainText('Este link de redefinição não vale mais. Peça um novo.');
    await expect(form.getByLabel('Nova senha', { exact: true })).toHaveCount(0);
    // without a link, the page offers a new one
    await gotoHydrated(page, '/login/redefinir');
    await expect(page.getByRole('main')).toContainText('Abra o link do e-mail de recuperação para criar uma nova senha, ou peça um novo.');
    // and the new password is the one that opens the account
    await account.login(shopper.email, 'novasenha2026');
    await page.waitForURL('**/momentos');
    await hydratedElement(account.greeting('Olga'));
  });
});
