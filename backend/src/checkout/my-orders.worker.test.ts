import { describe, expect, it } from 'vitest';
import { CHECKOUT_CUSTOMER_ASSOCIATE, CREATE_CHECKOUT } from '../../../src/contracts/graphql/index.ts';
import { call } from '../../test/commerce/graphql-client.ts';
import { getPage, payByPix, readyCart, selectDelivery } from '../../test/commerce/stand-in.ts';
import { testEnv } from '../../test/test-env.ts';

/** "Minha conta" → "Meus pedidos" (docs/payments.md): every order of the customer, newest first. */
const orderIdOf = async (checkoutId: string) =>
  (await testEnv.DB.prepare('SELECT id FROM orders WHERE checkout_id = ?').bind(checkoutId).first<{ id: number }>())?.id ?? 0;

describe('"Meus pedidos"', () => {
  it('lists the newest order first', async () => {
    const { customer, checkoutId: first, wine } = await readyCart();
    await selectDelivery(first, customer.token, 'Retirada');
    await payByPix(first, customer.legacyToken);
    // the same customer's next cart, paid after the first
    const created = await call(CREATE_CHECKOUT, { products: [{ productVariantId: wine.productVariantId, quantity: 1 }] });
    const second = created.data?.createCheckout?.checkoutId ?? '';
    await call(CHECKOUT_CUSTOMER_ASSOCIATE, { checkoutId: second, customerAccessToken: customer.token });
    await selectDelivery(second, customer.token, 'Retirada');
    await payByPix(second, customer.legacyToken);

    const page = await (await getPage('/conta', customer.legacyToken)).text();
    expect(page).toContain('<h2>Meus pedidos</h2>');
    const listed = [...page.matchAll(/<caption>Pedido nº (\d+), [^<]*: Pago<\/caption>/g)].map((match) => Number(match[1]));
    expect(listed).toEqual([await orderIdOf(second), await orderIdOf(first)]);
  });
});
