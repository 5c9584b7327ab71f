import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { ADULT_SHOPPER, storageState } from './shopper-state.ts';

/**
 * spec §4 "Popup banner" with the seeded banners (backend/seed/data/banners.ts) and a mocked
 * clock, in São Paulo time (DECISIONS "Popups"): 1 first access, every day; 2 weekly, Thu–Sun;
 * 3 desktop only, seg–qui; 4 no day list, only on its expiry day (Black Friday 2026-11-27).
 */
/** A shopper who read the adults-only notice, with no popup history unless `extra` gives one. */
function popupShopper(extra: Array<{ name: string; value: string }> = [], firstVisit = false) {
  const pastFirstAccess = [
    { name: 'firstAccess', value: 'true' },
    { name: 'firstAccessTime', value: '2026-11-20T12:00:00.000Z' },
  ];
  return storageState([...ADULT_SHOPPER, ...(firstVisit ? [] : pastFirstAccess), ...extra]);
}

const popup = (page: Page, title: string) => page.getByRole('region', { name: title });

test.describe('popups by day rules', () => {
  test.describe('a first visit on a Monday', () => {
    test.use({ storageState: popupShopper([], true) });

    test('shows the first-access banner first; once dismissed, the desktop Monday banner at its top', async ({ page }) => {
      await page.clock.setFixedTime(new Date('2026-11-23T10:00:00-03:00'));
      await gotoHydrated(page, '/momentos');
      const welcome = popup(page, 'Bem-vindo à Adega Sommelier!');
      await expect(welcome).toBeVisible();
      await expect(welcome).toContainText('PRIMEIRACOMPRA');
      await expect(page.getByRole('region', { name: /Happy hour/ })).toHaveCount(0); // one at a time
      await welcome.getByRole('button', { name: 'Fechar aviso' }).click();
      await expect(welcome).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('banners'))).toBe('[1]');

      await page.reload();
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
      const happyHour = popup(page, 'Happy hour em casa');
      await expect(happyHour).toBeVisible();
      expect(await happyHour.evaluate((element) => element.getBoundingClientRect().top)).toBe(160);
      await expect(popup(page, 'Bem-vindo à Adega Sommelier!')).toHaveCount(0);
    });
  });

  test.describe('a returning shopper on Black Friday', () => {
    test.use({ storageState: popupShopper([{ name: 'banners', value: '[1]' }]) });

    test('sees the weekly banner, dismissed without being recorded; within 2 hours the day-only banner instead; after 2 hours the weekly again', async ({
      page,
    }) => {
      await page.clock.setFixedTime(new Date('2026-11-27T12:00:00-03:00'));
      await gotoHydrated(page, '/momentos');
      const weekly = popup(page, 'Viva la Vida: 10% off');
      await expect(weekly).toBeVisible();
      await weekly.getByRole('button', { name: 'Fechar aviso' }).focus();
      await page.keyboard.press('Escape');
      await expect(weekly).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('banners'))).toBe('[1]');

      await page.clock.setFixedTime(new Date('2026-11-27T13:59:00-03:00'));
      await gotoHydrated(page, '/momentos');
      await expect(popup(page, 'Black Friday: só hoje')).toBeVisible();
      await popup(page, 'Black Friday: só hoje').getByRole('button', { name: 'Fechar aviso' }).click();

      await page.clock.setFixedTime(new Date('2026-11-27T14:00:00-03:00'));
      await gotoHydrated(page, '/momentos');
      await expect(popup(page, 'Viva la Vida: 10% off')).toBeVisible();
    });

    test('the day-only banner does not show the day before its expiry', async ({ page }) => {
      await page.clock.setFixedTime(new Date('2026-11-26T12:00:00-03:00'));
      await gotoHydrated(page, '/momentos');
      await expect(popup(page, 'Viva la Vida: 10% off')).toBeVisible(); // Thursday: the weekly one
      await popup(page, 'Viva la Vida: 10% off').getByRole('button', { name: 'Fechar aviso' }).click();
      await page.reload();
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
      await expect(popup(page, 'Happy hour em casa')).toBeVisible(); // Thursday is "qui"
      await expect(popup(page, 'Black Friday: só hoje')).toHaveCount(0);
    });
  });

  test.describe('on a phone', () => {
    test.use({ storageState: popupShopper(), viewport: { width: 390, height: 844 } });

    test('a desktop-only banner is not shown', async ({ page }) => {
      await page.clock.setFixedTime(new Date('2026-11-23T10:00:00-03:00'));
      await gotoHydrated(page, '/momentos');
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('region', { name: 'Happy hour em casa' })).toHaveCount(0);
    });
  });

  test.describe('the image', () => {
    test.use({ storageState: popupShopper() });

    test('leads to the affordable wines', async ({ page }) => {
      await page.clock.setFixedTime(new Date('2026-11-23T10:00:00-03:00'));
      await gotoHydrated(page, '/momentos');
      await popup(page, 'Happy hour em casa')
        .getByRole('link', { name: /ver vinhos até R\$ 49,99/ })
        .click();
      await expect(page).toHaveURL(/\/momentos\?preco=0-49\.99$/);
    });
  });

  test.describe('closing', () => {
    test.use({ storageState: popupShopper() });

    // The popup sits over the top of the page; closing it must leave the page (and its top strip) where it was.
    for (const [how, close] of [
      ['the X', (region) => region.getByRole('button', { name: 'Fechar aviso' }).click()],
      [
        'Esc',
        async (region) => {
          await region.getByRole('button', { name: 'Fechar aviso' }).focus();
          await region.page().keyboard.press('Escape');
        },
      ],
    ] as const satisfies ReadonlyArray<readonly [string, (region: Locator) => Promise<void>]>) {
      test(`with ${how} does not scroll the page`, async ({ page }) => {
        await page.clock.setFixedTime(new Date('2026-11-23T10:00:00-03:00')); // a Monday: "Happy hour em casa" is due
        await gotoHydrated(page, '/momentos');
        const happyHour = popup(page, 'Happy hour em casa');
        await expect(happyHour).toBeVisible();
        const before = await page.evaluate(() => window.scrollY);
        await close(happyHour);
        await expect(happyHour).toBeHidden();
        expect(await page.evaluate(() => window.scrollY)).toBe(before);
        await expect(page.locator('[data-top-strip]')).toBeInViewport();
      });
    }
  });

  test.describe('on the pages where a shopper fills a form', () => {
    test.use({ storageState: popupShopper() });

    test('no popup covers login, registration, recovery, the new-password page or favourites, while the listing shows one', async ({ page }) => {
      await page.clock.setFixedTime(new Date('2026-11-23T10:00:00-03:00')); // a Monday: "Happy hour em casa" is due
      for (const path of ['/login', '/register', '/register/partial', '/login/recuperar', '/login/redefinir', '/favorite']) {
        await gotoHydrated(page, path);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('[data-popup-id]'), path).toHaveCount(0);
      }
      await gotoHydrated(page, '/momentos');
      await expect(popup(page, 'Happy hour em casa')).toBeVisible();
    });
  });
});
