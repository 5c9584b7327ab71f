import { expect, gotoHydrated, test } from './fixtures.ts';

/**
 * The filter icons come from one sheet (backend/src/media/icons.ts), a request for all of them:
 * each <img> naming a view of the sheet must draw exactly what that icon's own file draws.
 */
test('every filter icon on /momentos, drawn from the one sheet, is pixel for pixel its own file', async ({ page }) => {
  await gotoHydrated(page, '/momentos');
  const sources = await page.locator('img[src*="/media/icons/"]').evaluateAll((images) => [...new Set(images.map((image) => image.getAttribute('src') ?? ''))]);
  expect(sources.length).toBeGreaterThan(4);
  expect(
    sources.every((src) => /^\/media\/icons\/icons\.svg#[a-z0-9-]+$/.test(src)),
    sources.join(', '),
  ).toBe(true);

  const compare = await page.context().newPage();
  await compare.goto('/robots.txt'); // the shop's origin, so the images are same-origin
  for (const src of sources) {
    const own = `/media/icons/${src.split('#')[1]}.svg`;
    await compare.setContent(
      `<div style="background:#fff;padding:4px"><img id="sheet" src="${src}" width="32" height="32"><img id="own" src="${own}" width="32" height="32"></div>`,
    );
    await expect.poll(() => compare.evaluate(() => Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0))).toBe(true);
    expect(Buffer.compare(await compare.locator('#sheet').screenshot(), await compare.locator('#own').screenshot()), src).toBe(0);
  }
  await compare.close();
});
