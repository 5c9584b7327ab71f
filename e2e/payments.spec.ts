import type { Page } from '@playwright/test';
import { Account, newShopper } from './account-utils.ts';
import { seriousViolations } from './axe.ts';
import { Shop } from './cart-utils.ts';
import { expect, test, waitForHydratedURL } from './fixtures.ts';
import { signInAsOwner } from './owner-utils.ts';

/**
 * Paying for real, on the Mercado Pago stand-in (docs/payments.md), in Chromium: the cart, the age
 * confirmed, the Pix page (QR code, copia e cola), a simulated approval in another tab, the order
 * page paid without a reload, the mails at /dev/mail, "Minha conta", a withdrawal from
 * the footer without login with its protocol and refund; and the owner shipping with a tracking
 * code the shopper then sees.
 */
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A new shopper with their age confirmed by CPF, a wine in the cart, on the checkout page with pickup chosen. */
async function checkoutReady(page: Page) {
  const account = await new Account(page).asNewShopper();
  const shopper = newShopper('Iara');
  await account.register(shopper);
  const shop = new Shop(page);
  await shop.addResult(await shop.search('malbec'));
  await shop.closeSearch();
  await shop.openCart();
  await shop.drawer.getByRole('button', { name: 'Finalizar Compra' }).click();
  await waitForHydratedURL(page, '**/verificar-idade?redirectUrl=%2Fauth%2Fcheckout');
  await page.getByRole('button', { name: 'Confirmar pelo CPF' }).click();
  await page.getByRole('link', { name: 'Continuar para o pagamento' }).click();
  await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
  await page.getByLabel('CEP para entrega').fill('01310-100');
  await page.getByRole('button', { name: 'Calcular frete' }).click();
  await page.getByRole('radio', { name: /^Retirada na loja/ }).check();
  return shopper;
}

async function mailText(page: Page, to: string, subject: string): Promise<string> {
  let text = '';
  await expect(async () => {
    await page.goto('/dev/mail');
    text = (await page.locator(`[data-mail-to="${to}"]`).filter({ hasText: subject }).first().textContent()) ?? '';
    expect(text).not.toBe('');
  }).toPass();
  return text;
}

