import type { Locator, Page } from '@playwright/test';
import { finderResponseSchema } from '../src/contracts/finder.ts';
import { seriousViolations } from './axe.ts';
import { Shop } from './cart-utils.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { returningShopper, storageState } from './shopper-state.ts';

/** The sommelier virtual as a shopper uses it: steps, filters, keyboard, no JavaScript, tutorial. */

const RETURNING = returningShopper();
/** A returning shopper who has seen the finder's tutorial. */
const TUTORIAL_SEEN = storageState([...RETURNING, { name: 'finderTutorialDone', value: 'true' }]);

/** Presses Tab until `target` has the focus (a keyboard user's way there). */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Follows a link by keyboard: Tab to it, then Enter. */
async function followLink(page: Page, name: string | RegExp): Promise<void> {
  await tabTo(page, page.getByRole('link', { name }));
  await page.keyboard.press('Enter');
}

/** Answers the current question by keyboard: Tab to its first option, Space to choose it, Enter to go on. */
async function answerFirstOption(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
}

const question = (page: Page, text: string) => page.getByRole('heading', { level: 2, name: text });
const liveCount = (page: Page) => page.locator('main [role="status"]').first();
// Text content, not innerText: cards out of view are not rendered yet (content-visibility: auto),
// and innerText reads only rendered text.
const resultNames = (page: Page) => page.getByRole('list', { name: 'Vinhos do sommelier' }).getByRole('heading', { level: 3 }).allTextContents();

