import { beforeEach, describe, expect, it } from 'vitest';
import { adminOrderSchema } from '../../../src/contracts/admin/orders.ts';
import { ACTOR, adminGet, adminSend, auditRows } from '../../test/admin.ts';
import { payByPix, readyCart, selectDelivery } from '../../test/commerce/stand-in.ts';
import { stockOf } from '../../test/commerce/wines.ts';
import { testEnv } from '../../test/test-env.ts';
import { paymentGateway } from '../payments/payment-config.ts';
import { PaymentProviderError, type PaymentGateway } from '../payments/port.ts';
import { paidOrderOf, refundPaidOrder } from '../payments/order-refunds.ts';

/**
 * An order's life in the back office (docs/payments.md): the owner separates, ships with a
 * Correios tracking code and delivers a paid order, and refunds some bottles or the whole order
 * through the payment provider; each move has its audit row, and a refused one changes nothing.
 * The order: two bottles of R$ 64,90 paid by Pix (5 % off: R$ 123,31), picked up at the shop.
 */
beforeEach(async () => {
  await testEnv.DB.prepare('DELETE FROM audit_log').run();
});

async function paidOrder(options: { price?: number; quantity?: number; delivery?: 'Retirada' | 'Entrega' } = {}) {
  const { customer, checkoutId, wine } = await readyCart({ price: options.price ?? 64.9, quantity: options.quantity ?? 2 });
  await selectDelivery(checkoutId, customer.token, options.delivery ?? 'Retirada');
  await payByPix(checkoutId, customer.legacyToken);
  const row = await testEnv.DB.prepare('SELECT id FROM orders WHERE checkout_id = ?').bind(checkoutId).first<{ id: number }>();
  return { id: row?.id ?? 0, wine };
}

const move = (id: number, body: unknown) => adminSend(`/orders/${id}/status`, body, { method: 'POST' });
const refund = (id: number, body: unknown) => adminSend(`/orders/${id}/refund`, body, { method: 'POST' });
const read = async (id: number) => adminOrderSchema.parse(await (await adminGet(`/orders/${id}`)).json());

