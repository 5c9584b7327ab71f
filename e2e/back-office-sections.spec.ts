import { seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signInAsOwner } from './owner-utils.ts';

/** Every section of the back office, reached from its navigation, with nothing serious for axe (experimental rules included). */
test('every back-office section opens from the navigation and passes axe', async ({ page }) => {
  await signInAsOwner(page);
  const navigation = page.getByRole('navigation', { name: 'Seções do painel' });
  const sections = await navigation.getByRole('link').allTextContents();
  expect(sections).toEqual(expect.arrayContaining(['Vinhos', 'Cupons', 'Banners', 'Parceiros', 'Pedidos', 'Newsletter', 'Histórico']));
  for (const section of sections) {
    await navigation.getByRole('link', { name: section, exact: true }).click();
    await expect(navigation.getByRole('link', { name: section, exact: true })).toHaveAttribute('aria-current', 'page');
    expect(await seriousViolations(page), section).toEqual([]);
  }
  // the longest forms: a new wine with its sheet, and a popup
  for (const path of ['/admin/vinhos/novo', '/admin/vinhos/1030/ficha', '/admin/banners/popups/novo']) {
    await page.goto(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