test.describe('with the tutorial seen', () => {
  test.use({ storageState: TUTORIAL_SEEN, serviceWorkers: 'block' });

  test('Iniciante, keyboard only: answers, a live count, a skip, the results, add to cart, back', async ({ page }) => {
    await gotoHydrated(page, '/sommelier');
    await expect(question(page, 'Qual a ocasião?')).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    const occasions = page.getByRole('group', { name: /Qual a ocasião\?/ });
    const firstOccasion = occasions.getByRole('radio').first();
    await tabTo(page, firstOccasion);
    const before = await liveCount(page).innerText();
    await page.keyboard.press('Space');
    await expect(firstOccasion).toBeChecked();
    // The live count says what this choice leaves, before anything is sent.
    const optionCount = (await occasions.locator('label').first().innerText()).match(/([\d.]+) vinhos?/)?.[1];
    await expect(liveCount(page)).toHaveText(`${optionCount} vinhos combinam com suas respostas.`);
    expect(before).not.toBe(await liveCount(page).innerText());
    await page.keyboard.press('Enter');

    // Step 2: no page load; the URL holds the answer; the new question has the focus.
    await expect(question(page, 'Qual o prato principal?')).toBeFocused();
    await expect(page).toHaveURL(/\/sommelier\?modo=iniciante&passo=2&ocasiao=churrasco$/);
    await answerFirstOption(page);

    // Step 3 skipped with its link.
    await expect(question(page, 'Quanto quer investir?')).toBeFocused();
    await followLink(page, 'Pular pergunta');
    await expect(question(page, 'Tinto, branco, rosé ou espumante?')).toBeFocused();
    expect(new URL(page.url()).searchParams.has('preco')).toBe(false);
    await answerFirstOption(page);

    // Step 5: the sweetness, right after the type, each option saying what it means.
    await expect(question(page, 'Seco ou mais docinho?')).toBeFocused();
    await expect(page.getByRole('group', { name: /Seco ou mais docinho\?/ }).getByRole('radio', { name: /^Seco/ })).toBeVisible();
    await answerFirstOption(page);

    // Step 6: straight to the wines.
    await expect(question(page, 'Alguma uva preferida?')).toBeFocused();
    await followLink(page, 'Ver os vinhos agora');
    await expect(page.getByRole('heading', { name: 'Seus vinhos' })).toBeFocused();
    await expect(page.getByRole('region', { name: 'Suas respostas' })).toContainText('Ocasião: Churrasco');
    const names = await resultNames(page);
    expect(names.length).toBeGreaterThan(0);
    const cards = await page.getByRole('list', { name: 'Vinhos do sommelier' }).getByRole('listitem').allTextContents();
    const firstOut = cards.findIndex((text) => text.includes('Temporariamente indisponível'));
    if (firstOut >= 0) expect(cards.slice(firstOut).every((text) => text.includes('Temporariamente indisponível'))).toBe(true);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // The page agrees with the finder's own answer for the URL.
    const url = new URL(page.url());
    const api = finderResponseSchema.parse(
      await (
        await page.request.get(
          `/api/finder?occasion=${url.searchParams.get('ocasiao')}&dish=${url.searchParams.get('prato')}&type=${url.searchParams.get('tipo')}&sweetness=${url.searchParams.get('docura')}`,
        )
      ).json(),
    );
    expect(names).toEqual(api.wines.map((wine) => wine.name));

    const shop = new Shop(page);
    await tabTo(page, page.getByRole('button', { name: `Adicionar ao carrinho: ${api.wines.find((wine) => wine.stock > 0)!.name}` }));
    await page.keyboard.press('Enter');
    await expect(shop.snack.filter({ hasText: 'Produto adicionado ao carrinho' })).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    // The back button walks back through the URLs; "Voltar" goes one step back with the answers kept.
    await page.goBack();
    await expect(question(page, 'Alguma uva preferida?')).toBeVisible();
    await expect(page).toHaveURL(/passo=6&ocasiao=churrasco&prato=[a-z-]+&tipo=[a-z-]+&docura=seco$/);
    await followLink(page, 'Voltar');
    await expect(question(page, 'Seco ou mais docinho?')).toBeFocused();
    await expect(page.getByRole('group', { name: /Seco ou mais docinho/ }).getByRole('radio', { checked: true })).toHaveCount(1);
  });

  test('Conhecedor, keyboard only: all seven filters at once, results live, the mode remembered', async ({ page }) => {
    await gotoHydrated(page, '/sommelier');
    await followLink(page, /^Conhecedor/);
    await expect(page).toHaveURL(/modo=conhecedor/);
    const filters = page.getByRole('combobox');
    await expect(filters).toHaveCount(7);
    const type = page.getByRole('combobox', { name: 'Tinto, branco, rosé ou espumante?' });
    const all = await page.getByRole('heading', { level: 3 }).count();
    expect(all).toBeGreaterThan(0);

    await tabTo(page, type);
    await page.keyboard.press('ArrowDown');
    await expect(type).not.toHaveValue('');
    const chosenType = await type.inputValue();
    await expect(page).toHaveURL(new RegExp(`tipo=${chosenType}`));
    await expect(page.locator('form [role="status"]')).toHaveText(/vinhos? combinam com suas respostas/);

    const country = page.getByRole('combobox', { name: 'De que país?' });
    await tabTo(page, country);
    await page.keyboard.press('ArrowDown');
    await expect(country).not.toHaveValue('');
    const chosenCountry = await country.inputValue();
    await expect(page).toHaveURL(new RegExp(`tipo=${chosenType}&pais=${chosenCountry}`));
    const api = finderResponseSchema.parse(await (await page.request.get(`/api/finder?type=${chosenType}&country=${chosenCountry}`)).json());
    await expect(page.locator('form [role="status"]')).toHaveText(
      `${api.total.toLocaleString('pt-BR')} vinho${api.total === 1 ? '' : 's'} combina${api.total === 1 ? '' : 'm'} com suas respostas.`,
    );
    expect(await resultNames(page)).toEqual(api.wines.map((wine) => wine.name));
    // A dead end is not offered: every grape left has wines.
    const grapes = await page.getByRole('combobox', { name: 'Alguma uva preferida?' }).locator('option').allInnerTexts();
    expect(grapes.slice(1).every((text) => /\((\d+)\)$/.test(text) && !text.endsWith('(0)'))).toBe(true);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // The mode is remembered: /sommelier alone opens as Conhecedor.
    await gotoHydrated(page, '/sommelier');
    await expect(page.getByRole('combobox')).toHaveCount(7);
    await expect(page.getByRole('link', { name: /^Conhecedor/ })).toHaveAttribute('aria-current', 'true');
  });

  test('the header and the home page lead to the finder; other pages load none of its code', async ({ page }) => {
    const finderCode: string[] = [];
    page.on('request', (request) => {
      if (/SommelierFinder/.test(request.url())) finderCode.push(request.url());
    });
    await gotoHydrated(page, '/momentos');
    await expect(page.getByRole('main').getByRole('link', { name: 'Sommelier virtual' })).toHaveAttribute('href', '/sommelier');
    expect(finderCode).toEqual([]);
    await page.locator('header').getByRole('link', { name: 'Sommelier virtual' }).click();
    await expect(page).toHaveURL(/\/sommelier$/);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(question(page, 'Qual a ocasião?')).toBeVisible();
    expect(finderCode.length).toBeGreaterThan(0);
  });
});

