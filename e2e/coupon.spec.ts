import { Shop } from './cart-utils.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

/**
 * The drawer's coupon field (spec §7 checkoutAddCoupon / checkoutRemoveCoupon; /politica/campanhas:
 * "Digite o código no campo de cupom do carrinho"): a typed code says why it is refused, applies
 * with its discount, and can be removed. Wine 1001 (R$ 39,90) keeps the cart under VIVALAVIDA10's
 * R$ 100,00 minimum.
 */
test.describe('the coupon field', () => {
  test('explains a refused code, applies one with its discount, and removes it', async ({ page }) => {
    const shop = new Shop(page);
    await gotoHydrated(page, '/produto/x-1001');
    await page.getByRole('main').getByText('Adicionar ao carrinho', { exact: true }).first().click();
    await expect(shop.snack.filter({ hasText: 'Produto adicionado ao carrinho' })).toBeVisible();
    const drawer = await shop.openCart();

    const field = drawer.getByLabel('Cupom de desconto');
    const apply = drawer.getByRole('button', { name: 'Aplicar', exact: true });
    await field.fill('naoexiste');
    await apply.click();
    await expect(field).toHaveAccessibleDescription('Cupom inválido. Confira o código e tente de novo.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill('VIVALAVIDA10');
    await apply.click();
    await expect(field).toHaveAccessibleDescription('Este cupom vale para pedidos a partir de R$ 100,00. Adicione mais vinhos para usá-lo.');

    await field.fill('primeiracompra');
    await apply.click();
    const applied = drawer.getByTestId('cart-coupon');
    await expect(applied).toContainText('Cupom PRIMEIRACOMPRA');
    await expect(applied).toContainText('R$ 20,00');
    await expect(drawer.getByTestId('cart-total')).toHaveText('R$ 19,90');

    await applied.getByRole('button', { name: /^Remover/ }).click();
    await expect(drawer.getByTestId('cart-coupon')).toHaveCount(0);
    await expect(drawer.getByLabel('Cupom de desconto')).toBeVisible();
    await expect(drawer.getByTestId('cart-total')).toHaveText('R$ 39,90');
  });
});
