// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../../core/browser/request.ts';
import { ERROR_CODES } from '../../../contracts/graphql/error-codes.ts';
import type { CartItem } from '../../../contracts/cart-item.ts';
import { createStores, type Stores } from '../../../stores/stores.ts';
import { renderWithStores } from '../../../test-support/render-with-stores.tsx';
import { fakeCartEnv, fakeCommerce, wine } from '../../../test-support/fake-cart-env.ts';
import { cartService, type CartService } from '../browser/cart-service.ts';
import CartButton from '../CartButton.island.tsx';

/**
 * Every refusal the commerce service can answer for the cart says why, in pt-BR, where the shopper
 * is looking: the drawer. A line the service changed or removed (CKT106, CKT102) is listed under
 * "Mudanças no seu carrinho"; a typed coupon it refuses (CKT104, CKT105, each reason) is explained
 * under the coupon field. The texts are the shop's (src/core/messages/pt-BR.ts), written out.
 */
type Commerce = ReturnType<typeof fakeCommerce>;

const refused = (code: string, details: Record<string, unknown> = {}) => new RequestError('graphql', code, 200, code, details);

/** The drawer open over a cart the checkout already holds. */
async function drawerOver(items: CartItem[], commerce: Commerce): Promise<{ stores: Stores; service: CartService; drawer: HTMLElement }> {
  const stores = createStores();
  const service = cartService(stores, fakeCartEnv(commerce).env);
  stores.cart.items = items;
  // the shop's settings known already: the drawer asks no one for its Pix discount
  stores.checkout.pixDiscountPercent = 0;
  await act(async () => void (await service.sync()));
  renderWithStores(<CartButton />, stores);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: /Abrir carrinho/ })));
  const drawer = await screen.findByRole('dialog', {}, { timeout: 5000 }); // the drawer's chunk loads on first open
  // drawn before its effects run: its focus inside says they ran
  await vi.waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true), { timeout: 5000 });
  return { stores, service, drawer };
}

