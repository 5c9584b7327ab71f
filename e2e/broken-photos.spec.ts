import { PLACEHOLDER_WINE_IMAGE } from '../src/core/constants.ts';
import { expect, test } from './fixtures.ts';

const PRODUCT = '/produto/quinta-do-vale-alto-reserva-touriga-nacional-2019-1023';

// the photos this test breaks, each logged by the browser
test.use({ expectedConsoleErrors: [/status of 404/] });

/**
 * A wine photo that does not load shows the placeholder bottle, with no script file run: the
 * head's inline listener (src/features/shell/ImageFallbackScript.tsx) catches the error even of
 * the product's photo, which the page asks for before its body is parsed.
 */
test('a wine photo that fails shows the placeholder bottle, the product page’s own included', async ({ page }) => {
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.route(/\/media\/wines\//, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(PRODUCT);
  const photo = page.getByRole('img', { name: 'Quinta do Vale Alto Reserva Touriga Nacional 2019' });
  await expect(photo).toHaveAttribute('src', PLACEHOLDER_WINE_IMAGE);
  await expect(photo).not.toHaveAttribute('srcset');
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  // the related wines' bottles too
  const related = page.getByRole('list', { name: 'Você também pode gostar' }).locator('img').first();
  await expect(related).toHaveAttribute('src', PLACEHOLDER_WINE_IMAGE);
});
