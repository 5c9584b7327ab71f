import { seriousViolations } from './axe.ts';
import { Shop } from './cart-utils.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { OWNER, signInAsOwner } from './owner-utils.ts';

/**
 * The owner's back office at /admin (docs/operating-the-shop.md), as the owner uses it on the
 * e2e server (a local run: the owner dono@adega.test signs in with a password), and the shop as a
 * shopper in another browser sees it. Wine 1045 (Ribera del Duero Roble, R$ 99,90) is no other
 * test's.
 */
const WINE = { id: 1045, name: 'Ribera del Duero Roble' };
/** A real 1×1 PNG, so the shopper's browser decodes it. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.describe('the back office', () => {
  test('the login page and the wine pages have no serious axe violations', async ({ page }) => {
    await page.goto('/admin/entrar');
    expect(await seriousViolations(page)).toEqual([]);
    await signInAsOwner(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: WINE.name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: WINE.name })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the owner changes a price, the stock and the photo; a shopper in another browser sees them within 10 s', async ({ page, browser }) => {
    const shopper = await browser.newPage();
    await gotoHydrated(shopper, `/produto/x-${WINE.id}`);
    await expect(shopper.getByRole('main').getByText('R$ 99,90', { exact: true }).first()).toBeVisible();

    await signInAsOwner(page);
    await page.getByLabel('Buscar vinho').fill(WINE.name);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('link', { name: WINE.name }).click();
    await page.getByLabel('Preço (R$)', { exact: true }).fill('97,50');
    await page.getByLabel('Estoque').fill('5');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('status')).toHaveText('Alterações salvas');
    // the keyboard goes on from what happened, not from the top of the menu
    await expect(page.getByRole('status')).toBeFocused();
    await expect(page.getByRole('table').getByText(OWNER.email)).toBeVisible();
    await page.getByLabel('Foto da garrafa').setInputFiles({ name: 'garrafa.png', mimeType: 'image/png', buffer: PHOTO });
    await page.getByRole('button', { name: 'Enviar foto' }).click();
    await expect(page.getByRole('status')).toHaveText('Foto salva');

    await expect(async () => {
      await shopper.reload();
      await expect(shopper.getByRole('main').getByText('Por R$ 97,50', { exact: true }).first()).toBeVisible({ timeout: 1000 });
      await expect(shopper.getByRole('main').locator(`img[src^="/media/uploads/wines/${WINE.id}-"]`).first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    const stock = await shopper.request.get(`/api/wine/${WINE.id}`);
    expect(await stock.json()).toMatchObject({ price: 97.5, stock: 5 });
    await shopper.close();
  });
});

test('the owner creates a coupon; a shopper applies it in the cart', async ({ page, browser }) => {
  await signInAsOwner(page);
  await page.getByRole('navigation', { name: 'Seções do painel' }).getByRole('link', { name: 'Cupons' }).click();
  await page.getByRole('link', { name: 'Novo cupom' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Código').fill('donoteste15');
  await page.getByLabel('Tipo').selectOption({ label: 'Valor fixo (R$)' });
  await page.getByLabel('Valor', { exact: true }).fill('15,00');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('status')).toHaveText('Cupom criado. Ele já vale na loja.');
  await expect(page.getByRole('button', { name: 'Desativar DONOTESTE15' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const shopper = await browser.newPage();
  const shop = new Shop(shopper);
  await gotoHydrated(shopper, '/produto/x-1001');
  await shopper.getByRole('main').getByText('Adicionar ao carrinho', { exact: true }).first().click();
  await expect(shop.snack.filter({ hasText: 'Produto adicionado ao carrinho' })).toBeVisible();
  const drawer = await shop.openCart();
  await drawer.getByLabel('Cupom de desconto').fill('donoteste15');
  await drawer.getByRole('button', { name: 'Aplicar', exact: true }).click();
  await expect(drawer.getByTestId('cart-coupon')).toContainText('Cupom DONOTESTE15');
  await expect(drawer.getByTestId('cart-total')).toHaveText('R$ 24,90');
  await shopper.close();
});

test.describe('the back office refusing input', () => {
  // a refused form is answered 400, which the browser's console reports
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test('a refused price is explained beside its field, and the keyboard reaches it from the summary', async ({ page }) => {
    await signInAsOwner(page);
    await page.goto(`/admin/vinhos/${WINE.id}`);
    await page.getByLabel('Preço (R$)', { exact: true }).fill('dez reais');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Revise os campos indicados.');
    await expect(alert).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(alert.getByRole('link', { name: 'Preço (R$)' })).toBeFocused();
    const price = page.getByLabel('Preço (R$)', { exact: true });
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveAccessibleDescription(/Informe um preço maior que zero\./);
    await alert.getByRole('link', { name: 'Preço (R$)' }).press('Enter');
    await expect(price).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
