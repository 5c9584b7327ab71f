import type { Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { Shop } from './cart-utils.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// No service worker: its one-off "Pronto para uso offline" snack would replace the link's notice.
test.use({ serviceWorkers: 'block' });

/**
 * A cart link an assistant hands a person (docs/assistants.md "Permalink"): `/comprar/{id}:{quantity},…`
 * fills this browser's cart and lands on the drawer. 1001 is a seeded wine in stock; 999999 is no
 * wine and `abc` no pair, so two of the link's three pairs are not added.
 */
const LINK = '/comprar/1001:2,999999:1,abc';

/** The name of the link's first wine, as the page lists it. */
async function firstLinkWine(page: Page): Promise<string> {
  return (await page.getByTestId('link-line').first().getByRole('link').textContent()) ?? '';
}

/** Every change of the cart has reached the checkout (the browser's unsynced mark is gone). */
async function inStep(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cartUnsynced'))).toBeNull();
}

test.describe('a cart link', () => {
  test('fills the cart beside what the shopper had, opens the drawer, tells what was left out; a reload or a second opening doubles nothing', async ({
    page,
  }) => {
    const shop = new Shop(page);
    // a wine the shopper added before the link
    await gotoHydrated(page, '/momentos');
    const own = await shop.addResult(await shop.search('cabernet'));
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await inStep(page);

    await gotoHydrated(page, LINK);
    const wine = await firstLinkWine(page);
    await expect(shop.drawer).toBeVisible();
    await expect(shop.drawer).toHaveAccessibleName('Carrinho (2)');
    // the drawer's own focus handling: inside it, on its close button
    await expect(shop.drawer.getByRole('button', { name: 'Fechar carrinho' })).toBeFocused();
    await expect(shop.line(wine).getByTestId('cart-quantity')).toHaveText('2');
    await expect(shop.line(own).getByTestId('cart-quantity')).toHaveText('1');
    await expect(shop.drawer.getByRole('status').filter({ hasText: 'Mudanças no seu carrinho' })).toContainText(
      '2 itens do link não puderam ser adicionados ao carrinho.',
    );
    // applied once: the address no longer carries the link
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await inStep(page);
    expect(await seriousViolations(page, '[role="dialog"][aria-labelledby="carrinho-titulo"]')).toEqual([]);
    expect(await seriousViolations(page, '[aria-labelledby="link-carrinho-titulo"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(shop.drawer).toBeHidden();
    await expect(shop.cartButton).toBeFocused();

    // a reload lands on the shop, the cart as it was
    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(shop.drawer).toBeHidden();
    await shop.openCart();
    await expect(shop.line(wine).getByTestId('cart-quantity')).toHaveText('2');
    await page.keyboard.press('Escape');

    // the link opened again sets the quantity, it does not add to it
    await gotoHydrated(page, LINK);
    await expect(shop.drawer).toBeVisible();
    await expect(shop.drawer).toHaveAccessibleName('Carrinho (2)');
    await expect(shop.line(wine).getByTestId('cart-quantity')).toHaveText('2');
    await expect(shop.line(own).getByTestId('cart-quantity')).toHaveText('1');
    await inStep(page);
  });

  test('takes the coupon of its query, as every page does, and never leaves for the checkout', async ({ page }) => {
    const shop = new Shop(page);
    await gotoHydrated(page, '/comprar/1002:1?coupon=PRIMEIRACOMPRA');
    await expect(shop.drawer).toBeVisible();
    await expect(shop.drawer.getByTestId('cart-coupon')).toContainText('Cupom PRIMEIRACOMPRA');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await inStep(page);
    expect(new URL(page.url()).search).toBe('');
  });

  test('hands the person the cart an assistant built over UCP: its continue_url opens it in their own cart', async ({ page, request }) => {
    const shop = new Shop(page);
    const created = await request.post('/ucp/v1/carts', {
      headers: { 'content-type': 'application/json' },
      data: { line_items: [{ item: { id: '1003' }, quantity: 3 }], discounts: { codes: ['VIVALAVIDA10'] } },
    });
    expect(created.status()).toBe(201);
    const cart = (await created.json()) as { continue_url: string };
    const link = new URL(cart.continue_url);
    expect(link.pathname).toBe('/comprar/1003:3');

    await gotoHydrated(page, `${link.pathname}${link.search}`);
    const wine = await firstLinkWine(page);
    await expect(shop.drawer).toBeVisible();
    await expect(shop.line(wine).getByTestId('cart-quantity')).toHaveText('3');
    await expect(shop.drawer.getByTestId('cart-coupon')).toContainText('Cupom VIVALAVIDA10');
    await inStep(page);
  });
});