test.describe('payments', () => {
  test('Pix: QR code and copia e cola, approval in another tab, "Pago" without a reload, the mails, "Minha conta", then withdrawal from the footer without login', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000); // the whole purchase, two tabs and the withdrawal: 43 s under `stress --cpu 2` on a slower machine
    const shopper = await checkoutReady(page);
    await page.getByRole('radio', { name: /^Pix/ }).check();
    await page.getByRole('button', { name: 'Pagar' }).click();

    await page.waitForURL(/\/checkout\/[0-9a-f-]{36}\/pix$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pague com Pix' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^QR Code do Pix de R\$ / })).toBeVisible();
    await expect(page.getByLabel('Pix Copia e Cola')).toHaveValue(/^000201.+6304[0-9A-F]{4}$/);
    await page.getByRole('button', { name: 'Copiar código' }).click();
    await expect(page.getByText('Código copiado.')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/faltam \d{2}:\d{2}/);
    expect(await seriousViolations(page)).toEqual([]);

    // the shopper pays "in the bank's app": the stand-in's page, in another tab
    const simulation = (await page.getByRole('link', { name: 'Simular pagamento (loja de demonstração)' }).getAttribute('href')) ?? '';
    const bank = await page.context().newPage();
    await bank.goto(simulation);
    expect(await seriousViolations(bank)).toEqual([]);
    await bank.getByRole('button', { name: 'Simular pagamento: aprovado' }).click();
    // the tab goes on to the order once approved: closed after it lands (a close during that
    // navigation once hung past the test's bound on a busy machine)
    await bank.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
    await bank.close();

    // the Pix page learns it by itself and opens the order, "Pago" within the 5 s an expectation waits
    // (it asks every 2 s: payments.worker.test.ts holds the interval, not a clock here)
    await expect(page.getByText('Situação do pedido: Pago')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeVisible();
    const confirmation = (await page.getByRole('status').textContent()) ?? '';
    const orderId = /Pedido nº (\d+) pago/.exec(confirmation)?.[1] ?? '';
    expect(orderId).not.toBe('');

    expect(await mailText(page, shopper.email, `pedido nº ${orderId} confirmado, pagamento aprovado`)).toContain('Recebemos o pagamento');

    await page.goto('/conta');
    await expect(page.getByRole('table', { name: new RegExp(`Pedido nº ${orderId}, .*: Pago`) })).toBeVisible();
    await expect(page.getByRole('link', { name: `Desistir da compra do pedido nº ${orderId}` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Meus dados' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toHaveValue(shopper.fullName);
    expect(await seriousViolations(page)).toEqual([]);

    // another browser, no login: the footer's link
    const stranger = await browser.newContext({ baseURL });
    const other = await stranger.newPage();
    await other.goto('/momentos');
    await other.getByRole('contentinfo').getByRole('link', { name: 'Arrependimento de compra' }).click();
    await expect(other.getByRole('heading', { level: 1, name: 'Arrependimento de compra' })).toBeVisible();
    expect(await seriousViolations(other)).toEqual([]);
    await other.getByLabel('Número do pedido').fill(orderId);
    await other.getByLabel('E-mail usado na compra').fill(shopper.email);
    await other.getByRole('button', { name: 'Desistir da compra' }).click();
    await expect(other.getByRole('heading', { level: 1, name: 'Desistência registrada' })).toBeVisible();
    const protocol = /ARR-\d{8}-[A-Z2-9]{6}/.exec((await other.getByRole('status').textContent()) ?? '')?.[0] ?? '';
    expect(protocol).not.toBe('');
    await expect(other.getByText(/O estorno de R\$ [\d,]+ foi pedido ao meio de pagamento que você usou/)).toBeVisible();
    expect(await seriousViolations(other)).toEqual([]);
    await stranger.close();

    expect(await mailText(page, shopper.email, protocol)).toContain(`Protocolo: ${protocol}`);
    await page.goto('/conta');
    await expect(page.getByText(`Desistência registrada: protocolo ${protocol}.`)).toBeVisible();
    await expect(page.getByRole('table', { name: new RegExp(`Pedido nº ${orderId}, .*: Estornado`) })).toBeVisible();
  });

  test('the owner ships a paid order with its tracking code, and the shopper sees it', async ({ page, browser, baseURL }) => {
    const shopper = await checkoutReady(page);
    // delivered, not picked up: an order collected at the shop is never shipped, and a delivery has an address
    await page.getByRole('radio', { name: /^Entrega Padrão/ }).check();
    const address = page.getByRole('group', { name: 'Endereço de entrega' });
    await expect(address.getByLabel('Quem vai receber')).toHaveValue(shopper.fullName);
    await address.getByLabel('Rua ou avenida').fill('Avenida Paulista');
    await address.getByLabel('Número').fill('1578');
    await address.getByLabel('Complemento (opcional)').fill('apto 42');
    await address.getByLabel('Bairro').fill('Bela Vista');
    await address.getByLabel('Cidade').fill('São Paulo');
    await address.getByLabel('Estado (UF)').selectOption('SP');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: /^Pix/ }).check();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.waitForURL(/\/pix$/);
    const simulation = (await page.getByRole('link', { name: 'Simular pagamento (loja de demonstração)' }).getAttribute('href')) ?? '';
    await page.goto(simulation);
    await page.getByRole('button', { name: 'Simular pagamento: aprovado' }).click();
    await expect(page.getByText('Situação do pedido: Pago')).toBeVisible();
    const orderId = /Pedido nº (\d+) pago/.exec((await page.getByRole('status').textContent()) ?? '')?.[1] ?? '';

    const ownerContext = await browser.newContext({ baseURL });
    const owner = await ownerContext.newPage();
    await signInAsOwner(owner);
    await owner.goto(`/admin/pedidos/${orderId}`);
    await expect(owner.getByRole('heading', { level: 1, name: `Pedido ${orderId}` })).toBeVisible();
    await expect(owner.getByText(`${shopper.fullName}, Avenida Paulista, 1578, apto 42, Bela Vista, São Paulo/SP`)).toBeVisible();
    expect(await seriousViolations(owner)).toEqual([]);
    await owner.getByLabel('Nova situação').selectOption({ label: 'Enviado' });
    await owner.getByLabel('Código de rastreio (Correios)').fill('AA123456785BR');
    await owner.getByRole('button', { name: 'Mudar situação' }).click();
    await expect(owner.getByRole('status')).toHaveText('Situação do pedido atualizada.');
    await ownerContext.close();

    expect(await mailText(page, shopper.email, `pedido nº ${orderId} enviado`)).toContain('AA123456785BR');
    await page.goto('/conta');
    await expect(page.getByRole('link', { name: 'AA123456785BR' })).toHaveAttribute('href', /rastreamento\.correios\.com\.br.*AA123456785BR/);
    await expect(page.getByRole('table', { name: new RegExp(`Pedido nº ${orderId}, .*: Enviado`) })).toBeVisible();
  });
});
