import { expect } from 'vitest';
import { testEnv } from '../../backend/test/test-env.ts';
import { testWine } from '../../backend/test/commerce/wines.ts';
import {
  CHECKOUT_CUSTOMER_ASSOCIATE,
  CHECKOUT_SELECT_SHIPPING_QUOTE,
  CREATE_CHECKOUT,
  type GraphqlOperation,
  requestBody,
  SHIPPING_QUOTES,
} from '../../src/contracts/graphql/index.ts';
import { FORM } from './owner-browser.ts';
import { type ShopperBrowser, verifiedShopper } from './shopper-browser.ts';

/**
 * An order paid as a shopper pays it through the storefront, on the payment stand-in: two bottles
 * of a wine of R$ 64,90, picked up at the shop, paid by Pix (5 % off: R$ 123,31), approved on
 * the stand-in's "Simular pagamento" page.
 */
async function graphql<Variables, Data>(browser: ShopperBrowser, operation: GraphqlOperation<Variables, Data>, variables: Variables): Promise<Data> {
  const response = await browser.send('/graphql', { json: requestBody(operation, variables) });
  const { data } = (await response.json()) as { data: unknown };
  return operation.data.parse(data);
}

function form(browser: ShopperBrowser, path: string, fields: Record<string, string>): Promise<Response> {
  return browser.send(path, { method: 'POST', headers: FORM, body: new URLSearchParams(fields).toString() });
}

export async function paidOrderThroughTheShop(): Promise<{ id: number; productVariantId: number; wineName: string }> {
  const shopper = await verifiedShopper();
  const wine = await testWine({ price: 64.9, stock: 10, name: 'Tinto Reserva da Serra' });
  const created = await graphql(shopper, CREATE_CHECKOUT, { products: [{ productVariantId: wine.productVariantId, quantity: 2 }] });
  const checkoutId = created.createCheckout?.checkoutId ?? '';
  await graphql(shopper, CHECKOUT_CUSTOMER_ASSOCIATE, { checkoutId, customerAccessToken: '' });
  const quotes = await graphql(shopper, SHIPPING_QUOTES, { checkoutId, cep: '01310100' });
  const pickup = quotes.shippingQuotes?.find((quote) => quote?.type === 'Retirada')?.shippingQuoteId ?? '';
  await graphql(shopper, CHECKOUT_SELECT_SHIPPING_QUOTE, { checkoutId, shippingQuoteId: pickup, customerAccessToken: '' });

  const checkout = await (await shopper.send(`/checkout/${checkoutId}`)).text();
  const token = /name="token" value="([^"]+)"/.exec(checkout)?.[1] ?? '';
  const started = await form(shopper, `/checkout/${checkoutId}/pagar`, { token, paymentMethodId: 'pix' });
  expect(started.status).toBe(303);
  await started.body?.cancel();
  const pix = await (await shopper.send(`/checkout/${checkoutId}/pix`)).text();
  const simulation = /href="(\/pagamento-simulado\/\d+)"/.exec(pix)?.[1] ?? '';
  const approved = await form(shopper, simulation, { resultado: 'approved' });
  expect(approved.status).toBe(303);
  await approved.body?.cancel();

  const order = await testEnv.DB.prepare('SELECT id, status FROM orders WHERE checkout_id = ?').bind(checkoutId).first<{ id: number; status: string }>();
  expect(order?.status).toBe('PAID');
  return { id: order?.id ?? 0, productVariantId: wine.productVariantId, wineName: wine.name };
}
