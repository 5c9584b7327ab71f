import { MESSAGES } from '../src/core/messages/pt-BR.ts';
import { seriousViolations } from './axe.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

/** The sweetness facet as a shopper on a phone uses it: a tap narrows the list, another widens it again. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the Portuguese wines narrowed to the sweet ones and back, with the counts the links promised', async ({ page }) => {
  await gotoHydrated(page, '/portugal');
  const facet = page.getByRole('navigation', { name: 'Doçura' });
  const sweet = facet.getByRole('link', { name: /^Doce \(\d+\)$/u });
  const promised = Number(/\((\d+)\)/u.exec((await sweet.textContent()) ?? '')?.[1]);
  expect(promised).toBeGreaterThan(0);
  const box = await sweet.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);

  await sweet.tap();
  await expect(page).toHaveURL(/\/portugal\?docura=doce$/u);
  await expect(page.getByRole('heading', { level: 2, name: MESSAGES.wineCount(promised) })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Doçura' }).getByRole('link', { name: /^Doce/u })).toHaveAttribute('aria-current', 'page');
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await page.getByRole('navigation', { name: 'Doçura' }).getByRole('link', { name: 'Todos' }).tap();
  await expect(page).toHaveURL(/\/portugal$/u);
});

test('search results narrowed by sweetness, the page links keeping the choice', async ({ page }) => {
  await gotoHydrated(page, '/resultados/porto');
  const sweet = page.getByRole('navigation', { name: 'Doçura' }).getByRole('link', { name: /^Doce \(\d+\)$/u });
  const promised = Number(/\((\d+)\)/u.exec((await sweet.textContent()) ?? '')?.[1]);
  expect(promised).toBeGreaterThan(0);
  await sweet.tap();
  await expect(page).toHaveURL(/\/resultados\/porto\?docura=doce$/u);
  await expect(page.getByRole('heading', { level: 2, name: MESSAGES.wineCount(promised) })).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
});
