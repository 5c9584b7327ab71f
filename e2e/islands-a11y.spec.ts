import { seriousViolations } from './axe.ts';
import { Shop } from './cart-utils.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { ADULT_SHOPPER, storageState } from './shopper-state.ts';

// Accessibility of the islands: no serious or critical axe-core violation (contrast and the
// experimental rules included, see e2e/axe.ts).

test.use({ serviceWorkers: 'block' });

test('the search panel with results, and the cart drawer with quotes, pass axe', async ({ page }) => {
  const shop = new Shop(page);
  await gotoHydrated(page, '/momentos');
  const results = await shop.search('malbec');
  expect(await seriousViolations(page, '#painel-busca')).toEqual([]);
  await shop.addResult(results);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await shop.closeSearch();
  const drawer = await shop.openCart();
  await drawer.getByRole('button', { name: 'Calcular frete' }).click();
  await drawer.getByLabel('CEP').fill('01310100');
  await drawer.getByLabel('CEP').press('Enter');
  await expect(drawer.getByRole('group', { name: 'Opções de entrega para 01310-100' })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"][aria-labelledby="carrinho-titulo"]')).toEqual([]);
});

test('the newsletter form passes axe', async ({ page }) => {
  await gotoHydrated(page, '/momentos');
  expect(await seriousViolations(page, 'footer')).toEqual([]);
});

test.describe('a popup', () => {
  test.use({
    storageState: storageState(ADULT_SHOPPER),
  });

  test('passes axe', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-23T10:00:00-03:00'));
    await gotoHydrated(page, '/momentos');
    await expect(page.getByRole('region', { name: 'Bem-vindo à Adega Sommelier!' })).toBeVisible();
    expect(await seriousViolations(page, '[data-popup-id]')).toEqual([]);
  });
});