/** The changes the drawer lists, once it shows them. */
async function noticesIn(drawer: HTMLElement): Promise<string[]> {
  const heading = await within(drawer).findByText('Mudanças no seu carrinho', {}, { timeout: 5000 });
  const list = heading.closest('[role="status"]') as HTMLElement;
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

const quantityShown = (drawer: HTMLElement, name: string) =>
  within(within(drawer).getByRole('group', { name: `Quantidade de ${name}` })).getByTestId('cart-quantity').textContent;

describe('the drawer tells what the service changed in the cart', () => {
  afterEach(cleanup);

  it('CKT106 with some left: one more bottle than the service has is taken back, and the drawer says how many there are', async () => {
    const commerce = fakeCommerce({ stock: { 1: 2 } });
    const { drawer, stores } = await drawerOver([{ ...wine(1, { name: 'Malbec Reserva', stock: 9 }), quantity: 2 }], commerce);
    await act(async () => void fireEvent.click(within(drawer).getByRole('button', { name: 'Aumentar a quantidade de Malbec Reserva' })));
    expect(await noticesIn(drawer)).toEqual(['Malbec Reserva: temos só 2 unidades em estoque.']);
    expect(quantityShown(drawer, 'Malbec Reserva')).toBe('2');
    expect(commerce.lines(stores.cart.checkoutId!)).toEqual({ 1001: 2 });
    expect(stores.snack).toMatchObject({ open: true, text: 'Malbec Reserva: temos só 2 unidades em estoque.', style: 'warning' });
  });

  it('CKT106 with none left: the wine leaves the cart, and the drawer says it sold out', async () => {
    const commerce = fakeCommerce({ stock: { 2: 0 } });
    const { drawer, service, stores } = await drawerOver([{ ...wine(1), quantity: 1 }], commerce);
    await act(async () => service.add(wine(2, { name: 'Tannat Velho' })));
    expect(await noticesIn(drawer)).toEqual(['Tannat Velho esgotou e saiu do seu carrinho.']);
    expect(within(drawer).queryByRole('link', { name: 'Tannat Velho' })).toBeNull();
    expect(commerce.lines(stores.cart.checkoutId!)).toEqual({ 1001: 1 });
    expect(stores.snack).toMatchObject({ open: true, text: 'Produto indisponivel', style: 'error' });
  });

  it('CKT102: a wine the catalogue no longer has leaves the cart, and the drawer says so', async () => {
    const commerce = fakeCommerce();
    const { drawer, service, stores } = await drawerOver([{ ...wine(1), quantity: 1 }], commerce);
    commerce.failNext('addProducts', refused(ERROR_CODES.productNotFound, { productVariantId: 1003 }));
    await act(async () => service.add(wine(3, { name: 'Syrah Antigo' })));
    expect(await noticesIn(drawer)).toEqual(['Syrah Antigo esgotou e saiu do seu carrinho.']);
    expect(within(drawer).queryByRole('link', { name: 'Syrah Antigo' })).toBeNull();
    expect(commerce.lines(stores.cart.checkoutId!)).toEqual({ 1001: 1 });
    expect(stores.snack).toMatchObject({ open: true, text: 'Produto indisponivel', style: 'error' });
  });
});

describe('the drawer says why a typed coupon is refused, under the field', () => {
  afterEach(cleanup);

  it.each([
    ['CKT104, unknown or inactive', refused(ERROR_CODES.couponInvalid), 'Cupom inválido. Confira o código e tente de novo.'],
    ['CKT104, expired', refused(ERROR_CODES.couponInvalid, { reason: 'expired' }), 'Este cupom expirou.'],
    ['CKT104, not yet valid', refused(ERROR_CODES.couponInvalid, { reason: 'not_started' }), 'Este cupom ainda não está valendo.'],
    [
      'CKT104, used up',
      refused(ERROR_CODES.couponInvalid, { reason: 'exhausted' }),
      'Este cupom já foi usado o número máximo de vezes e não está mais disponível.',
    ],
    [
      'CKT105, below its minimum',
      refused(ERROR_CODES.couponNotApplicable, { reason: 'minimum', minimum: 150 }),
      'Este cupom vale para pedidos a partir de R$ 150,00. Adicione mais vinhos para usá-lo.',
    ],
    [
      'CKT105, below a minimum not named',
      refused(ERROR_CODES.couponNotApplicable, { reason: 'minimum' }),
      'Este cupom exige um valor mínimo de pedido que seu carrinho ainda não atingiu.',
    ],
    ['CKT105, first purchase only', refused(ERROR_CODES.couponNotApplicable, { reason: 'first_purchase' }), 'Este cupom vale apenas para a primeira compra.'],
    ['CKT105, not for these wines', refused(ERROR_CODES.couponNotApplicable), 'Este cupom não vale para os vinhos do seu carrinho.'],
  ])('%s', async (_case, error, text) => {
    const commerce = fakeCommerce({ coupons: { NATAL15: 15 } });
    const { drawer, stores } = await drawerOver([{ ...wine(1), quantity: 1 }], commerce);
    commerce.failNext('addCoupon', error);
    const field = within(drawer).getByLabelText('Cupom de desconto');
    await act(async () => void fireEvent.change(field, { target: { value: 'natal15' } }));
    await act(async () => void fireEvent.click(within(drawer).getByRole('button', { name: 'Aplicar' })));
    await within(drawer).findByText(text, {}, { timeout: 5000 });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(text);
    expect((field as HTMLInputElement).value).toBe('NATAL15');
    expect(within(drawer).queryByTestId('cart-coupon')).toBeNull();
    expect(commerce.checkouts.get(stores.cart.checkoutId!)?.coupon).toBeNull();
  });
});

describe('the coupon by keyboard', () => {
  afterEach(cleanup);

  it('"Aplicar" hands the focus to the applied coupon\'s "Remover", and "Remover" back to the code\'s field', async () => {
    const commerce = fakeCommerce({ coupons: { NATAL15: 15 } });
    const { drawer } = await drawerOver([{ ...wine(1), quantity: 1 }], commerce);
    const field = within(drawer).getByLabelText('Cupom de desconto');
    await act(async () => void fireEvent.change(field, { target: { value: 'natal15' } }));
    const apply = within(drawer).getByRole('button', { name: 'Aplicar' });
    apply.focus();
    await act(async () => void fireEvent.click(apply));
    const remove = await within(drawer).findByRole('button', { name: /^Remover: / }, { timeout: 5000 });
    await vi.waitFor(() => expect(document.activeElement).toBe(remove));
    await act(async () => void fireEvent.click(remove));
    await vi.waitFor(() => expect(document.activeElement).toBe(within(drawer).getByLabelText('Cupom de desconto')));
  });
});
