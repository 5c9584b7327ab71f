import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CHECKOUT, CHECKOUT_ADD_COUPON, CHECKOUT_ADD_PRODUCT, CREATE_CHECKOUT, ERROR_CODES } from '../../../src/contracts/graphql/index.ts';
import { createBackendApp } from '../app.ts';
import { registeredCustomer, verifyAge } from '../../test/commerce/customers.ts';
import { call } from '../../test/commerce/graphql-client.ts';
import {
  ADDRESS_FIELDS,
  asShopper,
  getPage,
  payByPix,
  payForm,
  readyCart,
  selectDelivery,
  simulatePayment,
  simulationLinkOf,
  STAND_IN_ORIGIN,
} from '../../test/commerce/stand-in.ts';
import { stockOf, testWine } from '../../test/commerce/wines.ts';
import { testEnv } from '../../test/test-env.ts';
import { STAND_IN_CUSTOMER_HEADER } from '../../../src/contracts/own-backend-api.ts';

/** The embedded checkout: hand-off page → "Pagar" with Pix → the provider's approval → order visible in `checkout`. */
describe('the embedded checkout', () => {
  it('shows the order, takes the payment and makes the order visible in `checkout`', async () => {
    const { customer, wine, checkoutId } = await readyCart();
    await call(CHECKOUT_ADD_COUPON, { checkoutId, coupon: 'VIVALAVIDA10', customerAccessToken: customer.token });
    await selectDelivery(checkoutId, customer.token, 'Entrega');

    const handOff = await getPage(`/checkout/${checkoutId}`, customer.legacyToken);
    expect(handOff.status).toBe(200);
    expect(handOff.headers.get('content-type')).toContain('text/html');
    expect(handOff.headers.get('cache-control')).toBe('no-store');
    expect(handOff.headers.get('referrer-policy')).toBe('no-referrer');
    const page = await handOff.text();
    expect(page).toContain('<html lang="pt-BR">');
    expect(page).toContain('Tinto Reserva da Serra');
    expect(page).toContain('R$ 129,80');
    expect(page).toContain('Desconto (cupom VIVALAVIDA10)');
    expect(page).toContain('-R$ 12,98');
    expect(page).toContain('Entrega Padrão (2 dias úteis)');
    expect(page).toContain('Grátis');
    expect(page).toContain('R$ 116,82');
    expect(page).toContain(`action="/checkout/${checkoutId}/pagar"`);
    expect(page).toContain(`name="token" value="${customer.legacyToken}"`);
    expect(page).toMatch(/<button type="submit">Pagar<\/button>/);
    expect(page).not.toContain('<script');

    const { started, simulated } = await payByPix(checkoutId, customer.legacyToken);
    expect(started.status).toBe(303);
    expect(started.headers.get('location')).toBe(`/checkout/${checkoutId}/pix`);
    // the provider approved: the shopper is back on the order page
    expect(simulated?.status).toBe(303);
    expect(simulated?.headers.get('location')).toBe(`/checkout/${checkoutId}`);

    const confirmation = await (await getPage(simulated?.headers.get('location') ?? '', customer.legacyToken)).text();
    expect(confirmation).toContain('Pedido confirmado');
    // the order's status by its one label rule (core/rules/order-status.ts), as "Minha conta" shows it
    expect(confirmation).toContain('<p>Situação do pedido: <strong>Pago</strong></p>');

    const { data } = await call(CHECKOUT, { checkoutId, customerAccessToken: customer.token });
    const checkout = data?.checkout;
    // R$ 116,82 after the coupon, 5 % less by Pix (the shop's default)
    expect(checkout).toMatchObject({ completed: true, subtotal: 129.8, couponDiscount: 12.98, shippingFee: 0, total: 110.98 });
    expect(checkout?.orders).toHaveLength(1);
    expect(checkout?.orders?.[0]).toMatchObject({ orderStatus: 'PAID', totalValue: 110.98 });
    expect(confirmation).toContain(`Pedido nº ${checkout?.orders?.[0]?.orderId}`);
    expect(await stockOf(wine.productVariantId)).toBe(8);

    // spec: a completed checkout refuses changes
    const change = await call(CHECKOUT_ADD_PRODUCT, {
      input: { id: checkoutId, products: [{ productVariantId: wine.productVariantId, quantity: 1 }] },
      customerAccessToken: customer.token,
    });
    expect(change.codes).toEqual([ERROR_CODES.checkoutCompleted]);

    // paying twice changes nothing
    const twice = await payForm(checkoutId, { token: customer.legacyToken });
    expect(twice.status).toBe(409);
    expect(await stockOf(wine.productVariantId)).toBe(8);

    // "Minha conta" lists the order
    const account = await getPage('/conta', customer.legacyToken);
    expect(account.status).toBe(200);
    const accountPage = await account.text();
    expect(accountPage).toContain('Olá, Beatriz Andrade');
    // the standing the checkout needed, dated in São Paulo's calendar and named by its method
    const [year, month, day] = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }).split('-');
    expect(accountPage).toContain(`Idade confirmada em ${day}/${month}/${year} (CPF na Receita Federal)`);
    expect(accountPage).toContain(`Pedido nº ${checkout?.orders?.[0]?.orderId}`);
    expect(accountPage).toContain('Pago');
    expect(accountPage).toContain('Tinto Reserva da Serra');
  });

  it('lets a shopper with an anonymous cart pick the delivery on the page, and takes the cart on payment', async () => {
    const customer = await registeredCustomer();
    await verifyAge(customer);
    const wine = await testWine({ price: 30 });
    const created = await call(CREATE_CHECKOUT, { products: [{ productVariantId: wine.productVariantId, quantity: 1 }] });
    const checkoutId = created.data?.createCheckout?.checkoutId ?? '';
    const token = customer.legacyToken;

    const first = await (await getPage(`/checkout/${checkoutId}`, token)).text();
    expect(first).toContain('Calcular frete');
    expect(first).not.toContain('>Pagar<');

    for (const typed of ['123', 'abcde-fgh', '<b>', '😀😀']) {
      const badCep = await getPage(`/checkout/${checkoutId}?cep=${encodeURIComponent(typed)}`, token);
      expect(badCep.status, typed).toBe(400);
      expect(await badCep.text(), typed).toContain('Cep inválido');
    }

    const quoted = await (await getPage(`/checkout/${checkoutId}?cep=40010-000`, token)).text();
    expect(quoted).toContain('Entrega Padrão: R$ 34,90, em até 9 dias úteis');
    expect(quoted).toContain('Retirada na loja: Grátis');
    const pickup = /value="([0-9a-f-]{36})" required> Retirada na loja/.exec(quoted)?.[1] ?? '';
    expect(pickup).not.toBe('');

    const { simulated } = await payByPix(checkoutId, customer.legacyToken, { shippingQuoteId: pickup });
    expect(simulated?.status).toBe(303);
    const { data } = await call(CHECKOUT, { checkoutId, customerAccessToken: customer.token });
    expect(data?.checkout).toMatchObject({ completed: true, total: 28.5, selectedShipping: { type: 'Retirada', value: 0 } });
    // the cart now belongs to the shopper who paid
    expect((await call(CHECKOUT, { checkoutId })).codes).toEqual([ERROR_CODES.checkoutForbidden]);
  });

  it('answers a cart address that cannot be one with the shop’s page, not JSON', async () => {
    for (const path of ['/checkout/123', '/checkout/123/pix', '/checkout/nao-e-um-carrinho/']) {
      const page = await getPage(path);
      expect(page.status, path).toBe(404);
      expect(page.headers.get('content-type'), path).toContain('text/html');
      const html = await page.text();
      expect(html, path).toContain('<html lang="pt-BR"');
      expect(html, path).toContain('Carrinho não encontrado');
      expect(html, path).toContain('Voltar à loja');
    }
  });

  it('answers a form whose body is not what it claims (a broken multipart) as a form without its fields: a 4xx page, never a 5xx', async () => {
    const { customer, checkoutId } = await readyCart();
    await selectDelivery(checkoutId, customer.token, 'Retirada');
    const { pixPage } = await payByPix(checkoutId, customer.legacyToken, {}, 'rejected');
    const simulation = simulationLinkOf(pixPage);
    expect(simulation).not.toBe('');
    const broken = { 'content-type': 'multipart/form-data; boundary=x' };
    const body = '--x\r\nContent-Disposition: form-data; name="resultado"\r\n\r\napproved\r\n';
    for (const path of [simulation, '/verificacao-simulada/qualquer', `/checkout/${checkoutId}/pagar`, '/arrependimento']) {
      const answer = await SELF.fetch(`${STAND_IN_ORIGIN}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...asShopper(customer.legacyToken), ...broken },
        body,
      });
      expect(answer.status, path).toBeGreaterThanOrEqual(300);
      expect(answer.status, path).toBeLessThan(500);
      await answer.body?.cancel();
    }
  });

  it('starts no payment for totals other than the page showed: a price changed since, the new total shown first', async () => {
    const { customer, checkoutId, wine } = await readyCart({ price: 199, quantity: 1 });
    await selectDelivery(checkoutId, customer.token, 'Entrega');
    const shownTotals = (html: string) => /name="shownTotals" value="(\d+:\d+)"/.exec(html)?.[1] ?? '';
    const opened = shownTotals(await (await getPage(`/checkout/${checkoutId}`, customer.legacyToken)).text());
    // R$ 199,00 and São Paulo's free standard delivery (R$ 100,00 or more)
    expect(opened).toBe('18905:19900');
    // the owner raises the price while the shopper reads the page
    await testEnv.DB.prepare('UPDATE wines SET price = 209, list_price = max(list_price, 209) WHERE variant_id = ?').bind(wine.productVariantId).run();
    const refused = await payForm(checkoutId, { token: customer.legacyToken, paymentMethodId: 'pix', shownTotals: opened });
    expect(refused.status).toBe(409);
    const page = await refused.text();
    expect(page).toContain('O total mudou desde que você abriu esta página: um preço, o cupom ou a entrega mudou. Confira o novo total e pague de novo.');
    expect(shownTotals(page)).toBe('19855:20900');
    // what was typed is still there
    expect(page).toMatch(/id="entrega-street" name="entrega-street" value="Avenida Paulista"/);
    expect(await testEnv.DB.prepare('SELECT count(*) AS n FROM orders WHERE checkout_id = ?').bind(checkoutId).first<{ n: number }>()).toEqual({ n: 0 });
    // paid from the page that shows the new total
    const paid = await payForm(checkoutId, { token: customer.legacyToken, paymentMethodId: 'pix', shownTotals: shownTotals(page) });
    expect(paid.status).toBe(303);
    await paid.body?.cancel();
  });

  it('asks where a delivery goes, field by field, keeps it on the order and shows it to the owner; a pickup needs none', async () => {
    const { customer, checkoutId } = await readyCart();
    await selectDelivery(checkoutId, customer.token, 'Entrega');
    const page = await (await getPage(`/checkout/${checkoutId}`, customer.legacyToken)).text();
    expect(page).toContain('<legend>Endereço de entrega</legend>');
    // the customer's name as the one who receives, to change if someone else does
    expect(page).toMatch(/<input type="text" id="entrega-recipient" name="entrega-recipient" value="Beatriz Andrade"[^>]* required>/);

    const blank = Object.fromEntries(Object.keys(ADDRESS_FIELDS).map((name) => [name, '']));
    const refused = await payForm(checkoutId, {
      token: customer.legacyToken,
      paymentMethodId: 'pix',
      ...blank,
      'entrega-recipient': 'Bia',
      'entrega-state': 'XX',
    });
    expect(refused.status).toBe(400);
    const told = await refused.text();
    expect(told).toContain('Confira o endereço de entrega: os campos marcados precisam de correção.');
    expect(told).toContain('<span class="field-error" id="entrega-street-erro">Informe a rua ou avenida.</span>');
    expect(told).toContain('<span class="field-error" id="entrega-state-erro">Escolha o estado.</span>');
    expect(told).not.toContain('entrega-complement-erro');
    // a line break would write a line of its own into the owner's mail
    const injected = await payForm(checkoutId, {
      token: customer.legacyToken,
      paymentMethodId: 'pix',
      'entrega-street': 'Rua A\nSepare e envie: https://x.example',
    });
    expect(injected.status).toBe(400);
    expect(await injected.text()).toContain('<span class="field-error" id="entrega-street-erro">Informe a rua ou avenida.</span>');
    // what was typed stays
    expect(told).toMatch(/id="entrega-recipient" name="entrega-recipient" value="Bia"/);
    expect(await testEnv.DB.prepare('SELECT count(*) AS n FROM orders WHERE checkout_id = ?').bind(checkoutId).first()).toEqual({ n: 0 });

    expect((await payByPix(checkoutId, customer.legacyToken)).simulated?.status).toBe(303);
    const order = await testEnv.DB.prepare('SELECT id, delivery_address FROM orders WHERE checkout_id = ?')
      .bind(checkoutId)
      .first<{ id: number; delivery_address: string }>();
    expect(JSON.parse(order?.delivery_address ?? 'null')).toEqual({
      recipient: 'Beatriz Andrade',
      street: 'Avenida Paulista',
      number: '1578',
      complement: 'apto 42',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
    const owner = await testEnv.DB.prepare('SELECT text_body FROM dev_mail_outbox WHERE subject LIKE ? ORDER BY id DESC LIMIT 1')
      .bind(`%novo pedido pago, nº ${order?.id} %`)
      .first<{ text_body: string }>();
    expect(owner?.text_body).toContain('Entregar em: Beatriz Andrade, Avenida Paulista, 1578, apto 42, Bela Vista, São Paulo/SP.');
    // and the shopper's confirmation says where it goes
    expect(await (await getPage(`/checkout/${checkoutId}`, customer.legacyToken)).text()).toContain(
      'Entrega em: Beatriz Andrade, Avenida Paulista, 1578, apto 42, Bela Vista, São Paulo/SP.',
    );

    // a pickup: no address asked, none kept
    const pickup = await readyCart();
    await selectDelivery(pickup.checkoutId, pickup.customer.token, 'Retirada');
    expect(await (await getPage(`/checkout/${pickup.checkoutId}`, pickup.customer.legacyToken)).text()).not.toContain('Endereço de entrega');
    expect((await payByPix(pickup.checkoutId, pickup.customer.legacyToken, blank)).simulated?.status).toBe(303);
    expect(await testEnv.DB.prepare('SELECT delivery_address FROM orders WHERE checkout_id = ?').bind(pickup.checkoutId).first()).toEqual({
      delivery_address: null,
    });
    const pickupOrder = await testEnv.DB.prepare('SELECT id FROM orders WHERE checkout_id = ?').bind(pickup.checkoutId).first<{ id: number }>();
    const pickupMail = await testEnv.DB.prepare('SELECT text_body FROM dev_mail_outbox WHERE subject LIKE ? ORDER BY id DESC LIMIT 1')
      .bind(`%novo pedido pago, nº ${pickupOrder?.id} %`)
      .first<{ text_body: string }>();
    expect(pickupMail?.text_body).toContain('Retirada na loja.');
    expect(pickupMail?.text_body).toContain('Separe para a retirada: ');
  });

  it('tells the owner a delivery placed before addresses were asked is a delivery, with its address to confirm', async () => {
    const { customer, checkoutId } = await readyCart();
    await selectDelivery(checkoutId, customer.token, 'Entrega');
    const started = await payForm(checkoutId, { token: customer.legacyToken, paymentMethodId: 'pix' });
    await started.body?.cancel();
    // an order frozen before migration 0060, paid after it
    await testEnv.DB.prepare('UPDATE orders SET delivery_address = NULL WHERE checkout_id = ?').bind(checkoutId).run();
    const pixPage = await (await getPage(`/checkout/${checkoutId}/pix`, customer.legacyToken)).text();
    await (await simulatePayment(simulationLinkOf(pixPage), 'approved')).body?.cancel();
    const order = await testEnv.DB.prepare('SELECT id FROM orders WHERE checkout_id = ?').bind(checkoutId).first<{ id: number }>();
    const owner = await testEnv.DB.prepare('SELECT text_body FROM dev_mail_outbox WHERE subject LIKE ? ORDER BY id DESC LIMIT 1')
      .bind(`%novo pedido pago, nº ${order?.id} %`)
      .first<{ text_body: string }>();
    expect(owner?.text_body).toContain('Entrega: endereço não informado, confirme com o cliente.');
    expect(owner?.text_body).not.toContain('Retirada na loja.');
  });

  it('pays nothing and takes no stock when a wine ran out meanwhile', async () => {
    const { customer, wine, checkoutId } = await readyCart({ quantity: 3, stock: 5 });
    await selectDelivery(checkoutId, customer.token, 'Retirada');
    await testEnv.DB.prepare('UPDATE wines SET stock = 2 WHERE variant_id = ?').bind(wine.productVariantId).run();
    const paid = await payForm(checkoutId, { token: customer.legacyToken, paymentMethodId: 'pix' });
    expect(paid.status).toBe(409);
    expect(await paid.text()).toContain('Tinto Reserva da Serra não tem mais estoque suficiente: ajuste a quantidade.');
    expect(await stockOf(wine.productVariantId)).toBe(2);
    const { data } = await call(CHECKOUT, { checkoutId, customerAccessToken: customer.token });
    expect(data?.checkout?.completed).toBe(false);
    expect(data?.checkout?.orders).toEqual([]);
  });

  it('creates no order for a customer whose age is not verified (ECA Digital): 403 with where to confirm it', async () => {
    const { customer, wine, checkoutId } = await readyCart({ ageVerified: false });
    await selectDelivery(checkoutId, customer.token, 'Retirada');
    const asPage = await payForm(checkoutId, { token: customer.legacyToken });
    expect(asPage.status).toBe(403);
    expect(await asPage.text()).toContain('href="/verificar-idade?redirectUrl=/auth/checkout"');
    const asApi = await SELF.fetch(`${STAND_IN_ORIGIN}/checkout/${checkoutId}/pagar`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', ...asShopper(customer.legacyToken) },
      body: new URLSearchParams({ token: customer.legacyToken }).toString(),
    });
    expect(asApi.status).toBe(403);
    expect(await asApi.json()).toEqual({ code: 'AGE_VERIFICATION_REQUIRED', continue_url: '/verificar-idade?redirectUrl=/auth/checkout' });
    expect(await testEnv.DB.prepare('SELECT count(*) AS n FROM orders WHERE checkout_id = ?').bind(checkoutId).first()).toEqual({ n: 0 });
    expect(await stockOf(wine.productVariantId)).toBe(10);
    // confirmed, the same payment goes through
    await verifyAge(customer);
    expect((await payByPix(checkoutId, customer.legacyToken)).simulated?.status).toBe(303);
    expect(await stockOf(wine.productVariantId)).toBe(8);
  });

  it('refuses a payment without the legacy token (CSRF) or with a stale one', async () => {
    const { customer, checkoutId } = await readyCart();
    await selectDelivery(checkoutId, customer.token, 'Retirada');
    expect((await payForm(checkoutId, {})).status).toBe(401);
    expect((await payForm(checkoutId, { token: 'forjado' })).status).toBe(401);
    const { data } = await call(CHECKOUT, { checkoutId, customerAccessToken: customer.token });
    expect(data?.checkout?.completed).toBe(false);
  });

  it('"Minha conta" of a customer whose age is not confirmed says so and links to /verificar-idade', async () => {
    const customer = await registeredCustomer();
    const account = await (await getPage('/conta', customer.legacyToken)).text();
    expect(account).toContain('Idade ainda não confirmada: confirme uma única vez para comprar.');
    expect(account).toContain('<a href="/verificar-idade">Confirmar minha idade</a>');
    expect(account).not.toContain('Idade confirmada em');
  });

  it("asks to log in again without a valid token, and hides other customers' carts", async () => {
    const { checkoutId } = await readyCart();
    const stranger = await registeredCustomer();
    const anonymous = await getPage(`/checkout/${checkoutId}`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe(`/Login?redirectUrl=${encodeURIComponent(`/checkout/${checkoutId}`)}`);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
    const stale = await getPage(`/checkout/${checkoutId}`, 'vencido');
    expect(stale.status).toBe(401);
    expect(await stale.text()).toContain(`/Login?redirectUrl=${encodeURIComponent(`/checkout/${checkoutId}`)}`);
    const other = await getPage(`/checkout/${checkoutId}`, stranger.legacyToken);
    expect(other.status).toBe(403);
    expect(await other.text()).not.toContain('Tinto Reserva da Serra');
    expect((await getPage(`/checkout/${crypto.randomUUID()}`, stranger.legacyToken)).status).toBe(404);
    expect((await getPage('/conta', 'nada')).status).toBe(401);
    // typed with no session at all: the login, which comes back to the account
    const account = await getPage('/conta');
    expect(account.status).toBe(302);
    expect(account.headers.get('location')).toBe('/Login?redirectUrl=%2Fconta');
  });

  it('escapes what it shows', async () => {
    const customer = await registeredCustomer();
    const wine = await testWine({ name: 'Vinho <script>alert(1)</script> & Cia' });
    const created = await call(CREATE_CHECKOUT, { products: [{ productVariantId: wine.productVariantId, quantity: 1 }] });
    const page = await (await getPage(`/checkout/${created.data?.createCheckout?.checkoutId}`, customer.legacyToken)).text();
    expect(page).toContain('Vinho &lt;script&gt;alert(1)&lt;/script&gt; &amp; Cia');
    expect(page).not.toContain('<script>');
  });

  it('serves the pages at the configured paths, and Checkout.url follows them', async () => {
    const { customer, checkoutId } = await readyCart();
    const env = { ...testEnv, CHECKOUT_PATH: '/finalizar', ACCOUNT_PATH: '/minha-conta' };
    const app = createBackendApp();
    const page = await app.request(`${STAND_IN_ORIGIN}/finalizar/${checkoutId}`, { headers: asShopper(customer.legacyToken) }, env);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<form method="get" action="/finalizar/${checkoutId}">`);
    expect((await app.request(`${STAND_IN_ORIGIN}/minha-conta`, { headers: asShopper(customer.legacyToken) }, env)).status).toBe(200);
    const { data } = await call(CHECKOUT, { checkoutId, customerAccessToken: customer.token }, { env: { CHECKOUT_PATH: '/finalizar' } });
    expect(data?.checkout?.url).toBe(`/finalizar/${checkoutId}`);
  });

  it('puts no token in any URL: links, the CEP form and the redirect after paying carry none', async () => {
    const { customer, checkoutId } = await readyCart();
    await selectDelivery(checkoutId, customer.token, 'Retirada');
    const page = await (await getPage(`/checkout/${checkoutId}`, customer.legacyToken)).text();
    expect(page).not.toMatch(/[?&]token=/);
    const paid = await payForm(checkoutId, { token: customer.legacyToken, paymentMethodId: 'pix' });
    expect(paid.headers.get('location')).toBe(`/checkout/${checkoutId}/pix`);
    expect(await (await getPage(`/checkout/${checkoutId}/pix`, customer.legacyToken)).text()).not.toMatch(/[?&]token=/);
    expect(await (await getPage(`/checkout/${checkoutId}`, customer.legacyToken)).text()).not.toMatch(/[?&]token=/);
  });

  it('takes the shopper’s identity only from the storefront', async () => {
    const { customer, checkoutId } = await readyCart();
    const forged = await SELF.fetch(`${STAND_IN_ORIGIN}/checkout/${checkoutId}`, { headers: { [STAND_IN_CUSTOMER_HEADER]: customer.legacyToken } });
    expect(forged.status).toBe(401);
    await forged.body?.cancel();
  });

  it('takes no order outside development without a payment provider or the demo switch', async () => {
    const { customer, checkoutId } = await readyCart();
    await selectDelivery(checkoutId, customer.token, 'Retirada');
    const app = createBackendApp();
    const production = { ...testEnv, ENVIRONMENT: 'production', CHECKOUT_DEMO: 'off' };
    const page = await app.request(`${STAND_IN_ORIGIN}/checkout/${checkoutId}`, { headers: asShopper(customer.legacyToken) }, production);
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('Pagamento indisponível');
    const body = new URLSearchParams({ token: customer.legacyToken }).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded', ...asShopper(customer.legacyToken) };
    expect((await app.request(`${STAND_IN_ORIGIN}/checkout/${checkoutId}/pagar`, { method: 'POST', headers, body }, production)).status).toBe(503);
    const { data } = await call(CHECKOUT, { checkoutId, customerAccessToken: customer.token });
    expect(data?.checkout?.completed).toBe(false);
  });
});
