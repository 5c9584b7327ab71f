import { describe, expect, it } from 'vitest';
import { adminSend } from '../../test/admin.ts';
import { CHECKOUT_ADD_PRODUCT } from '../../../src/contracts/graphql/index.ts';
import { verifyAgeByDocument } from '../../test/commerce/customers.ts';
import { call } from '../../test/commerce/graphql-client.ts';
import { payByPix, payForm, readyCart, selectDelivery } from '../../test/commerce/stand-in.ts';
import { eventually } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';

/**
 * The order mails (docs/payments.md), read in the local outbox (/dev/mail): the buyer's order
 * placed awaiting payment (once per order), the confirmation when the payment is approved, the
 * shipment with its tracking code and the refund; the owner's
 * notice of each paid order and of each wine an order brings down to the low-stock threshold.
 */
function mailsTo(address: string) {
  return testEnv.DB.prepare('SELECT subject, text_body FROM dev_mail_outbox WHERE to_address = ? ORDER BY id')
    .bind(address)
    .all<{ subject: string; text_body: string }>()
    .then(({ results }) => results);
}

async function mailAbout(address: string, subject: string) {
  await eventually(async () => (await mailsTo(address)).some((mail) => mail.subject.includes(subject)));
  return (await mailsTo(address)).find((mail) => mail.subject.includes(subject));
}

async function ownerEmail(): Promise<string> {
  return (await testEnv.DB.prepare('SELECT email FROM company_facts WHERE id = 1').first<{ email: string }>())?.email ?? '';
}

const orderIdOf = async (checkoutId: string) =>
  (await testEnv.DB.prepare('SELECT id FROM orders WHERE checkout_id = ?').bind(checkoutId).first<{ id: number }>())?.id ?? 0;

