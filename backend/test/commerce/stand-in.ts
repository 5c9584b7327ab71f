import { SELF } from 'cloudflare:test';
import { CHECKOUT_CUSTOMER_ASSOCIATE, CHECKOUT_SELECT_SHIPPING_QUOTE, CREATE_CHECKOUT, SHIPPING_QUOTES } from '../../../src/contracts/graphql/index.ts';
import { STAND_IN_CUSTOMER_HEADER } from '../../../src/contracts/own-backend-api.ts';
import { storefrontHeaders } from '../http.ts';
import { registeredCustomer, verifyAge } from './customers.ts';
import { call } from './graphql-client.ts';
import { testWine } from './wines.ts';

/** Test helpers for the hosted-checkout stand-in's pages, driven as the edge forwards a shopper. */
export const STAND_IN_ORIGIN = 'https://backend.test';

/** What the edge sends with a shopper's request: its access token and the shopper's legacy token. */
export function asShopper(legacyToken: string | undefined): Record<string, string> {
  return legacyToken === undefined ? {} : { ...storefrontHeaders(), [STAND_IN_CUSTOMER_HEADER]: legacyToken };
}

export function getPage(path: string, legacyToken?: string): Promise<Response> {
  return SELF.fetch(`${STAND_IN_ORIGIN}${path}`, { redirect: 'manual', headers: asShopper(legacyToken) });
}

/** A delivery address as the checkout page's fields post it (a pickup ignores it). */
export const ADDRESS_FIELDS: Readonly<Record<string, string>> = {
  'entrega-recipient': 'Beatriz Andrade',
  'entrega-street': 'Avenida Paulista',
  'entrega-number': '1578',
  'entrega-complement': 'apto 42',
  'entrega-district': 'Bela Vista',
  'entrega-city': 'São Paulo',
  'entrega-state': 'SP',
};

/** The "Pagar" form as the edge forwards it (the form repeats the legacy token), the delivery address filled in unless `fields` says otherwise. */
export function payForm(checkoutId: string, fields: Record<string, string>, legacyToken = fields.token): Promise<Response> {
  return SELF.fetch(`${STAND_IN_ORIGIN}/checkout/${checkoutId}/pagar`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...asShopper(legacyToken) },
    body: new URLSearchParams({ ...ADDRESS_FIELDS, ...fields }).toString(),
  });
}

/** A logged-in shopper's cart, associated to them; their age confirmed unless said (an order needs it). */
export async function readyCart(options: { price?: number; quantity?: number; stock?: number; ageVerified?: boolean } = {}) {
  const customer = await registeredCustomer({ fullName: 'Beatriz Andrade' });
  if (options.ageVerified ?? true) await verifyAge(customer);
  const wine = await testWine({ price: options.price ?? 64.9, stock: options.stock ?? 10, name: 'Tinto Reserva da Serra' });
  const created = await call(CREATE_CHECKOUT, { products: [{ productVariantId: wine.productVariantId, quantity: options.quantity ?? 2 }] });
  const checkoutId = created.data?.createCheckout?.checkoutId ?? '';
  await call(CHECKOUT_CUSTOMER_ASSOCIATE, { checkoutId, customerAccessToken: customer.token });
  return { customer, wine, checkoutId };
}

/** Selects the first quote of `type` ("Entrega", "Retirada") for a CEP in São Paulo (or `cep`). */
export async function selectDelivery(checkoutId: string, token: string, type: string, cep = '01310100') {
  const quotes = await call(SHIPPING_QUOTES, { checkoutId, cep });
  const quote = quotes.data?.shippingQuotes?.find((item) => item?.type === type);
  await call(CHECKOUT_SELECT_SHIPPING_QUOTE, { checkoutId, shippingQuoteId: quote?.shippingQuoteId ?? '', customerAccessToken: token });
}

/** The stand-in's "Simular pagamento" choice for a Pix or card payment, as the shopper clicks it. */
export function simulatePayment(path: string, outcome: string): Promise<Response> {
  return SELF.fetch(`${STAND_IN_ORIGIN}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ resultado: outcome }).toString(),
  });
}

/** The stand-in's simulation link on a Pix page ("Simular pagamento"). */
export function simulationLinkOf(pixPage: string): string {
  return /href="(\/pagamento-simulado\/\d+)"/.exec(pixPage)?.[1] ?? '';
}

/**
 * Pays a cart by Pix as a shopper would: "Pagar" with Pix (plus `fields`), the Pix page, then the
 * stand-in's "Simular pagamento: aprovado" (`outcome`), which sends the signed notification.
 */
export async function payByPix(checkoutId: string, legacyToken: string, fields: Record<string, string> = {}, outcome = 'approved') {
  const started = await payForm(checkoutId, { token: legacyToken, paymentMethodId: 'pix', ...fields });
  if (started.status !== 303) return { started, pixPage: '', simulated: undefined };
  await started.body?.cancel();
  const pixPage = await (await getPage(`/checkout/${checkoutId}/pix`, legacyToken)).text();
  const simulated = await simulatePayment(simulationLinkOf(pixPage), outcome);
  await simulated.body?.cancel();
  return { started, pixPage, simulated };
}
