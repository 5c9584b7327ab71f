import { ADMIN_PATHS, ADMIN_SECTIONS } from '../worker/admin/admin-paths.ts';
import { seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { registerThroughApi, shopperIp } from './account-utils.ts';
import { signInAsOwner } from './owner-utils.ts';

/**
 * Every section of the back office, reached from its navigation, and its longest forms, with
 * nothing serious for axe (experimental rules included). One test per page: each axe run takes a
 * few seconds on a busy machine.
 */
for (const section of ADMIN_SECTIONS) {
  test(`"${section.label}" opens from the navigation and passes axe`, async ({ page }) => {
    await signInAsOwner(page);
    const navigation = page.getByRole('navigation', { name: 'Seções do painel' });
    await navigation.getByRole('link', { name: section.label, exact: true }).click();
    await expect(navigation.getByRole('link', { name: section.label, exact: true })).toHaveAttribute('aria-current', 'page');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('on a 412 px phone no section of the back office is wider than the screen (its tables scroll by themselves)', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await signInAsOwner(page);
  await page.goto(ADMIN_PATHS.orders);
  // an order's page too, with its customer's e-mail (the orders the shopper journeys placed)
  const orders = page.locator(`a[href^="${ADMIN_PATHS.orders}/"]`);
  const firstOrder = (await orders.count()) > 0 ? await orders.first().getAttribute('href') : null;
  for (const path of [...ADMIN_SECTIONS.map((section) => section.path), ...(firstOrder ? [firstOrder] : [])]) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test("a customer's page shows their age verification (never the data checked) and passes axe", async ({ page, browser, baseURL }) => {
  const shopperContext = await browser.newContext({ baseURL });
  const shopperPage = await shopperContext.newPage();
  const shopper = await registerThroughApi(shopperPage);
  const verified = await shopperPage.request.post('/auth/idade/receita', { data: {}, headers: { 'CF-Connecting-IP': shopperIp() } });
  expect(await verified.json()).toMatchObject({ outcome: 'confirmed' });
  await shopperContext.close();

  await signInAsOwner(page);
  await page.goto(`${ADMIN_PATHS.customers}?q=${encodeURIComponent(shopper.email)}`);
  await page.getByRole('link', { name: shopper.fullName }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Verificação de idade' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'CPF na Receita Federal (B)' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Confirmada', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const path of [ADMIN_PATHS.newWine, ADMIN_PATHS.wineSheet(1030), ADMIN_PATHS.newPopup, ADMIN_PATHS.company]) {
  test(`the form at ${path} passes axe`, async ({ page }) => {
    await signInAsOwner(page);
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
