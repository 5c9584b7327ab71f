import type { Page, Route } from '@playwright/test';
import { Shop } from './cart-utils.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// No service worker: its one-off "Pronto para uso offline" snack would replace the snacks asserted here.
test.use({ serviceWorkers: 'block' });

/**
 * Every write of the cart to the commerce service: the whole cart in one call (this shop's own
 * backend), or its lines, their metadata and the coupon one operation at a time.
 */
const CART_WRITES = /checkoutSync|checkoutAddProduct|checkoutRemoveProduct|checkoutAddMetadata|checkoutRemoveMetadata|checkoutAddCoupon/;

/**
 * A slow network from now on: each GraphQL write matching `writes` is held until `release`, so the
 * shopper reloads before any arrives. `sent` waits until one is on its way (held), a condition,
 * never a delay.
 */
async function holdWrites(page: Page, writes: RegExp = CART_WRITES) {
  const held: Array<() => void> = [];
  const hold = async (route: Route) => {
    if (!writes.test(route.request().postData() ?? '')) return route.continue();
    await new Promise<void>((resolve) => held.push(resolve));
    // the page that sent it is gone by now
    await route.continue().catch(() => undefined);
  };
  await page.route('**/graphql', hold);
  return {
    sent: () => expect.poll(() => held.length).toBeGreaterThan(0),
    async release() {
      await page.unroute('**/graphql', hold);
      for (const resume of held) resume();
    },
  };
}

/**
 * Waits until every change of the cart has reached the checkout: the browser's mark of an unsynced
 * change (client storage `cartUnsynced`) is gone once a sync ends well.
 */
async function inStep(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cartUnsynced'))).toBeNull();
}

/** Reloads the page and waits for its islands. */
async function reload(page: Page): Promise<void> {
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}

