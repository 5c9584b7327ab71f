import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { adminSend } from '../../test/admin.ts';
import { getPage, payByPix, readyCart, selectDelivery, STAND_IN_ORIGIN } from '../../test/commerce/stand-in.ts';
import { eventually } from '../../test/http.ts';
import { stockOf } from '../../test/commerce/wines.ts';
import { testEnv } from '../../test/test-env.ts';
import { withdrawalPath } from './withdrawal-link.ts';

/**
 * "Arrependimento de compra" (CDC art. 49, Decreto 7.962/2013 art. 5): without logging in, by the
 * order's number and e-mail or its signed link; the protocol on screen and by mail, the owner told,
 * the money sent back through the provider, once; every refusal in words, nothing changed.
 */
function withdraw(fields: Record<string, string>): Promise<Response> {
  return SELF.fetch(`${STAND_IN_ORIGIN}/arrependimento`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

async function paidOrder() {
  const { customer, checkoutId, wine } = await readyCart({ price: 64.9, quantity: 2 });
  await selectDelivery(checkoutId, customer.token, 'Retirada');
  await payByPix(checkoutId, customer.legacyToken);
  const row = await testEnv.DB.prepare('SELECT id FROM orders WHERE checkout_id = ?').bind(checkoutId).first<{ id: number }>();
  return { id: row?.id ?? 0, customer, checkoutId, wine };
}

function mailsTo(address: string) {
  return testEnv.DB.prepare('SELECT subject, text_body FROM dev_mail_outbox WHERE to_address = ? ORDER BY id')
    .bind(address)
    .all<{ subject: string; text_body: string }>()
    .then(({ results }) => results);
}

const PROTOCOL = /ARR-\d{8}-[A-Z2-9]{6}/;

describe('withdrawal from a purchase, without logging in', () => {
  it('takes the order number and e-mail, answers at once with the protocol, mails it, tells the owner and refunds', async () => {
    const { id, customer, wine } = await paidOrder();
    const form = await (await SELF.fetch(`${STAND_IN_ORIGIN}/arrependimento`)).text();
    expect(form).toContain('<h1>Arrependimento de compra</h1>');
    expect(form).toContain('<label for="pedido">Número do pedido</label>');
    expect(form).toContain('<label for="email">E-mail usado na compra</label>');

    const done = await withdraw({ pedido: String(id), email: customer.email.toUpperCase() });
    expect(done.status).toBe(200);
    const page = await done.text();
    const protocol = PROTOCOL.exec(page)?.[0] ?? '';
    expect(page).toContain(`Desistência do pedido nº ${id} registrada. Protocolo: <strong>${protocol}</strong>.`);
    expect(page).toContain('O estorno de R$ 123,31 foi pedido ao meio de pagamento que você usou.');
    expect(await testEnv.DB.prepare('SELECT status, withdrawal_protocol FROM orders WHERE id = ?').bind(id).first()).toEqual({
      status: 'REFUNDED',
      withdrawal_protocol: protocol,
    });
    // given up before it left the shop: both bottles back in stock
    expect(await stockOf(wine.productVariantId)).toBe(10);
    expect(
      await testEnv.DB.prepare('SELECT reason, status, amount_cents FROM refunds WHERE order_id = ?')
        .bind(id)
        .all()
        .then((r) => r.results),
    ).toEqual([{ reason: 'withdrawal', status: 'approved', amount_cents: 12_331 }]);
    await eventually(async () => (await mailsTo(customer.email)).some((mail) => mail.subject.includes(protocol)));
    const owner = (await testEnv.DB.prepare('SELECT email FROM company_facts WHERE id = 1').first<{ email: string }>())?.email ?? '';
    await eventually(async () => (await mailsTo(owner)).some((mail) => mail.subject.includes(`desistência do pedido nº ${id}`)));

    // a second withdrawal changes nothing and shows the first protocol
    const again = await withdraw({ pedido: String(id), email: customer.email });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain(`A desistência deste pedido já foi registrada. Protocolo: ${protocol}.`);
    expect(await testEnv.DB.prepare('SELECT count(*) AS n FROM refunds WHERE order_id = ?').bind(id).first()).toEqual({ n: 1 });
  });

  it('says the same for an unknown order and for a wrong e-mail, and asks for both fields', async () => {
    const { id, customer } = await paidOrder();
    for (const fields of [
      { pedido: '999999999', email: 'alguem@example.com' },
      { pedido: String(id), email: 'outra.pessoa@example.com' },
    ]) {
      const refused = await withdraw(fields);
      expect(refused.status).toBe(404);
      expect(await refused.text()).toContain('Não encontramos um pedido com esse número e esse e-mail.');
    }
    const empty = await withdraw({ pedido: 'abc', email: '' });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Informe o número do pedido e o e-mail usado na compra.');
    // both filled, one of them wrong: which one, and how
    const letters = await withdraw({ pedido: 'abc', email: customer.email });
    expect(letters.status).toBe(400);
    expect(await letters.text()).toContain('O número do pedido tem só algarismos, como no e-mail de confirmação (pedido nº 123).');
    expect(await (await withdraw({ pedido: '0004', email: customer.email })).text()).toContain(
      'Confira o número do pedido, como está no e-mail de confirmação (pedido nº 123).',
    );
    const noAt = await withdraw({ pedido: String(id), email: 'sem-arroba' });
    expect(await noAt.text()).toContain('Informe um e-mail válido, o usado na compra.');
    expect(await testEnv.DB.prepare('SELECT withdrawn_at FROM orders WHERE id = ?').bind(id).first()).toEqual({ withdrawn_at: null });
  });

  it('refuses an order never paid, and one delivered more than 7 days ago', async () => {
    const { customer, checkoutId } = await readyCart();
    await selectDelivery(checkoutId, customer.token, 'Retirada');
    await payByPix(checkoutId, customer.legacyToken, {}, 'rejected');
    const unpaid = await testEnv.DB.prepare('SELECT id FROM orders WHERE checkout_id = ?').bind(checkoutId).first<{ id: number }>();
    const notPaid = await withdraw({ pedido: String(unpaid?.id), email: customer.email });
    expect(notPaid.status).toBe(409);
    expect(await notPaid.text()).toContain('Este pedido ainda não foi pago: não há compra a desistir.');

    const { id, customer: buyer } = await paidOrder();
    await testEnv.DB.prepare("UPDATE orders SET status = 'DELIVERED', delivered_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 8 * 86_400_000).toISOString(), id)
      .run();
    const late = await withdraw({ pedido: String(id), email: buyer.email });
    expect(late.status).toBe(409);
    expect(await late.text()).toMatch(/O prazo de 7 dias depois da entrega terminou em \d{2}\/\d{2}\/\d{4}/);
  });

  it('takes the signed link of the mails and "Meus pedidos" in one click, and refuses a forged one', async () => {
    const { id, customer } = await paidOrder();
    const account = await (await getPage('/conta', customer.legacyToken)).text();
    const link = await withdrawalPath(testEnv, id);
    expect(account).toContain(`<a href="${link.replaceAll('&', '&amp;')}">Desistir da compra do pedido nº ${id}</a>`);

    const confirm = await (await SELF.fetch(`${STAND_IN_ORIGIN}${link}`)).text();
    expect(confirm).toContain(`Desistir da compra do pedido nº ${id}`);
    const signature = new URL(link, STAND_IN_ORIGIN).searchParams.get('assinatura') ?? '';
    expect((await withdraw({ pedido: String(id + 1), assinatura: signature })).status).toBe(404);
    expect((await SELF.fetch(`${STAND_IN_ORIGIN}/arrependimento?pedido=${id}&assinatura=${'0'.repeat(32)}`)).status).toBe(404);

    const done = await withdraw({ pedido: String(id), assinatura: signature });
    expect(done.status).toBe(200);
    const protocol = PROTOCOL.exec(await done.text())?.[0] ?? '';
    const after = await (await getPage('/conta', customer.legacyToken)).text();
    expect(after).toContain(`Desistência registrada: protocolo ${protocol}.`);
    expect(after).not.toContain('Desistir da compra do pedido');
    expect(after).toContain('Estornado');
  });

  it('stands even when the provider does not refund now: the owner refunds by hand', async () => {
    const { id, customer } = await paidOrder();
    await testEnv.DB.prepare("DELETE FROM payment_stand_in WHERE id = (SELECT provider_payment_id FROM payments WHERE order_id = ? AND status = 'approved')")
      .bind(id)
      .run();
    const done = await withdraw({ pedido: String(id), email: customer.email });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('A loja fará o estorno pelo mesmo meio de pagamento que você usou.');
    expect(await testEnv.DB.prepare('SELECT status, withdrawal_protocol IS NOT NULL AS registered FROM orders WHERE id = ?').bind(id).first()).toEqual({
      status: 'PAID',
      registered: 1,
    });
    // the owner can still refund it from the back office once the provider answers: here it cannot, and says so
    expect((await adminSend(`/orders/${id}/refund`, {}, { method: 'POST' })).status).toBe(502);
  });
});
