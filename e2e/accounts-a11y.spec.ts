import AxeBuilder from '@axe-core/playwright';
import { expect, gotoHydrated, test } from './fixtures.ts';

/** Accessibility of the account pages (issue 8): no serious or critical axe-core violation. */
for (const path of ['/login', '/register', '/register/partial', '/login/recuperar', '/favorite']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await gotoHydrated(page, path);
    const results = await new AxeBuilder({ page }).include('main').analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the registration form with its errors shown stays accessible', async ({ page }) => {
  await gotoHydrated(page, '/register');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(/Confira os \d+ campos destacados\./);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
});