test.describe('without JavaScript', () => {
  // The document's <noscript> style (src/features/shell/Document.tsx) is refused by the page CSP's
  // style-src (no nonce there): reported, not this feature's; the finder's page is whole anyway.
  test.use({
    javaScriptEnabled: false,
    storageState: TUTORIAL_SEEN,
    expectedConsoleErrors: [/^Applying inline style violates the following Content Security Policy directive 'style-src/],
  });

  test('a result URL reloads to the same wines, and the steps work as plain forms', async ({ page }) => {
    const result = '/sommelier?modo=iniciante&passo=8&ocasiao=churrasco&prato=carnes-vermelhas&preco=50-a-100';
    await page.goto(result);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Seus vinhos' })).toBeVisible();
    const api = finderResponseSchema.parse(await (await page.request.get('/api/finder?occasion=churrasco&dish=carnes-vermelhas&price=50-a-100')).json());
    expect(api.total).toBeGreaterThan(0);
    expect(await resultNames(page)).toEqual(api.wines.map((wine) => wine.name));
    await expect(page.getByText(`${api.total} vinhos combinam com suas respostas.`)).toBeVisible();

    await page.goto('/sommelier?modo=iniciante');
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Próxima pergunta' }).click();
    await expect(question(page, 'Qual o prato principal?')).toBeVisible();
    await expect(page).toHaveURL(/passo=2&ocasiao=churrasco/);
    await page.getByRole('link', { name: 'Voltar' }).click();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  });
});

test.describe('a first-time visit to the finder', () => {
  test.use({ storageState: storageState(RETURNING), serviceWorkers: 'block' });

  test('walks through the first steps once (from step 1, next, finish), and again on "Como funciona?"', async ({ page }) => {
    await gotoHydrated(page, '/sommelier');
    const tutorial = page.getByRole('dialog', { name: 'Uma pergunta de cada vez' });
    await expect(tutorial).toBeVisible();
    await expect(tutorial.getByText('Passo 1 de 4')).toBeVisible();
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByRole('dialog', { name: 'Veja quantos vinhos sobram' })).toBeVisible();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByRole('button', { name: 'Próximo' }).click();
    await page.getByRole('button', { name: 'Concluir' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.reload();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(question(page, 'Qual a ocasião?')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Como funciona?' }).click();
    await expect(page.getByRole('dialog', { name: 'Uma pergunta de cada vez' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('skipped by keyboard, the tutorial leaves the focus on the first question, not the page', async ({ page }) => {
    await gotoHydrated(page, '/sommelier');
    await expect(page.getByRole('dialog', { name: 'Uma pergunta de cada vez' })).toBeVisible();
    await page.getByRole('button', { name: 'Pular' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Qual a ocasião?' })).toBeFocused();
  });
});
