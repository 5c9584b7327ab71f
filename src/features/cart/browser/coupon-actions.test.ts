import { describe, expect, it } from 'vitest';
import { RequestError } from '../../../core/browser/request.ts';
import { ERROR_CODES } from '../../../contracts/graphql/error-codes.ts';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { createStores } from '../../../stores/stores.ts';
import { createCartService } from './cart-service.ts';
import { couponRefusal } from './coupon-actions.ts';
import { fakeCartEnv, fakeCommerce, wine } from '../../../test-support/fake-cart-env.ts';

async function cartWithWine() {
  const commerce = fakeCommerce({ coupons: { PRIMEIRACOMPRA: 20 } });
  const stores = createStores();
  const fake = fakeCartEnv(commerce);
  const service = createCartService(stores, fake.env);
  await service.add(wine(1));
  return { stores, service, commerce, storage: fake.storage };
}

const refused = (code: string, details: Record<string, unknown> = {}) => new RequestError('graphql', code, 200, code, details);

describe('the coupon field (spec §7 checkoutAddCoupon / checkoutRemoveCoupon)', () => {
  it('applies a typed code (spaces and case forgiven), shows it, empties the field and records the first discount', async () => {
    const { stores, service, commerce, storage } = await cartWithWine();
    service.coupon.setCode(' primeira compra ');
    expect(stores.checkout.couponForm.code).toBe('PRIMEIRACOMPRA');
    await service.coupon.apply();
    expect(stores.cart.coupon).toBe('PRIMEIRACOMPRA');
    expect(stores.checkout.summary?.couponDiscount).toBe(20);
    expect(stores.checkout.couponForm).toEqual({ code: '', status: 'idle', error: null });
    expect(commerce.checkouts.get(stores.cart.checkoutId!)?.coupon).toBe('PRIMEIRACOMPRA');
    expect(storage.getItem('haveFirstDiscount')).not.toBeNull();
    expect(stores.snack).toMatchObject({ open: true, text: 'Cupom PRIMEIRACOMPRA aplicado.', style: 'success' });
  });

  it('says why a typed code is refused, under the field, and keeps what was typed', async () => {
    const { stores, service } = await cartWithWine();
    service.coupon.setCode('NAOEXISTE');
    await service.coupon.apply();
    expect(stores.checkout.couponForm).toEqual({ code: 'NAOEXISTE', status: 'refused', error: MESSAGES.couponUnknown });
    expect(stores.cart.coupon).toBeNull();
    service.coupon.setCode('NAOEXISTE2');
    expect(stores.checkout.couponForm.status).toBe('idle');
  });

  it('asks for a code before calling anything', async () => {
    const { stores, service, commerce } = await cartWithWine();
    const calls = commerce.calls.length;
    await service.coupon.apply();
    expect(stores.checkout.couponForm.error).toBe(MESSAGES.couponEmpty);
    expect(commerce.calls).toHaveLength(calls);
  });

  it('removes the applied coupon', async () => {
    const { stores, service, commerce } = await cartWithWine();
    service.coupon.setCode('PRIMEIRACOMPRA');
    await service.coupon.apply();
    await service.coupon.remove();
    expect(stores.cart.coupon).toBeNull();
    expect(commerce.checkouts.get(stores.cart.checkoutId!)?.coupon).toBeNull();
  });
});

describe('couponRefusal', () => {
  it.each([
    [refused(ERROR_CODES.couponInvalid), MESSAGES.couponUnknown],
    [refused(ERROR_CODES.couponInvalid, { reason: 'expired' }), 'Este cupom expirou.'],
    [refused(ERROR_CODES.couponInvalid, { reason: 'not_started' }), 'Este cupom ainda não está valendo.'],
    [refused(ERROR_CODES.couponInvalid, { reason: 'exhausted' }), 'Este cupom já foi usado o número máximo de vezes e não está mais disponível.'],
    [
      refused(ERROR_CODES.couponNotApplicable, { reason: 'minimum', minimum: 100 }),
      'Este cupom vale para pedidos a partir de R$ 100,00. Adicione mais vinhos para usá-lo.',
    ],
    [refused(ERROR_CODES.couponNotApplicable, { reason: 'minimum' }), 'Este cupom exige um valor mínimo de pedido que seu carrinho ainda não atingiu.'],
    [refused(ERROR_CODES.couponNotApplicable, { reason: 'first_purchase' }), 'Este cupom vale apenas para a primeira compra.'],
    // a coupon the (hosted) service keeps for other wines: no reason of ours, never mistaken for a minimum
    [refused(ERROR_CODES.couponNotApplicable), 'Este cupom não vale para os vinhos do seu carrinho.'],
    [refused(ERROR_CODES.couponNotApplicable, { reason: 'products' }), 'Este cupom não vale para os vinhos do seu carrinho.'],
    [new RequestError('rate_limited', 'x', 429), 'A requisição falhou. Por favor, tente novamente em 1 minuto.'],
    [new Error('boom'), MESSAGES.couponFailed],
  ])('%s → %s', (error, text) => {
    expect(couponRefusal(error)).toBe(text);
  });
});
