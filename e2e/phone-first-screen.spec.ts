import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures.ts';

/**
 * The first screen of a cheap Android phone (360×640) and a common one (390×844), measured by
 * boxes: what sells (name, price, add button) is on it, the header leaves room, and nothing
 * covers it. Screenshots of each are attached to the report.
 */
const PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
] as const;

/** A wine on sale (list price struck through), with the Pix price and installments. */
const PRODUCT = '/produto/quinta-do-vale-alto-reserva-touriga-nacional-2019-1023';

/** A fifth of the small phone's height (the most sticky chrome may take after scrolling). */
const STICKY_BUDGET = 640 / 5;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, String(locator)).not.toBeNull();
  return found!;
}

async function bottomOf(locator: Locator): Promise<number> {
  const found = await box(locator);
  return found.y + found.height;
}

/** How many lines a block's text takes (one client rect per line box). */
function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set(
      Array.from(range.getClientRects())
        .filter((rect) => rect.width > 0)
        .map((rect) => Math.round(rect.top)),
    ).size;
  });
}

/**
 * The bottom of the chrome stuck to the top of the screen: every sticky or fixed element that sits
 * where its `top` puts it (stuck, not just passing by), visible, in the upper half.
 */
function stickyChromeBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const bottoms = Array.from(document.querySelectorAll('body *')).flatMap((element) => {
      const style = getComputedStyle(element);
      if (style.position !== 'sticky' && style.position !== 'fixed') return [];
      const rect = element.getBoundingClientRect();
      const stuck = Math.abs(rect.top - Number.parseFloat(style.top)) < 1;
      const shown = rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight / 2 && rect.right > 0 && rect.left < window.innerWidth;
      return stuck && shown && style.visibility !== 'hidden' ? [rect.bottom] : [];
    });
    return Math.max(0, ...bottoms);
  });
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

for (const viewport of PHONES) {
  test.describe(`on a ${viewport.width}×${viewport.height} phone`, () => {
    test.use({ viewport, isMobile: true, hasTouch: true, serviceWorkers: 'block' });

    test('the product page shows the name, the whole price and "Adicionar ao carrinho" on the first screen', async ({ page }, testInfo) => {
      await gotoHydrated(page, PRODUCT);
      const product = page.locator('article[aria-labelledby="produto-nome"]');
      const name = page.getByRole('heading', { level: 1 });
      const price = product.locator('p', { hasText: 'sem juros' });
      const add = product.getByRole('button', { name: /^Adicionar ao carrinho/u });
      await expect(price).toContainText('no Pix');
      for (const [what, locator] of [
        ['name', name],
        ['price', price],
        ['add button', add],
      ] as const) {
        expect(await bottomOf(locator), what).toBeLessThanOrEqual(viewport.height);
      }
      // The photo stays in view beside or above the buy box.
      const photo = await box(product.getByRole('img', { name: await name.innerText() }));
      expect(photo.y).toBeLessThan(viewport.height);
      expect(photo.height).toBeGreaterThanOrEqual(160);
      await attachScreenshot(page, testInfo, `produto-${viewport.width}x${viewport.height}`);
    });

    test('the header keeps the wordmark and the top strip to one line each', async ({ page }) => {
      await gotoHydrated(page, '/momentos');
      const wordmark = page.getByRole('link', { name: /página inicial$/u }).locator('span');
      expect(await linesOf(wordmark)).toBe(1);
      const strip = page.locator('[data-top-strip] p').first();
      await expect(strip).toBeVisible();
      expect(await linesOf(strip)).toBe(1);
    });

    test('a listing shows the first wine whole, and after scrolling the sticky chrome takes at most a fifth of a small screen', async ({ page }, testInfo) => {
      await gotoHydrated(page, '/momentos');
      const card = page.locator('article:has(h3[id^="vinho-"])').first();
      const add = card.getByRole('button', { name: /^Adicionar ao carrinho/u });
      if (viewport.height >= 844) {
        expect(await bottomOf(card.getByRole('heading', { level: 3 }))).toBeLessThanOrEqual(viewport.height);
        expect(await bottomOf(card.locator('p', { hasText: 'sem juros' }))).toBeLessThanOrEqual(viewport.height);
        expect(await bottomOf(add)).toBeLessThanOrEqual(viewport.height);
      }
      // Sized for a thumb: every button of the card (add to cart, the heart) is at least 44×44 px.
      const buttons = card.getByRole('button');
      expect(await buttons.count()).toBeGreaterThanOrEqual(2);
      for (const button of await buttons.all()) {
        const target = await box(button);
        const label = (await button.getAttribute('aria-label')) ?? '';
        expect(target.width, label).toBeGreaterThanOrEqual(44);
        expect(target.height, label).toBeGreaterThanOrEqual(44);
      }
      await attachScreenshot(page, testInfo, `momentos-${viewport.width}x${viewport.height}`);

      await page.mouse.wheel(0, 1500);
      await expect(page.locator('[data-site-header][data-compact]')).toBeAttached();
      await expect.poll(() => stickyChromeBottom(page)).toBeLessThanOrEqual(STICKY_BUDGET);
      await attachScreenshot(page, testInfo, `momentos-rolado-${viewport.width}x${viewport.height}`);
    });
  });
}

test.describe('a first visit on a phone', () => {
  test.use({ viewport: PHONES[0], isMobile: true, hasTouch: true, storageState: { cookies: [], origins: [] } });

  test('"Pronto para uso offline" waits for the adults-only and privacy notices, then shows at the bottom, clear of the header', async ({ page }, testInfo) => {
    await gotoHydrated(page, '/momentos');
    const gate = page.getByRole('dialog', { name: 'Venda de bebidas alcoólicas proibida para menores de 18 anos.' });
    await expect(gate).toBeVisible();
    // The worker installs while the notice waits: "Pronto para uso offline" does not show over it.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const ready = page.getByText('Pronto para uso offline');
    await expect(ready).toHaveCount(0);
    await gate.getByRole('button', { name: 'Entendi' }).tap();
    const notice = page.getByRole('region', { name: 'Aviso de privacidade' });
    await expect(notice).toBeVisible();
    await expect(ready).toHaveCount(0);
    await notice.getByRole('button', { name: 'Entendi' }).tap();

    await expect(ready).toBeVisible();
    const snack = await box(ready);
    const header = await box(page.locator('[data-site-header]'));
    expect(snack.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(snack.y + snack.height).toBeLessThanOrEqual(PHONES[0].height);
    expect(snack.y).toBeGreaterThan(PHONES[0].height / 2);
    await attachScreenshot(page, testInfo, 'primeira-visita-offline-360x640');
  });
});