describe('the order mails', () => {
  it('tells the buyer once that the order was placed and awaits its Pix, however many times they start paying', async () => {
    const { customer, checkoutId, wine } = await readyCart({ price: 64.9, quantity: 2 });
    await selectDelivery(checkoutId, customer.token, 'Retirada');
    const started = await payForm(checkoutId, { token: customer.legacyToken, paymentMethodId: 'pix' });
    expect(started.status).toBe(303);
    await started.body?.cancel();
    const id = await orderIdOf(checkoutId);
    const placed = await mailAbout(customer.email, `pedido nº ${id} recebido, aguardando pagamento`);
    expect(placed?.text_body).toContain(`Obrigado pela compra! Recebemos o seu pedido nº ${id}, de R$ 123,31, e ele aguarda o pagamento.`);
    expect(placed?.text_body).toContain('Pague com o Pix que geramos para você: o código vale por 30 minutos.');
    expect(placed?.text_body).toContain(`Pague ou veja o pedido em https://loja.test/checkout/${checkoutId}`);

    // the cart changed, so "Pagar" makes a new Pix, which is paid: the order was placed once
    await call(CHECKOUT_ADD_PRODUCT, {
      input: { id: checkoutId, products: [{ productVariantId: wine.productVariantId, quantity: 1 }] },
      customerAccessToken: customer.token,
    });
    await payByPix(checkoutId, customer.legacyToken);
    await mailAbout(customer.email, `pedido nº ${id} confirmado, pagamento aprovado`);
    const placedMails = (await mailsTo(customer.email)).filter((mail) => mail.subject.includes('recebido, aguardando pagamento'));
    expect(placedMails).toHaveLength(1);
  });

  it('tells the buyer paying by card to finish on the provider’s page', async () => {
    const { customer, checkoutId } = await readyCart();
    await verifyAgeByDocument(customer);
    await selectDelivery(checkoutId, customer.token, 'Retirada');
    const handOff = await payForm(checkoutId, { token: customer.legacyToken, paymentMethodId: 'credit-card' });
    expect(handOff.status).toBe(303);
    await handOff.body?.cancel();
    const placed = await mailAbout(customer.email, `pedido nº ${await orderIdOf(checkoutId)} recebido, aguardando pagamento`);
    expect(placed?.text_body).toContain('Conclua o pagamento com cartão na página segura do provedor de pagamento');
  });

  it('tells the buyer and the owner of a paid order, and the owner of a wine down to the low-stock threshold', async () => {
    await testEnv.DB.prepare('UPDATE shop_settings SET low_stock_threshold = 3 WHERE id = 1').run();
    const { customer, checkoutId } = await readyCart({ price: 64.9, quantity: 2, stock: 4 });
    await selectDelivery(checkoutId, customer.token, 'Retirada');
    await payByPix(checkoutId, customer.legacyToken);
    const id = (await testEnv.DB.prepare('SELECT id FROM orders WHERE checkout_id = ?').bind(checkoutId).first<{ id: number }>())?.id ?? 0;

    const confirmation = await mailAbout(customer.email, `pedido nº ${id} confirmado, pagamento aprovado`);
    expect(confirmation?.text_body).toContain('Recebemos o pagamento de R$ 123,31');
    expect(confirmation?.text_body).toContain('https://loja.test/conta');
    expect(confirmation?.text_body).toMatch(new RegExp(`https://loja\\.test/arrependimento\\?pedido=${id}&assinatura=[0-9a-f]{32}`));
    const owner = await ownerEmail();
    expect((await mailAbout(owner, `novo pedido pago, nº ${id}`))?.text_body).toContain(`https://loja.test/admin/pedidos/${id}`);
    const low = await mailAbout(owner, 'estoque baixo (Tinto Reserva da Serra)');
    expect(low?.text_body).toContain('- Tinto Reserva da Serra: 2 em estoque');
  });

  it('sends no low-stock notice with the threshold at 0', async () => {
    await testEnv.DB.prepare('UPDATE shop_settings SET low_stock_threshold = 0 WHERE id = 1').run();
    const owner = await ownerEmail();
    const lowStockNotices = async () => (await mailsTo(owner)).filter((mail) => mail.subject.includes('estoque baixo')).length;
    const before = await lowStockNotices();
    const { customer, checkoutId } = await readyCart({ quantity: 1, stock: 1 });
    await selectDelivery(checkoutId, customer.token, 'Retirada');
    await payByPix(checkoutId, customer.legacyToken);
    const id = (await testEnv.DB.prepare('SELECT id FROM orders WHERE checkout_id = ?').bind(checkoutId).first<{ id: number }>())?.id ?? 0;
    await mailAbout(owner, `novo pedido pago, nº ${id}`);
    expect(await lowStockNotices()).toBe(before);
    await testEnv.DB.prepare('UPDATE shop_settings SET low_stock_threshold = 3 WHERE id = 1').run();
  });

  it('tells the buyer when the order ships, with the tracking code, and when money goes back', async () => {
    const { customer, checkoutId } = await readyCart();
    await selectDelivery(checkoutId, customer.token, 'Entrega');
    await payByPix(checkoutId, customer.legacyToken);
    const id = (await testEnv.DB.prepare('SELECT id FROM orders WHERE checkout_id = ?').bind(checkoutId).first<{ id: number }>())?.id ?? 0;
    expect((await adminSend(`/orders/${id}/status`, { status: 'SHIPPED', tracking_code: 'AA123456785BR' }, { method: 'POST' })).status).toBe(200);
    const shipped = await mailAbout(customer.email, `pedido nº ${id} enviado`);
    expect(shipped?.text_body).toContain('Código de rastreio dos Correios: AA123456785BR');
    expect(shipped?.text_body).toContain('https://rastreamento.correios.com.br/app/index.php?objeto=AA123456785BR');
    expect((await adminSend(`/orders/${id}/refund`, {}, { method: 'POST' })).status).toBe(200);
    expect((await mailAbout(customer.email, `estorno do pedido nº ${id}`))?.text_body).toContain('Estornamos R$ 123,31');
  });
});
