import type { Page } from '@playwright/test';
import { RECEITA_FIXTURES } from '../backend/src/age/receita/datavalid-stand-in.ts';
import { Account, newShopper, registerThroughApi } from './account-utils.ts';
import { seriousViolations } from './axe.ts';
import { Shop } from './cart-utils.ts';
import { expect, gotoHydrated, test, waitForHydratedURL } from './fixtures.ts';

/**
 * Age verification (docs/age-verification.md; ECA Digital art. 9) in Chromium, each method
 * through its local stand-in: the Receita (a fixture table of CPFs), the document-and-selfie
 * vendor (its stand-in page) and the wallet (navigator.credentials.get stubbed with the stand-in's
 * test wallet). A customer without a confirmed age never reaches the checkout.
 */
const CHECKOUT_STEP = '/verificar-idade?redirectUrl=%2Fauth%2Fcheckout';

function outcome(page: Page) {
  return page.getByRole('main').getByRole('status');
}

test.describe('age verification', () => {
  test('a new customer\'s "Finalizar Compra" leads to /verificar-idade; confirmed by the Receita, the hand-off goes on to the checkout', async ({ page }) => {
    const account = await new Account(page).asNewShopper();
    await account.register(newShopper('Nara'));
    const shop = new Shop(page);
    await shop.addResult(await shop.search('malbec'));
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await shop.closeSearch();
    await shop.openCart();
    await shop.drawer.getByRole('button', { name: 'Finalizar Compra' }).click();

    await waitForHydratedURL(page, `**${CHECKOUT_STEP}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirme sua idade' })).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await page.getByRole('button', { name: 'Confirmar pelo CPF' }).click();
    await expect(outcome(page)).toHaveText('Idade confirmada. Você já pode finalizar a compra.');
    await expect(outcome(page)).toBeFocused();
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await page.getByRole('link', { name: 'Continuar para o pagamento' }).click();
    await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the Receita: data that does not match is said, and the methods stay offered', async ({ page }) => {
    await new Account(page).asNewShopper();
    await registerThroughApi(page, RECEITA_FIXTURES.nameMismatch);
    await gotoHydrated(page, CHECKOUT_STEP);
    await page.getByRole('button', { name: 'Confirmar pelo CPF' }).click();
    await expect(outcome(page)).toHaveText(
      'Não conseguimos confirmar sua idade com esses dados. Confira o CPF, o nome e a data de nascimento do seu cadastro (Minha conta › Meus dados), ou escolha outra forma.',
    );
    await expect(page.getByRole('button', { name: 'Enviar documento e selfie' })).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  test('the Receita unavailable: said in pt-BR, with another way offered', async ({ page }) => {
    await new Account(page).asNewShopper();
    await registerThroughApi(page, RECEITA_FIXTURES.unavailable);
    await gotoHydrated(page, CHECKOUT_STEP);
    await page.getByRole('button', { name: 'Confirmar pelo CPF' }).click();
    await expect(outcome(page)).toHaveText('A verificação está indisponível agora. Tente em alguns minutos ou escolha outra forma.');
  });

  test('document and selfie: the vendor page, an abandoned try said, then a confirmation', async ({ page }) => {
    await new Account(page).asNewShopper();
    await registerThroughApi(page);
    await gotoHydrated(page, CHECKOUT_STEP);

    await page.getByRole('button', { name: 'Enviar documento e selfie' }).click();
    await page.waitForURL(/\/verificacao-simulada\//);
    await page.getByRole('button', { name: 'Simular: desistiu' }).click();
    await waitForHydratedURL(page, '**/verificar-idade?retorno=provedor**');
    await expect(outcome(page)).toHaveText('A verificação foi interrompida. Tente de novo ou escolha outra forma.');

    await page.getByRole('button', { name: 'Enviar documento e selfie' }).click();
    await page.waitForURL(/\/verificacao-simulada\//);
    await page.getByRole('button', { name: 'Simular: maior de idade' }).click();
    await waitForHydratedURL(page, '**/verificar-idade?retorno=provedor**');
    await expect(outcome(page)).toHaveText('Idade confirmada. Você já pode finalizar a compra.');
    await expect(page.getByText(/^Idade confirmada em \d{2}\/\d{2}\/\d{4} \(documento e selfie\)$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continuar para o pagamento' })).toHaveAttribute('href', '/auth/checkout');
  });

  test.describe('the wallet (Digital Credentials API, stubbed with the test wallet)', () => {
    test.beforeEach(async ({ page }) => {
      // A browser with a wallet: the test wallet answers for an adult unless the page says otherwise.
      await page.addInitScript(() => {
        const credentials = navigator.credentials;
        Object.assign(window, { DigitalCredential: class {} });
        Object.defineProperty(credentials, 'get', {
          value: async (options: { digital: { requests: Array<{ data: unknown }> } }) => {
            const [request] = options.digital.requests;
            const ageOver18 = !('__e2eMinorWallet' in window);
            const answer = await fetch('/dev/carteira-de-teste', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ data: request?.data, ageOver18 }),
            });
            return answer.json();
          },
        });
      });
    });

    test("a minor's credential is refused; an adult's confirms the age", async ({ page }) => {
      await new Account(page).asNewShopper();
      await registerThroughApi(page);
      await gotoHydrated(page, CHECKOUT_STEP);
      const wallet = page.getByRole('button', { name: 'Usar a carteira digital' });
      await page.evaluate(() => Object.assign(window, { __e2eMinorWallet: true }));
      await wallet.click();
      await expect(outcome(page)).toHaveText('A venda de bebidas alcoólicas é proibida para menores de 18 anos.');
      await page.evaluate(() => Reflect.deleteProperty(window, '__e2eMinorWallet'));
      await wallet.click();
      await expect(outcome(page)).toHaveText('Idade confirmada. Você já pode finalizar a compra.');
    });
  });

  test('without a wallet in the browser, the wallet is not offered', async ({ page }) => {
    // a browser without the Digital Credentials API (Chromium before 141, Firefox, older Safari)
    await page.addInitScript(() => Reflect.deleteProperty(globalThis, 'DigitalCredential'));
    await new Account(page).asNewShopper();
    await registerThroughApi(page);
    await gotoHydrated(page, CHECKOUT_STEP);
    await expect(page.getByRole('button', { name: 'Confirmar pelo CPF' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Usar a carteira digital' })).toHaveCount(0);
  });
});
