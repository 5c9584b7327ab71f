import { expect, gotoHydrated, sampleWine, test } from './fixtures.ts';

test.describe('walking skeleton', () => {
  test('/ lands on /momentos with the layout and a banner message from the backend', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/momentos$/);
    await expect(page).toHaveTitle('Adega Sommelier - Momentos');
    await expect(page.getByRole('heading', { level: 1, name: 'Vinhos para cada momento' })).toBeVisible();
    await expect(page.getByText('Frete grátis acima de R$ 100,00 para o Sul e o Sudeste')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Momentos' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('contentinfo').getByText(/Venda de bebidas alcoólicas proibida para menores de 18 anos/)).toBeVisible();
  });

  test('the cart badge follows the cart store, also when another tab changes the cart', async ({ page, context }) => {
    await gotoHydrated(page, '/momentos');
    const cartButton = page.getByRole('button', { name: /Abrir carrinho/ });
    await expect(cartButton).toHaveAccessibleName('Abrir carrinho, vazio');
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);

    const otherTab = await context.newPage();
    await gotoHydrated(otherTab, '/momentos');
    await otherTab.evaluate((items) => localStorage.setItem('wine', JSON.stringify(items)), [sampleWine(1), sampleWine(2)]);

    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await expect(cartButton).toHaveAccessibleName('Abrir carrinho, 2 vinhos');
  });

  test('a reload restores the stored cart into the badge', async ({ page }) => {
    await gotoHydrated(page, '/momentos');
    await page.evaluate((items) => localStorage.setItem('wine', JSON.stringify(items)), [sampleWine(7)]);
    await page.reload();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
  });

  test('the top strip rotates every 5 seconds in the browser', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/momentos');
    await expect(page.getByText('Frete grátis acima de R$ 100,00 para o Sul e o Sudeste')).toBeVisible();
    await page.clock.runFor(5000);
    await expect(page.getByText('Parcele em até 6x sem juros no cartão de crédito')).toBeVisible();
  });

  test.describe('errors', () => {
    test.use({ expectedConsoleErrors: [/status of 404/] });

    test('unknown routes show the 404 page', async ({ page }) => {
      const response = await page.goto('/nao-existe');
      expect(response?.status()).toBe(404);
      await expect(page.getByText('Page not found: /nao-existe')).toBeVisible();
    });
  });
});
