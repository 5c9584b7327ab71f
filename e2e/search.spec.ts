import { ADD_TO_CART_NAME, Shop } from './cart-utils.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

test.describe('search panel (spec §2, §4)', () => {
  test('most wanted first, results after typing, nothing found, and a fresh panel after closing', async ({ page }) => {
    const shop = new Shop(page);
    await gotoHydrated(page, '/momentos');
    await shop.searchToggle.click();
    const panel = shop.searchPanel;
    const mostWanted = panel.getByRole('region', { name: 'vinhos mais procurados' });
    await expect(mostWanted.getByRole('link').first()).toHaveAttribute('href', /^\/produto\/.+-\d+$/);
    // shown as a sentence, its first letter a capital (innerText follows the CSS)
    expect(await mostWanted.getByRole('heading').innerText()).toBe('Vinhos mais procurados');

    const input = panel.getByRole('searchbox', { name: 'Buscar vinhos' });
    await input.fill('ma');
    await expect(mostWanted).toBeVisible(); // 2 characters: no search
    await input.fill('Malbec');
    const results = panel.getByRole('region', { name: 'Resultados da busca' });
    await expect(results.getByRole('button', { name: ADD_TO_CART_NAME }).first()).toBeVisible();
    await expect(results.getByRole('link', { name: 'Ver todos os produtos' })).toHaveAttribute('href', '/resultados/malbec');
    // in stock first: no available wine after an unavailable one
    const rows = await results.getByRole('listitem').allInnerTexts();
    const firstUnavailable = rows.findIndex((text) => text.includes('Temporariamente indisponível'));
    if (firstUnavailable >= 0) expect(rows.slice(firstUnavailable).every((text) => text.includes('Temporariamente indisponível'))).toBe(true);

    await input.fill('xqzwv');
    await expect(panel.getByText('nenhum vinho encontrado')).toBeVisible();

    await panel.getByRole('button', { name: 'Fechar busca' }).click();
    await expect(panel).toBeHidden();
    await shop.searchToggle.click();
    await expect(panel.getByRole('searchbox', { name: 'Buscar vinhos' })).toHaveValue('');
    await expect(panel.getByRole('region', { name: 'vinhos mais procurados' })).toBeVisible();
  });

  test('loads more results as the list scrolls to its end', async ({ page }) => {
    const shop = new Shop(page);
    await gotoHydrated(page, '/momentos');
    const results = await shop.search('tinto');
    const adds = results.getByRole('button', { name: ADD_TO_CART_NAME });
    await expect(adds).toHaveCount(12); // the first page
    await adds.last().scrollIntoViewIfNeeded();
    await expect.poll(() => adds.count()).toBeGreaterThan(12);
  });

  test('the header toggle opens the panel below the header and closes it again, the page left where it was (spec §2)', async ({ page }) => {
    const shop = new Shop(page);
    await gotoHydrated(page, '/momentos');
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const scrolled = await page.evaluate(() => window.scrollY);

    await shop.searchToggle.click();
    await expect(shop.searchPanel).toBeVisible();
    await expect(shop.searchToggle).toHaveAttribute('aria-expanded', 'true');
    const headerBottom = await page.locator('[data-site-header]').evaluate((header) => header.getBoundingClientRect().bottom);
    expect(await shop.searchPanel.evaluate((panel) => panel.getBoundingClientRect().top)).toBeGreaterThanOrEqual(Math.floor(headerBottom));

    await shop.searchToggle.click(); // a real click: nothing covers the toggle
    await expect(shop.searchPanel).toBeHidden();
    await expect(shop.searchToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(shop.searchToggle).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    // Esc and the X still close it, focus back on the toggle each time.
    await shop.searchToggle.click();
    await expect(shop.searchToggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(shop.searchPanel).toBeHidden();
    await expect(shop.searchToggle).toBeFocused();
    await shop.searchToggle.click();
    await shop.searchPanel.getByRole('button', { name: 'Fechar busca' }).click();
    await expect(shop.searchPanel).toBeHidden();
    await expect(shop.searchToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(shop.searchToggle).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('another header control closes the panel before it acts: one overlay at a time', async ({ page }) => {
    const shop = new Shop(page);
    await gotoHydrated(page, '/momentos');
    await shop.searchToggle.click();
    await expect(shop.searchPanel).toBeVisible();
    await shop.cartButton.click();
    await expect(shop.searchPanel).toBeHidden();
    await expect(shop.searchToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(shop.drawer).toBeVisible();
  });

  test('keyboard only: focus moves in, arrows move through results, Enter opens one, Esc closes with focus back', async ({ page }) => {
    const shop = new Shop(page);
    await gotoHydrated(page, '/momentos');
    await shop.searchToggle.focus();
    await page.keyboard.press('Enter');
    const input = shop.searchPanel.getByRole('searchbox', { name: 'Buscar vinhos' });
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(shop.searchPanel).toBeHidden();
    await expect(shop.searchToggle).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(input).toBeFocused();
    await page.keyboard.type('cabernet');
    const results = shop.searchPanel.getByRole('region', { name: 'Resultados da busca' });
    const links = results.locator('a[data-result]');
    await expect(links.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(0)).toBeFocused();
    const href = await links.nth(0).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('shows at most 4 results', async ({ page }) => {
      const shop = new Shop(page);
      await gotoHydrated(page, '/momentos');
      const results = await shop.search('tinto');
      await expect(results.locator('a[data-result]')).toHaveCount(4);
      await expect(results.getByRole('link', { name: 'Ver todos os produtos' })).toHaveAttribute('href', '/resultados/tinto');
    });
  });
});
