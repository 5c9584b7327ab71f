import { describe, expect, it } from 'vitest';
import {
  CHECKOUT,
  CHECKOUT_REMOVE_PRODUCT,
  CHECKOUT_SELECT_SHIPPING_QUOTE,
  CREATE_CHECKOUT,
  ERROR_CODES,
  SHIPPING_QUOTES,
} from '../../../src/contracts/graphql/index.ts';
import { cartWorth, lineOf } from '../../test/commerce/checkouts.ts';
import { call, raw } from '../../test/commerce/graphql-client.ts';
import { testWine } from '../../test/commerce/wines.ts';

async function quotes(checkoutId: string, cep: string) {
  const answer = await call(SHIPPING_QUOTES, { checkoutId, cep });
  return { ...answer, quotes: answer.data?.shippingQuotes ?? [] };
}

describe('shippingQuotes', () => {
  it('quotes standard, express and pickup ("Retirada") with deadlines in business days', async () => {
    const { checkout, wine } = await cartWorth(40, 2);
    const { status, errors, quotes: list } = await quotes(checkout.checkoutId, '01310100');
    expect(status).toBe(200);
    expect(errors).toEqual([]);
    expect(list.map((quote) => [quote?.name, quote?.type, quote?.value, quote?.deadline])).toEqual([
      ['Entrega Padrão', 'Entrega', 12.9, 2],
      ['Entrega Expressa', 'Expressa', 22.9, 1],
      ['Retirada na loja', 'Retirada', 0, 1],
    ]);
    expect(list[0]?.shippingQuoteId).toMatch(/^[0-9a-f-]{36}$/);
    expect(list[0]?.products).toEqual([{ productVariantId: wine.productVariantId, value: 12.9 }]);
  });

  it.each([
    ['São Paulo (01)', '01310100', 0],
    ['Minas Gerais (39)', '39400000', 0],
    ['Paraná (80)', '80010000', 0],
    ['Rio Grande do Sul (99)', '99999999', 0],
    ['Bahia (40)', '40010000', 34.9],
    ['Distrito Federal (70)', '70040000', 29.9],
    ['Amazonas (69)', '69005000', 44.9],
  ])('at R$ 100,00 or more, standard delivery to %s costs %s', async (_label, cep, value) => {
    const { checkout } = await cartWorth(100);
    const { quotes: list } = await quotes(checkout.checkoutId, cep);
    expect(list[0]?.value).toBe(value);
  });

  it('charges the South and Southeast below R$ 100,00', async () => {
    const { checkout } = await cartWorth(99.99);
    const { quotes: list } = await quotes(checkout.checkoutId, '80010000');
    expect(list[0]?.value).toBe(22.9);
  });

  it.each([['1310100'], ['01310-100'], ['0131010a'], ['00000000'], ['']])('refuses the CEP %j with SHP101', async (cep) => {
    const { checkout } = await cartWorth(50);
    const { status, codes } = await quotes(checkout.checkoutId, cep);
    expect(status).toBe(200);
    expect(codes).toEqual([ERROR_CODES.cepInvalid]);
  });

  it('refuses to quote an empty cart (SHP102) and an unknown one (CKT113)', async () => {
    const empty = await call(CREATE_CHECKOUT, { products: [] });
    expect((await quotes(empty.data?.createCheckout?.checkoutId ?? '', '01310100')).codes).toEqual([ERROR_CODES.shippingNoProducts]);
    expect((await quotes(crypto.randomUUID(), '01310100')).codes).toEqual([ERROR_CODES.checkoutNotFound]);
  });

  it('quotes one product for the product page', async () => {
    const wine = await testWine({ price: 120 });
    const { data, errors } = await raw('query ($cep: CEP, $v: Long) { shippingQuotes(cep: $cep, productVariantId: $v, quantity: 1) { name value } }', {
      cep: '20040002',
      v: wine.productVariantId,
    });
    expect(errors).toEqual([]);
    expect(data?.shippingQuotes).toEqual([
      { name: 'Entrega Padrão', value: 0 },
      { name: 'Entrega Expressa', value: 32.9 },
      { name: 'Retirada na loja', value: 0 },
    ]);
  });
});

describe('checkoutSelectShippingQuote', () => {
  it('sets shippingFee, selectedShipping, cep and total', async () => {
    const { checkout } = await cartWorth(45.5);
    const { quotes: list } = await quotes(checkout.checkoutId, '04538133');
    const express = list.find((quote) => quote?.type === 'Expressa');
    const { data, errors } = await call(CHECKOUT_SELECT_SHIPPING_QUOTE, { checkoutId: checkout.checkoutId, shippingQuoteId: express?.shippingQuoteId ?? '' });
    expect(errors).toEqual([]);
    expect(data?.checkoutSelectShippingQuote).toMatchObject({
      shippingFee: 22.9,
      total: 68.4,
      cep: 4538133,
      selectedShipping: { shippingQuoteId: express?.shippingQuoteId, name: 'Entrega Expressa', type: 'Expressa', value: 22.9, deadline: 1 },
    });
  });

  it('re-prices the selected delivery when the cart changes: free at R$ 100,00, paid below', async () => {
    const { checkout, wine } = await cartWorth(55, 2);
    const { quotes: list } = await quotes(checkout.checkoutId, '30130000');
    const standard = list.find((quote) => quote?.type === 'Entrega');
    expect(standard?.value).toBe(0);
    await call(CHECKOUT_SELECT_SHIPPING_QUOTE, { checkoutId: checkout.checkoutId, shippingQuoteId: standard?.shippingQuoteId ?? '' });
    const lowered = await call(CHECKOUT_REMOVE_PRODUCT, { input: { id: checkout.checkoutId, products: [lineOf(wine)] } });
    expect(lowered.data?.checkoutRemoveProduct).toMatchObject({ subtotal: 55, shippingFee: 19.9, total: 74.9 });
  });

  it("refuses another checkout's quote and an unknown one with CKT112", async () => {
    const mine = await cartWorth(30);
    const theirs = await cartWorth(30);
    const { quotes: list } = await quotes(theirs.checkout.checkoutId, '01310100');
    for (const shippingQuoteId of [list[0]?.shippingQuoteId ?? '', crypto.randomUUID()]) {
      const { codes } = await call(CHECKOUT_SELECT_SHIPPING_QUOTE, { checkoutId: mine.checkout.checkoutId, shippingQuoteId });
      expect(codes).toEqual([ERROR_CODES.shippingQuoteInvalid]);
    }
    const read = await call(CHECKOUT, { checkoutId: mine.checkout.checkoutId });
    expect(read.data?.checkout?.selectedShipping).toBeNull();
  });
});
