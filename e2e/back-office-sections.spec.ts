import { ADMIN_PATHS, ADMIN_SECTIONS } from '../worker/admin/admin-paths.ts';
import { seriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
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

for (const path of [ADMIN_PATHS.newWine, ADMIN_PATHS.wineSheet(1030), ADMIN_PATHS.newPopup, ADMIN_PATHS.company]) {
  test(`the form at ${path} passes axe`, async ({ page }) => {
    await signInAsOwner(page);
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
