import { seriousViolations } from './axe.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

/** Accessibility of the account pages: no serious or critical axe-core violation. */
for (const path of ['/login', '/register', '/register/partial', '/login/recuperar', '/favorite']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await gotoHydrated(page, path);
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
}

test('the registration form with its errors shown stays accessible', async ({ page }) => {
  await gotoHydrated(page, '/register');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(/Confira os \d+ campos destacados\./);
  expect(await seriousViolations(page, 'main')).toEqual([]);
});
