import { Shop } from './cart-utils.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

/**
 * Prices as Brazilians compare them (docs/decisions.md "Pix price"): the seeded shop gives 5 % off
 * with Pix. Wine 1001 costs R$ 39,90: R$ 37,90 with Pix (5 % of 39,90 = 1,995, rounded to 2,00).
 */
test.describe('the Pix price', () => {
  test('shows on the cards, on the product page and under the cart total', async ({ page }) => {
    await gotoHydrated(page, '/todososvinhos');
    const pixLines = page.getByRole('main').getByText(/^R\$ [\d.]+,\d{2} no Pix$/);
    await expect(pixLines.first()).toBeVisible();

    const shop = new Shop(page);
    await gotoHydrated(page, '/produto/x-1001');
    const main = page.getByRole('main');
    await expect(main.getByText('R$ 37,90 no Pix', { exact: true }).first()).toBeVisible();
    await expect(main.getByText('1x de R$ 39,90 sem juros', { exact: true }).first()).toBeVisible();

    await main.getByText('Adicionar ao carrinho', { exact: true }).first().click();
    await expect(shop.snack.filter({ hasText: 'Produto adicionado ao carrinho' })).toBeVisible();
    const drawer = await shop.openCart();
    await expect(drawer.getByTestId('cart-total')).toHaveText('R$ 39,90');
    await expect(drawer.getByTestId('cart-pix-total')).toHaveText('R$ 37,90 no Pix');
  });
});