test.describe('cart journey (spec §2 "Cart drawer", §4, §5)', () => {
  test('search → add → quantity up and down → delete with confirmation → CEP quote → coupon → Finalizar Compra logged out', async ({ page }) => {
    const shop = new Shop(page);
    await gotoHydrated(page, '/momentos');

    const results = await shop.search('malbec');
    const first = await shop.addResult(results, 0);
    await expect(shop.snack).toContainText('Produto adicionado ao carrinho');
    const second = await shop.addResult(results, 1);
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await shop.addResult(results, 0);
    await expect(shop.snack).toContainText('Produto já adicionado ao carrinho');
    await shop.closeSearch();
    await expect(shop.searchToggle).toBeFocused();

    const drawer = await shop.openCart();
    await expect(drawer).toHaveAccessibleName('Carrinho (2)');
    const line = shop.line(first);
    await expect(line.getByTestId('cart-quantity')).toHaveText('1');

    // plus: each click lands 1000 ms later; clicks during the delay accumulate
    await line.getByRole('button', { name: `Aumentar a quantidade de ${first}` }).click();
    await line.getByRole('button', { name: `Aumentar a quantidade de ${first}` }).click();
    await expect(line.getByTestId('cart-quantity')).toHaveText('3');
    await expect(drawer.getByRole('status')).toHaveCount(0); // the update went out and settled
    // minus: one less, repeated clicks inside 500 ms are ignored
    await line.getByRole('button', { name: `Diminuir a quantidade de ${first}` }).dblclick();
    await expect(line.getByTestId('cart-quantity')).toHaveText('2');

    // delete with confirmation
    await shop
      .line(second)
      .getByRole('button', { name: `Remover ${second} do carrinho` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'exclusão' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Sim' }).click();
    await expect(drawer).toHaveAccessibleName('Carrinho (1)');
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    // CEP quote
    await drawer.getByRole('button', { name: 'Calcular frete' }).click();
    const cep = drawer.getByLabel('CEP');
    await cep.pressSequentially('0131');
    await cep.press('Enter');
    await expect(drawer.getByText('Cep inválido')).toBeVisible();
    await cep.fill('');
    await cep.pressSequentially('01310100');
    await expect(cep).toHaveValue('01310-100');
    await drawer.getByRole('button', { name: 'Calcular', exact: true }).click();
    const options = drawer.getByRole('group', { name: 'Opções de entrega para 01310-100' });
    await expect(options.getByText('Retirada na loja')).toBeVisible();
    await expect(drawer.getByRole('progressbar', { name: 'Progresso até o frete grátis' })).toBeVisible();
    const totalBefore = await drawer.getByTestId('cart-total').textContent();
    await options.getByRole('radio', { name: /Entrega Expressa/ }).check();
    await expect(drawer.getByTestId('cart-shipping')).toHaveText('R$ 22,90');
    await expect(drawer.getByTestId('cart-total')).not.toHaveText(totalBefore ?? '');

    // coupon from a link
    await gotoHydrated(page, '/momentos?coupon=PRIMEIRACOMPRA');
    await shop.openCart();
    await expect(shop.drawer.getByTestId('cart-coupon')).toContainText('Cupom PRIMEIRACOMPRA');
    await expect(shop.drawer.getByTestId('cart-coupon')).toContainText('R$ 20,00');

    // checkout needs a login
    await shop.drawer.getByRole('button', { name: 'Finalizar Compra' }).click();
    await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fauth%2Fcheckout$/);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(shop.snack).toContainText('Necessário login para continuar!');
  });

  test('a reload keeps the cart', async ({ page }) => {
    const shop = new Shop(page);
    await gotoHydrated(page, '/momentos');
    const name = await shop.addResult(await shop.search('cabernet'));
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await expect(shop.snack).toContainText('Produto adicionado ao carrinho');
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await shop.openCart();
    await expect(shop.line(name)).toBeVisible();
    expect(await page.evaluate(() => document.cookie)).toMatch(/cart-id=[0-9a-f-]{36}/);
  });

  test('with writes taking seconds, a deleted wine and a lowered quantity are what the reload shows', async ({ page }) => {
    const shop = new Shop(page);
    await gotoHydrated(page, '/momentos');
    const results = await shop.search('malbec');
    const kept = await shop.addResult(results, 0);
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    const removed = await shop.addResult(results, 1);
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await shop.closeSearch();
    await shop.openCart();
    const line = shop.line(kept);
    await line.getByRole('button', { name: `Aumentar a quantidade de ${kept}` }).click();
    await expect(line.getByTestId('cart-quantity')).toHaveText('2');
    await expect(shop.drawer.getByRole('status')).toHaveCount(0); // the checkout holds 2 of it

    // from now on every write of the cart is held (a slow network): the shopper reloads before any arrives
    const network = await holdWrites(page);
    await line.getByRole('button', { name: `Diminuir a quantidade de ${kept}` }).click();
    await expect(line.getByTestId('cart-quantity')).toHaveText('1');
    await shop
      .line(removed)
      .getByRole('button', { name: `Remover ${removed} do carrinho` })
      .click();
    await page.getByRole('dialog', { name: 'exclusão' }).getByRole('button', { name: 'Sim' }).click();
    await expect(shop.line(removed)).toHaveCount(0);

    await page.reload();
    await network.release();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await inStep(page);
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await shop.openCart();
    await expect(shop.line(removed)).toHaveCount(0);
    await expect(shop.line(kept).getByTestId('cart-quantity')).toHaveText('1');
    // and the checkout was brought in step: a second reload, the changes settled, shows the same
    await expect(shop.drawer.getByRole('status')).toHaveCount(0);
    await reload(page);
    await shop.openCart();
    await expect(shop.line(kept).getByTestId('cart-quantity')).toHaveText('1');
    await expect(shop.line(removed)).toHaveCount(0);
  });

  test('with writes taking seconds, an added wine is what the reload shows', async ({ page }) => {
    const shop = new Shop(page);
    await gotoHydrated(page, '/momentos');
    const results = await shop.search('malbec');
    const first = await shop.addResult(results, 0);
    await expect(shop.snack).toContainText('Produto adicionado ao carrinho'); // the checkout holds it

    const network = await holdWrites(page);
    const added = await shop.addResult(results, 1);
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await network.sent();

    await page.reload();
    await network.release();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await inStep(page);
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await shop.openCart();
    await expect(shop.line(first).getByTestId('cart-quantity')).toHaveText('1');
    await expect(shop.line(added).getByTestId('cart-quantity')).toHaveText('1');
    // a second reload, nothing left unsent, shows the checkout's lines: the same
    await reload(page);
    await shop.openCart();
    await expect(shop.drawer).toHaveAccessibleName('Carrinho (2)');
    await expect(shop.line(added).getByTestId('cart-quantity')).toHaveText('1');
  });

  test('with writes taking seconds, a raised quantity is what the reload shows', async ({ page }) => {
    const shop = new Shop(page);
    await gotoHydrated(page, '/momentos');
    const name = await shop.addResult(await shop.search('malbec'));
    await expect(shop.snack).toContainText('Produto adicionado ao carrinho'); // the checkout holds 1
    await shop.closeSearch();
    await shop.openCart();
    const line = shop.line(name);

    const network = await holdWrites(page);
    await line.getByRole('button', { name: `Aumentar a quantidade de ${name}` }).click();
    await expect(line.getByTestId('cart-quantity')).toHaveText('2');
    await network.sent();

    await page.reload();
    await network.release();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await inStep(page);
    await shop.openCart();
    await expect(shop.line(name).getByTestId('cart-quantity')).toHaveText('2');
    // a second reload, nothing left unsent, shows the checkout's lines: the same
    await reload(page);
    await shop.openCart();
    await expect(shop.line(name).getByTestId('cart-quantity')).toHaveText('2');
  });

  test('with writes taking seconds, a coupon from a link still on its way is applied after the reload', async ({ page }) => {
    const shop = new Shop(page);
    // the link, with an empty cart: the coupon waits for the first wine (spec §7)
    await gotoHydrated(page, '/momentos?coupon=PRIMEIRACOMPRA');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pendingCoupon'))).toBe('PRIMEIRACOMPRA');
    // the shopper moves on: the address no longer names the coupon, so a reload cannot read it again
    await gotoHydrated(page, '/momentos');

    // the wine reaches the checkout; the coupon that follows it is held
    const network = await holdWrites(page, /checkoutAddCoupon/);
    const name = await shop.addResult(await shop.search('malbec'));
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await network.sent();

    await page.reload();
    await network.release();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await inStep(page);
    await shop.openCart();
    await expect(shop.line(name)).toBeVisible();
    await expect(shop.drawer.getByTestId('cart-coupon')).toContainText('Cupom PRIMEIRACOMPRA');
    await expect(shop.drawer.getByTestId('cart-coupon')).toContainText('R$ 20,00');
    // a second reload, nothing left unsent, shows the checkout's coupon: the same
    await reload(page);
    await shop.openCart();
    await expect(shop.drawer.getByTestId('cart-coupon')).toContainText('Cupom PRIMEIRACOMPRA');
  });

  test('a click on "Adicionar ao carrinho" before its code has arrived still adds the wine', async ({ page }) => {
    const shop = new Shop(page);
    // The button's code (the first screen's islands' chunk, vite.config.ts) is held back until the shopper has clicked.
    let release = () => {};
    const clicked = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/first-screen-islands-[\w-]+\.js$/, async (route) => {
      await clicked;
      await route.continue();
    });
    await gotoHydrated(page, '/produto/x-1001');
    await page.getByRole('main').getByText('Adicionar ao carrinho', { exact: true }).first().click();
    release();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await expect(shop.snack).toContainText('Produto adicionado ao carrinho');
  });

  test.describe('with a failing commerce service', () => {
    test.use({ expectedConsoleErrors: [/Failed to load resource/] });

    test('an added wine is not lost: the shopper is told, can retry, and a reload still has it', async ({ page }) => {
      const shop = new Shop(page);
      await gotoHydrated(page, '/momentos');
      const results = await shop.search('malbec');
      await page.route('**/graphql', (route) =>
        route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"upstream_unavailable","message":"x"}' }),
      );
      const name = await shop.addResult(results);
      await expect(shop.snack).toContainText('Não conseguimos salvar seu carrinho agora');
      await expect(page.getByTestId('cart-badge')).toHaveText('1');

      await page.unroute('**/graphql');
      await shop.snack.getByRole('button', { name: 'Tentar novamente' }).click();
      await expect(shop.snack).toHaveCount(0);
      await page.reload();
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
      await shop.openCart();
      await expect(shop.line(name)).toBeVisible();
      await expect(shop.drawer.getByRole('alert')).toHaveCount(0);
    });

    test('a network failure says "Network Error" and keeps the wine', async ({ page }) => {
      const shop = new Shop(page);
      await gotoHydrated(page, '/momentos');
      const results = await shop.search('merlot');
      await page.route('**/graphql', (route) => route.abort('failed'));
      await shop.addResult(results);
      await expect(shop.snack).toContainText('Network Error');
      await shop.closeSearch();
      const drawer = await shop.openCart();
      await expect(drawer).toHaveAccessibleName('Carrinho (1)');
      await expect(drawer.getByRole('alert')).toContainText('Não conseguimos salvar seu carrinho agora');
    });
  });
});

test.describe('keyboard only', () => {
  test('drawer: opens from the cart button, traps Tab, closes on Esc, focus back; confirm dialog answers Esc with "Não"', async ({ page }) => {
    const shop = new Shop(page);
    await gotoHydrated(page, '/momentos');
    const name = await shop.addResult(await shop.search('rosé'));
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await shop.closeSearch();

    await shop.cartButton.focus();
    await page.keyboard.press('Enter');
    await expect(shop.drawer).toBeVisible();
    await expect(shop.drawer.getByRole('button', { name: 'Fechar carrinho' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(shop.drawer.getByRole('link', { name: 'Continuar Comprando' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(shop.drawer.getByRole('button', { name: 'Fechar carrinho' })).toBeFocused();

    const minus = shop.line(name).getByRole('button', { name: `Diminuir a quantidade de ${name}` });
    await minus.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'exclusão' });
    await expect(confirm.locator(':focus')).toHaveCount(1); // focus moved into the confirmation
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(minus).toBeFocused();
    await expect(shop.drawer).toBeVisible();
    await expect(shop.line(name)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(shop.drawer).toBeHidden();
    await expect(shop.cartButton).toBeFocused();
  });
});
