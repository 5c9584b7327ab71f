import type { Page, TestInfo } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

/** axe-core (experimental rules included): nothing serious or critical on the page as a shopper sees it. */
async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page), 'serious or critical accessibility violations').toEqual([]);
}

async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: false }), contentType: 'image/png' });
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test.describe(`shopper journey on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('home → occasion → product → results → partner → policy, every page accessible', async ({ page }, testInfo) => {
      test.setTimeout(90_000); // axe takes a few seconds per page on a small machine
      await gotoHydrated(page, '/');
      await expect(page).toHaveURL(/\/momentos$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Vinhos para cada momento' })).toBeVisible();
      await expectAccessible(page);
      await keepScreenshot(page, testInfo, 'momentos');

      await page.getByRole('list', { name: 'Ocasiões' }).getByRole('link', { name: 'Verão' }).click();
      await expect(page).toHaveURL(/ocasiao=verao/);
      await expect(page.getByRole('heading', { level: 2, name: 'Verão' })).toBeVisible();

      const firstWine = page.getByRole('list', { name: 'Vinhos para cada momento' }).getByRole('article').first();
      const wineName = (await firstWine.getByRole('heading').textContent())!.trim();
      await firstWine.getByRole('link', { name: wineName }).click();
      await expect(page.getByRole('heading', { level: 1, name: wineName })).toBeVisible();
      await expect(page).toHaveTitle(`${wineName} - Adega Sommelier`);
      await expect(page.getByRole('navigation', { name: 'Você está em' })).toContainText(wineName);
      await expectAccessible(page);
      await keepScreenshot(page, testInfo, 'produto');

      await gotoHydrated(page, '/resultados/malbec');
      await expect(page.getByRole('heading', { level: 1, name: 'Resultados para “malbec”' })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectAccessible(page);

      await gotoHydrated(page, '/parceiros/vivalavida');
      await expect(page).toHaveTitle('Viva la Vida');
      await expect(page.getByRole('heading', { level: 1, name: 'Viva la Vida' })).toBeVisible();
      await expectAccessible(page);
      await keepScreenshot(page, testInfo, 'parceiro');

      await page.getByRole('contentinfo').getByRole('link', { name: 'Entrega' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Política de entrega' })).toBeVisible();
      await expectAccessible(page);
    });
  });
}

test('the header filter replaces the history entry and ignores the page already shown', async ({ page }) => {
  await gotoHydrated(page, '/momentos');
  const before = await page.evaluate(() => history.length);
  const filter = page.getByRole('navigation', { name: 'Escolha como encontrar seu vinho' });
  await filter.getByRole('link', { name: 'Momentos' }).click();
  await expect(page).toHaveURL(/\/momentos$/);
  await filter.getByRole('link', { name: 'Pratos' }).click();
  await expect(page).toHaveURL(/\/pratos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vinhos por prato' })).toBeVisible();
  expect(await page.evaluate(() => history.length)).toBe(before);
});

test.describe('every information page, listing and the 404 page', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] }); // the 404 page's own status

  // One test a page: seven pages in one test took past 90 s on a busy 2-core machine.
  for (const path of ['/pratos', '/todososvinhos?agrupado=1', '/blackfriday', '/tinto', '/politica/privacidade', '/quemsomos', '/nao-existe']) {
    test(`${path} passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
      await expectAccessible(page);
    });
  }
});
