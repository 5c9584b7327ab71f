import { seriousViolations } from './axe.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

test.use({ storageState: { cookies: [], origins: [] } });

test.describe('first visit', () => {
  test('says the shop sells to adults only, asking nothing, and passes axe; remembers "Entendi", then shows the privacy notice once', async ({ page }) => {
    test.setTimeout(60_000); // axe takes a few seconds on a small machine
    await gotoHydrated(page, '/momentos');
    const notice = page.getByRole('dialog', { name: 'Venda de bebidas alcoólicas proibida para menores de 18 anos.' });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAccessibleDescription('Navegue à vontade: para comprar, confirmamos sua idade uma única vez, sem guardar documentos.');
    // a notice, not a self-declaration (ECA Digital art. 9): one button, no "Não"
    await expect(notice.getByRole('button')).toHaveCount(1);
    await expect(notice.getByRole('button', { name: 'Entendi' })).toBeFocused();
    await expect(page.getByRole('region', { name: 'Aviso de privacidade' })).toHaveCount(0);
    // the page as a first visitor meets it, the notice open over it: axe-core, experimental rules included
    expect(await seriousViolations(page), 'serious or critical accessibility violations').toEqual([]);

    await page.keyboard.press('Escape'); // read, not skipped: Esc does not dismiss it
    await expect(notice).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();
    // the keyboard goes on from the page's content, not from nowhere, and the page stays where it was
    await expect(page.locator('main#conteudo')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const privacy = page.getByRole('region', { name: 'Aviso de privacidade' });
    await expect(privacy).toBeVisible();
    await expect(privacy.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute('href', '/politica/privacidade');
    await privacy.getByRole('button', { name: 'Entendi' }).click();
    await expect(privacy).toBeHidden();

    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Aviso de privacidade' })).toHaveCount(0);
  });

  test('the adults-only notice is part of the first paint: shown before any script has loaded, not for a browser that read it', async ({ page }) => {
    // No script file of ours ever runs here (each answers empty): what shows is the server's page
    // and the head's inline check.
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.goto('/momentos');
    const title = page.getByRole('heading', { name: 'Venda de bebidas alcoólicas proibida para menores de 18 anos.' });
    await expect(title).toBeVisible();
    await expect(page.getByText('Navegue à vontade: para comprar, confirmamos sua idade uma única vez, sem guardar documentos.')).toBeVisible();

    await page.evaluate(() => window.localStorage.setItem('allowAccess', 'true'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(title).toBeHidden();
  });

  test('the scripts start after the first paint: nothing competes with the stylesheet for it', async ({ page }) => {
    await gotoHydrated(page, '/momentos');
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    }));
    expect(Number.isFinite(paint)).toBe(true);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.start < paint)).toEqual([]);
  });
});
