import { Account, hydratedElement, newShopper, otherBrowser } from './account-utils.ts';
import { expect, gotoHydrated, test, waitForHydratedURL } from './fixtures.ts';

/**
 * Customer accounts: registration, logout, login, the header's greeting and menu, the
 * cart following the customer to another browser (merged, DECISIONS 2), password recovery.
 * Google sign-in and favourites have their own files.
 */
test.describe('accounts', () => {
  test('register → logout → login: the header greets the customer and the cart follows to a second browser', async ({ page, browser, baseURL }) => {
    test.setTimeout(90_000); // two browsers, two logins
    const account = await new Account(page).asNewShopper();
    const shopper = newShopper('Ana');

    await account.register(shopper);
    // no token anywhere a page script could read it (DECISIONS 1)
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + document.cookie)).not.toMatch(/session=|legacy-session=/);

    const wine = await account.addWine(0);
    await account.cartLinked();
    await expect(account.cartButton).toHaveAccessibleName('Abrir carrinho, 1 vinho');

    // the menu: "Bem Vindo!", the name, "Minha conta", "Sair" (spec §2)
    const menu = await account.openMenu('Ana');
    await expect(menu.getByText('Bem Vindo!')).toBeVisible();
    await expect(menu.getByText(shopper.fullName)).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Minha conta' })).toHaveAttribute('href', '/auth/conta');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await account.logout('Ana');
    await expect(account.cartButton).toHaveAccessibleName('Abrir carrinho, vazio');
    expect(await page.evaluate(() => localStorage.getItem('cart-id'))).toBeNull();

    await account.login(shopper.email, shopper.password);
    await page.waitForURL('**/momentos');
    await hydratedElement(account.greeting('Ana'));
    await expect(account.snack.filter({ hasText: 'Login realizado com sucesso!' })).toBeVisible();
    // the account's saved cart came back
    await expect(account.cartButton).toHaveAccessibleName('Abrir carrinho, 1 vinho');

    // Another browser: an anonymous cart there is merged into the account's on login.
    const other = await otherBrowser(browser, baseURL ?? '');
    try {
      const otherWine = await other.account.addWine(1);
      expect(otherWine).not.toBe(wine);
      // a delivery chosen before logging in is the one the account's cart gets
      await hydratedElement(other.account.cartButton);
      await other.account.cartButton.click();
      const before = other.page.getByRole('dialog', { name: /^Carrinho/ });
      await before.getByRole('button', { name: 'Calcular frete' }).click();
      await before.getByLabel('CEP', { exact: true }).fill('01310-100');
      await before.getByRole('button', { name: 'Calcular', exact: true }).click();
      await before.getByRole('radio', { name: /^Entrega Expressa/ }).check();
      await expect(before.getByTestId('cart-shipping')).toHaveText('R$ 22,90');
      await other.page.keyboard.press('Escape');
      await other.account.login(shopper.email, shopper.password);
      await waitForHydratedURL(other.page, '**/momentos');
      const notice = other.account.snack.filter({ hasText: 'Os itens do seu carrinho foram combinados com o carrinho da sua conta.' });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('Login realizado com sucesso!');
      await expect(other.account.cartButton).toHaveAccessibleName('Abrir carrinho, 2 vinhos');
      await hydratedElement(other.account.cartButton);
      await other.account.cartButton.click();
      const drawer = other.page.getByRole('dialog', { name: /^Carrinho/ });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByText(wine, { exact: true })).toBeVisible();
      await expect(drawer.getByText(otherWine, { exact: true })).toBeVisible();
      await expect(drawer.getByTestId('cart-shipping')).toHaveText('R$ 22,90');
    } finally {
      await other.context.close();
    }
  });

  test('login honours redirectUrl on this site, and "Minha conta" reaches the checkout site, the shopper named by the edge', async ({ page }) => {
    const account = await new Account(page).asNewShopper();
    const shopper = await account.registerAndLogOut('Bruno');

    await account.login(shopper.email, shopper.password, `/login?redirectUrl=${encodeURIComponent('/pratos')}`);
    await page.waitForURL('**/pratos');
    await hydratedElement(account.greeting('Bruno'));

    const menu = await account.openMenu('Bruno');
    await menu.getByRole('link', { name: 'Minha conta' }).click();
    // the embedded stand-in: no token in its URL (the edge names the shopper in a header)
    await page.waitForURL(/\/conta$/);
    await expect(page.getByText(shopper.fullName).first()).toBeVisible();
  });

  test('the account menu opens on hover and by keyboard, and Esc closes it with focus back on the button', async ({ page }) => {
    const account = await new Account(page).asNewShopper();
    await account.register(newShopper('Carla'));
    const trigger = account.greeting('Carla');
    const menu = page.locator('#menu-da-conta');
    await hydratedElement(trigger);

    await trigger.hover();
    await expect(menu).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 600);
    await expect(menu).toBeHidden();

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Minha conta' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('on a shared page, only a browser holding a session asks who is logged in', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/auth/session') asked.push(request.url());
    });
    await gotoHydrated(page, '/momentos');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(asked).toEqual([]);
    const account = await new Account(page).asNewShopper();
    await account.register(newShopper('Bia'));
    asked.length = 0;
    await gotoHydrated(page, '/pratos');
    await expect(account.greeting('Bia')).toBeVisible();
    expect(asked).toHaveLength(1);
  });

  test('no page with the customer’s greeting is ever kept by the service worker (spec §4 cache reset)', async ({ page }) => {
    const account = await new Account(page).asNewShopper();
    await gotoHydrated(page, '/momentos');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    const cachedPaths = () => page.evaluate(async () => (await (await caches.open('pages')).keys()).map((key) => new URL(key.url).pathname));
    await page.goto('/politica/entrega'); // anonymous, under the active worker: kept
    await expect.poll(cachedPaths).toContain('/politica/entrega');

    await account.register(newShopper('Lia'));
    // a catalogue page is the shared one (nothing of Lia's in it): the browser greets her
    const shared = await page.goto('/pratos');
    expect(shared?.headers()['cache-control'] ?? '').not.toContain('private');
    expect(await shared?.text()).not.toContain('Olá, Lia');
    await expect(account.greeting('Lia')).toBeVisible();
    // a page of her own is rendered for her, greeting included, and never kept
    const personal = await page.goto('/favorite');
    expect(personal?.headers()['cache-control']).toBe('private, no-store');
    await expect(account.greeting('Lia')).toBeVisible();
    const cachedGreetings = () =>
      page.evaluate(async () => {
        const cache = await caches.open('pages');
        const bodies = await Promise.all((await cache.keys()).map(async (key) => (await cache.match(key))?.text() ?? ''));
        return bodies.filter((body) => body.includes('Olá, Lia')).length;
      });
    expect(await cachedPaths()).not.toContain('/favorite');
    expect(await cachedGreetings()).toBe(0);

    await account.logout('Lia');
    expect(await cachedGreetings()).toBe(0);
  });

  test('a session ended elsewhere is told once, and the wines in the cart stay', async ({ page, browser, baseURL }) => {
    test.setTimeout(60_000);
    const account = await new Account(page).asNewShopper();
    await account.register(newShopper('Rui'));
    const wine = await account.addWine(0);
    await account.cartLinked();

    // The same session on another device logs out: the session ends on the server, for both.
    const other = await browser.newContext({ baseURL });
    await other.addCookies(await page.context().cookies());
    expect((await other.request.post('/auth/logout', { data: {} })).ok()).toBe(true);
    await other.close();

    await gotoHydrated(page, '/momentos');
    const notice = page.getByRole('dialog', { name: 'Sua sessão terminou' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Os vinhos do seu carrinho continuam aqui.');
    await notice.getByRole('button', { name: 'Ok' }).click();
    await waitForHydratedURL(page, '**/login');
    await expect(page.getByRole('dialog', { name: 'Sua sessão terminou' })).toHaveCount(0);
    await expect(account.loginLink).toBeVisible();
    // the wine is still in the cart, in a checkout this browser can use
    await expect(account.cartButton).toHaveAccessibleName('Abrir carrinho, 1 vinho');
    await account.cartButton.click();
    await expect(page.getByRole('dialog', { name: /^Carrinho/ }).getByText(wine, { exact: true })).toBeVisible();
  });

  test('password recovery answers the same neutral confirmation for a known and an unknown e-mail', async ({ page }) => {
    const account = await new Account(page).asNewShopper();
    const shopper = await account.registerAndLogOut('Diana');

    await gotoHydrated(page, '/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await waitForHydratedURL(page, '**/login/recuperar');
    const confirmation = page.getByRole('status').filter({ hasText: 'Se houver uma conta com este e-mail' });
    for (const email of [shopper.email, `ninguem.${Date.now()}@example.com.br`]) {
      await page.getByRole('main').getByLabel('E-mail', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Enviar instruções' }).click();
      await expect(confirmation).toBeVisible();
    }
  });
});

test.describe('account failure paths', () => {
  // Chromium logs each refused request (401, 400, 429) as a console error: expected here.
  test.use({ expectedConsoleErrors: [/status of (400|401|429)/] });

  test('a wrong password says so, in the form', async ({ page }) => {
    const account = await new Account(page).asNewShopper();
    const shopper = await account.registerAndLogOut('Elisa');
    await account.login(shopper.email, 'senhaerrada1');
    await expect(account.formAlert).toHaveText('E-mail ou senha inválidos.');
    await expect(account.loginLink).toBeVisible();
  });

  test('an e-mail that has an account is refused without saying so, and its owner is told by e-mail', async ({ page }) => {
    const account = await new Account(page).asNewShopper();
    const shopper = await account.registerAndLogOut('Fabio');

    await gotoHydrated(page, '/register');
    await account.fillRegistration({ ...newShopper('Fabio'), email: shopper.email });
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(account.formAlert).toHaveText('Não foi possível concluir o cadastro com estes dados. Se você já tem uma conta, entre ou recupere sua senha.');
    const email = page.getByRole('main').getByLabel('E-mail', { exact: true });
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');

    // the owner's mail, as /dev/mail shows it in local runs
    await expect(async () => {
      await page.goto('/dev/mail');
      await expect(page.locator(`[data-mail-to="${shopper.email}"]`).first()).toContainText('tentativa de cadastro com os seus dados');
    }).toPass();
  });

  test('under 18, and every other broken field, are marked before anything is sent', async ({ page }) => {
    await new Account(page).asNewShopper();
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/auth/register')) sent = true;
    });
    await gotoHydrated(page, '/register');
    const form = page.getByRole('main');
    await form.getByLabel('Nome completo').fill('Gabi Lima');
    await form.getByLabel('E-mail', { exact: true }).fill('gabi@');
    await form.getByLabel('Senha', { exact: true }).fill('curta');
    await form.getByLabel('Confirme a senha').fill('outra');
    await form.getByLabel('CPF').pressSequentially('52998224724');
    await expect(form.getByLabel('CPF')).toHaveValue('529.982.247-24');
    await form.getByLabel('Celular com DDD').pressSequentially('11987654321');
    await expect(form.getByLabel('Celular com DDD')).toHaveValue('(11) 98765-4321');
    const year = new Date().getFullYear() - 16;
    await form.getByLabel('Data de nascimento').fill(`${year}-01-15`);
    await form.getByRole('button', { name: 'Criar conta' }).click();

    await expect(field(form, 'Data de nascimento')).toHaveAccessibleDescription(/Venda proibida para menores de 18 anos/);
    await expect(field(form, 'E-mail', true)).toHaveAccessibleDescription('Informe um e-mail válido.');
    await expect(field(form, 'Senha', true)).toHaveAccessibleDescription(/A senha deve ter pelo menos 8 caracteres, com letras e números./);
    await expect(field(form, 'Confirme a senha')).toHaveAccessibleDescription('As senhas não conferem.');
    await expect(field(form, 'CPF')).toHaveAccessibleDescription('CPF inválido.');
    await expect(form.getByRole('checkbox', { name: /Política de Privacidade/ })).toHaveAccessibleDescription(
      'Para criar a conta, aceite a Política de Privacidade.',
    );
    await expect(form.getByRole('alert')).toHaveText('Confira os 6 campos destacados.');
    await expect(field(form, 'E-mail', true)).toBeFocused();
    expect(sent).toBe(false);
  });

  test('too many attempts give the spec 429 text', async ({ page }) => {
    const account = await new Account(page).asNewShopper();
    const shopper = await account.registerAndLogOut('Heitor');
    // The commerce service slows the sixth wrong password for one e-mail from one address.
    await gotoHydrated(page, '/login');
    const form = page.getByRole('main');
    await form.getByLabel('E-mail', { exact: true }).fill(shopper.email);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await form.getByLabel('Senha').fill(`errada${attempt}x`);
      await form.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(form.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
      if ((await page.locator('[data-style="error"]', { hasText: '1 minuto' }).count()) > 0) break;
    }
    // spec §8: the 429 is told in the snackbar, not in the form
    await expect(page.locator('[data-style="error"]')).toContainText('A requisição falhou. Por favor, tente novamente em 1 minuto.');
    await expect(account.formAlert.filter({ hasText: '1 minuto' })).toHaveCount(0);
  });
});

function field(form: import('@playwright/test').Locator, label: string, exact = false) {
  return form.getByLabel(label, { exact });
}