describe('an order’s life in the back office', () => {
  it('goes from paid to separated, shipped with its tracking code, and delivered, each move audited', async () => {
    const { id } = await paidOrder({ delivery: 'Entrega' });
    expect(await read(id)).toMatchObject({ status: 'PAID', next_statuses: ['SEPARATING', 'SHIPPED'], paid: 123.31, refunded: 0 });
    expect((await move(id, { status: 'SEPARATING' })).status).toBe(200);

    const noCode = await move(id, { status: 'SHIPPED' });
    expect(noCode.status).toBe(400);
    expect(await noCode.json()).toMatchObject({ fields: { tracking_code: 'Código de rastreio inválido: use o dos Correios, como AA123456785BR.' } });
    const badDigit = await move(id, { status: 'SHIPPED', tracking_code: 'AA123456784BR' });
    expect(badDigit.status).toBe(400);
    expect((await read(id)).status).toBe('SEPARATING');

    const shipped = adminOrderSchema.parse(await (await move(id, { status: 'SHIPPED', tracking_code: ' aa123456785br ' })).json());
    expect(shipped).toMatchObject({ status: 'SHIPPED', tracking_code: 'AA123456785BR', next_statuses: ['DELIVERED'] });
    expect((await move(id, { status: 'DELIVERED' })).status).toBe(200);
    expect(
      await testEnv.DB.prepare('SELECT delivered_at IS NOT NULL AS delivered, shipped_at IS NOT NULL AS shipped FROM orders WHERE id = ?').bind(id).first(),
    ).toEqual({
      delivered: 1,
      shipped: 1,
    });

    const rows = (await auditRows()).filter((row) => row.entity === 'order');
    expect(rows.map((row) => [row.action, row.actor, row.entity_id, JSON.parse(row.after_json ?? '{}').status])).toEqual([
      ['status', ACTOR, String(id), 'SEPARATING'],
      ['status', ACTOR, String(id), 'SHIPPED'],
      ['status', ACTOR, String(id), 'DELIVERED'],
    ]);
    expect(JSON.parse(rows[1]?.before_json ?? '{}')).toEqual({ status: 'SEPARATING', tracking_code: null });
  });

  it('hands an order picked up at the shop over without shipping it: no Correios, no tracking mail', async () => {
    const { id } = await paidOrder({ delivery: 'Retirada' });
    expect((await read(id)).next_statuses).toEqual(['SEPARATING', 'DELIVERED']);
    const shipping = await move(id, { status: 'SHIPPED', tracking_code: 'AA123456785BR' });
    expect(shipping.status).toBe(409);
    await shipping.body?.cancel();
    expect(adminOrderSchema.parse(await (await move(id, { status: 'SEPARATING' })).json()).next_statuses).toEqual(['DELIVERED']);
    expect(adminOrderSchema.parse(await (await move(id, { status: 'DELIVERED' })).json())).toMatchObject({ status: 'DELIVERED', tracking_code: null });
  });

  it('refuses a move its life does not allow, or one another tab made first: 409, nothing changed, nothing audited', async () => {
    const { id } = await paidOrder({ delivery: 'Entrega' });
    const skipping = await move(id, { status: 'DELIVERED' });
    expect(skipping.status).toBe(409);
    expect(await skipping.json()).toMatchObject({ message: 'O pedido não pode ir para essa situação agora: a página mostra as possíveis.' });
    const [first, second] = await Promise.all([move(id, { status: 'SEPARATING' }), move(id, { status: 'SEPARATING' })]);
    expect([first?.status, second?.status].sort()).toEqual([200, 409]);
    expect((await read(id)).status).toBe('SEPARATING');
    expect((await auditRows()).filter((row) => row.entity === 'order')).toHaveLength(1);
    expect((await move(999_999_999, { status: 'SEPARATING' })).status).toBe(404);
  });

  it('refunds some bottles at their discounted price, then the rest; the order is then refunded, its bottles back in stock', async () => {
    const { id, wine } = await paidOrder();
    expect(await stockOf(wine.productVariantId)).toBe(8);
    const one = adminOrderSchema.parse(await (await refund(id, { lines: [{ product_variant_id: wine.productVariantId, quantity: 1 }] })).json());
    // one bottle of R$ 64,90 with the order's 5 % Pix discount
    expect(one).toMatchObject({ status: 'PAID', refunded: 61.66, refunds: [{ reason: 'owner', status: 'approved', amount: 61.66 }] });
    // not shipped: the bottle never left the shop
    expect(await stockOf(wine.productVariantId)).toBe(9);
    const tooMany = await refund(id, { lines: [{ product_variant_id: wine.productVariantId, quantity: 3 }] });
    expect(tooMany.status).toBe(400);
    const rest = adminOrderSchema.parse(await (await refund(id, {})).json());
    expect(rest).toMatchObject({ status: 'REFUNDED', refunded: 123.31, next_statuses: [] });
    expect(await stockOf(wine.productVariantId)).toBe(10);
    const nothingLeft = await refund(id, {});
    expect(nothingLeft.status).toBe(409);
    expect(await nothingLeft.json()).toMatchObject({ message: 'O estorno passa do valor que ainda pode ser devolvido.' });
    expect((await auditRows()).filter((row) => row.action === 'refund').map((row) => JSON.parse(row.after_json ?? '{}').amount)).toEqual([61.66, 61.65]);
  });

  it('leaves the stock alone when the order refunded had been shipped (its bottles are not at the shop)', async () => {
    const { id, wine } = await paidOrder({ delivery: 'Entrega' });
    expect((await move(id, { status: 'SHIPPED', tracking_code: 'AA123456785BR' })).status).toBe(200);
    expect(adminOrderSchema.parse(await (await refund(id, {})).json())).toMatchObject({ status: 'REFUNDED' });
    expect(await stockOf(wine.productVariantId)).toBe(8);
  });

  it('refunds the last bottle with what is left when the bottles’ rounded shares pass what was paid', async () => {
    const { id, wine } = await paidOrder();
    const bottle = { lines: [{ product_variant_id: wine.productVariantId, quantity: 1 }] };
    expect(adminOrderSchema.parse(await (await refund(id, bottle)).json())).toMatchObject({ refunded: 61.66 });
    // 61,66 twice would be 123,32, a cent over the R$ 123,31 paid
    const last = await refund(id, bottle);
    expect(last.status).toBe(200);
    expect(adminOrderSchema.parse(await last.json())).toMatchObject({ status: 'REFUNDED', refunded: 123.31, lines: [{ quantity: 2, refunded_quantity: 2 }] });
  });

  it('refunds bottle after bottle to exactly what was paid, however each share rounds', async () => {
    // 4 × R$ 10,10 with 5 % off by Pix: R$ 38,38, R$ 9,595 a bottle
    const { id, wine } = await paidOrder({ price: 10.1, quantity: 4 });
    const bottle = { lines: [{ product_variant_id: wine.productVariantId, quantity: 1 }] };
    const refunded: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const answer = await refund(id, bottle);
      expect(answer.status, `bottle ${index + 1}`).toBe(200);
      refunded.push(adminOrderSchema.parse(await answer.json()).refunded);
    }
    expect(refunded).toEqual([9.6, 19.19, 28.79, 38.38]);
    expect((await read(id)).status).toBe('REFUNDED');
  });

  it('puts the bottles back with the refund’s claim, and takes them out again when the provider refuses it', async () => {
    const { id, wine } = await paidOrder();
    const paid = await paidOrderOf(testEnv.DB, id);
    const gateway = await paymentGateway(testEnv);
    if (!paid || !gateway) throw new Error('a paid order through the stand-in');
    const answering = (status: number): PaymentGateway => ({
      ...gateway,
      refund: () => Promise.reject(new PaymentProviderError(status, 'refund refused in a test')),
    });
    const bottle = { amountCents: 6166, reason: 'owner' as const, lines: [{ product_variant_id: wine.productVariantId, quantity: 1 }], alongside: [] };
    await expect(refundPaidOrder(testEnv.DB, answering(422), paid, bottle, new Date())).rejects.toThrow();
    expect(await stockOf(wine.productVariantId)).toBe(8);
    // no answer at all: the refund may have been made, so it counts, and so does its bottle
    await expect(refundPaidOrder(testEnv.DB, answering(0), paid, bottle, new Date())).rejects.toThrow();
    expect(await stockOf(wine.productVariantId)).toBe(9);
  });

  it('never refunds the same bottle twice, even asked twice at once', async () => {
    // delivered, not picked up: the shipping leaves money for a second refund, so only the bottles can refuse it
    const { id, wine } = await paidOrder({ price: 10, quantity: 1, delivery: 'Entrega' });
    const bottle = { lines: [{ product_variant_id: wine.productVariantId, quantity: 1 }] };
    const answers = await Promise.all([refund(id, bottle), refund(id, bottle)]);
    // the later one is refused by the page's count (400) or, when both read it first, by the claim's own check (409)
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, expect.toBeOneOf([400, 409])]);
    await Promise.all(answers.map((answer) => answer.body?.cancel()));
    // that check on its own: a claim made from a view read before the other refund
    const paid = await paidOrderOf(testEnv.DB, id);
    const gateway = await paymentGateway(testEnv);
    const stale = refundPaidOrder(testEnv.DB, gateway!, paid!, { amountCents: 100, reason: 'owner', lines: bottle.lines, alongside: [] }, new Date());
    await expect(stale).rejects.toThrow('Parte destas garrafas acabou de ser estornada: confira o que ainda pode ser estornado.');
    const after = await read(id);
    expect(after).toMatchObject({ status: 'PAID', lines: [{ quantity: 1, refunded_quantity: 1 }], refunds: [{ reason: 'owner', status: 'approved' }] });
    // asked again later: refused beside the field, before any call to the provider
    const again = await refund(id, bottle);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ fields: { lines: 'Cada quantidade a estornar vai de 1 até o que foi comprado e ainda não estornado.' } });
    expect((await read(id)).refunds).toHaveLength(1);
    // the shipping still goes back with the rest of the order
    expect(adminOrderSchema.parse(await (await refund(id, {})).json())).toMatchObject({ status: 'REFUNDED' });
  });

  it('never refunds more than was paid, even asked twice at once', async () => {
    const { id } = await paidOrder();
    const answers = await Promise.all([refund(id, {}), refund(id, {})]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    await Promise.all(answers.map((answer) => answer.body?.cancel()));
    const stored = await testEnv.DB.prepare("SELECT sum(amount_cents) AS cents FROM refunds WHERE order_id = ? AND status != 'failed'")
      .bind(id)
      .first<{ cents: number }>();
    expect(stored?.cents).toBe(12_331);
  });

  it('says so when the provider does not refund, and leaves the order as it was', async () => {
    const { id } = await paidOrder();
    // the provider no longer knows the payment
    await testEnv.DB.prepare('DELETE FROM payment_stand_in WHERE id = (SELECT provider_payment_id FROM payments WHERE order_id = ? AND status = ?)')
      .bind(id, 'approved')
      .run();
    const failed = await refund(id, {});
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ message: 'O provedor de pagamento não respondeu: nada foi estornado. Tente de novo em instantes.' });
    expect(await read(id)).toMatchObject({ status: 'PAID', refunded: 0, refunds: [{ reason: 'owner', status: 'failed' }] });
  });

  it('has nothing to refund on an order never paid', async () => {
    const { customer, checkoutId } = await readyCart();
    await selectDelivery(checkoutId, customer.token, 'Retirada');
    await payByPix(checkoutId, customer.legacyToken, {}, 'rejected');
    const row = await testEnv.DB.prepare('SELECT id FROM orders WHERE checkout_id = ?').bind(checkoutId).first<{ id: number }>();
    const answer = await refund(row?.id ?? 0, {});
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ message: 'Este pedido não tem pagamento a estornar.' });
    // an order never paid can only be cancelled
    expect((await read(row?.id ?? 0)).next_statuses).toEqual(['CANCELLED']);
  });
});
