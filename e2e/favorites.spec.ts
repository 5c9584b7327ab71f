import { Account, hydratedElement, newShopper } from './account-utils.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

/**
 * Favourites (spec §2 /Favorite): the heart on wine cards and the product page; kept in
 * this browser while anonymous, in the account once logged in (merged on login), so they survive
 * a logout and come back with the next login.
 */
async function heartFirstWine(page: Page): Promise<string> {
  await gotoHydrated(page, '/todososvinhos');
  const heart = page.getByRole('button', { name: /^Favoritar / }).first();
  await hydratedElement(heart);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const name = ((await heart.getAttribute('aria-label')) ?? '').replace(/^Favoritar /, '');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  return name;
}

function favoritesList(page: Page) {
  return page.getByRole('list', { name: 'Vinhos favoritos' });
}

test.describe('favourites', () => {
  test('kept while anonymous, merged into the account on registration, gone on logout, back on login', async ({ page }) => {
    test.setTimeout(60_000);
    const account = await new Account(page).asNewShopper();
    const wine = await heartFirstWine(page);

    await gotoHydrated(page, '/favorite');
    await expect(favoritesList(page).getByRole('link', { name: wine })).toBeVisible();
    await expect(page.getByRole('link', { name: /Entre na sua conta para guardar seus favoritos/ })).toBeVisible();

    const shopper = newShopper('Iris');
    await account.register(shopper);
    expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBeNull();
    await gotoHydrated(page, '/favorite');
    await expect(favoritesList(page).getByRole('link', { name: wine })).toBeVisible();

    await account.logout('Iris');
    await gotoHydrated(page, '/favorite');
    await expect(page.getByText('Você ainda não tem vinhos favoritos.', { exact: false })).toBeVisible();

    await account.login(shopper.email, shopper.password, `/login?redirectUrl=${encodeURIComponent('/favorite')}`);
    await page.waitForURL('**/favorite');
    await expect(favoritesList(page).getByRole('link', { name: wine })).toBeVisible();

    // the product page shows the same heart, pressed; taking it off there empties the list
    await favoritesList(page).getByRole('link', { name: wine }).click();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    const heart = page
      .getByRole('main')
      .getByRole('button', { name: `Favoritar ${wine}` })
      .first();
    await hydratedElement(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await gotoHydrated(page, '/favorite');
    await expect(page.getByText('Você ainda não tem vinhos favoritos.', { exact: false })).toBeVisible();
  });

  test('a heart taken off on /favorite leaves the list', async ({ page }) => {
    await new Account(page).asNewShopper();
    const wine = await heartFirstWine(page);
    await gotoHydrated(page, '/favorite');
    const item = favoritesList(page).getByRole('listitem').filter({ hasText: wine });
    const heart = item.getByRole('button', { name: `Favoritar ${wine}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(item).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBeNull();
  });
});
