import { Shop } from './cart-utils.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// No service worker: its one-off "Pronto para uso offline" snack would replace the snack asserted here.
test.use({ serviceWorkers: 'block' });

/**
 * With this shop's own backend behind /graphql, a wine goes into the cart in one call from the
 * browser (CheckoutSync): the first add and the next ones alike, nothing read first.
 */
test('each add to the cart is one GraphQL call from the browser', async ({ page }) => {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST') operations.push(String(request.postDataJSON()?.operationName));
  });
  const shop = new Shop(page);
  await gotoHydrated(page, '/momentos');
  const results = await shop.search('malbec');

  await shop.addResult(results, 0);
  await expect(shop.snack).toContainText('Produto adicionado ao carrinho');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect.poll(() => operations).toEqual(['CheckoutSync']);

  await shop.addResult(results, 1);
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await expect.poll(() => operations).toEqual(['CheckoutSync', 'CheckoutSync']);
  const drawer = await shop.openCart();
  await expect(drawer).toHaveAccessibleName('Carrinho (2)');
  expect(operations).toEqual(['CheckoutSync', 'CheckoutSync']);
});
