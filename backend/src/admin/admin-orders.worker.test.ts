import { beforeEach, describe, expect, it } from 'vitest';
import { adminNewsletterPageSchema, adminOrderPageSchema, adminOrderSchema } from '../../../src/contracts/admin/orders.ts';
import { ACTOR, adminGet, adminKey, adminSend, auditRows } from '../../test/admin.ts';
import { payByPix, readyCart, selectDelivery } from '../../test/commerce/stand-in.ts';
import { testEnv } from '../../test/test-env.ts';

/**
 * The owner's orders and newsletter through the admin API: an order as the embedded checkout
 * froze it, the subscribers (list, CSV, unsubscription audited without the address).
 */
beforeEach(async () => {
  await testEnv.DB.prepare('DELETE FROM audit_log').run();
});

async function paidOrder() {
  const { customer, wine, checkoutId } = await readyCart({ price: 64.9, quantity: 2 });
  await selectDelivery(checkoutId, customer.token, 'Retirada');
  await payByPix(checkoutId, customer.legacyToken);
  const order = await testEnv.DB.prepare('SELECT id FROM orders WHERE checkout_id = ?').bind(checkoutId).first<{ id: number }>();
  return { id: order?.id ?? 0, customer, wine };
}

describe('GET /admin-api/orders', () => {
  it('lists orders newest first with their customer, bottles and total, and shows one whole', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const list = adminOrderPageSchema.parse(await (await adminGet('/orders')).json());
    const ids = list.orders.map((order) => order.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(list.orders.find((order) => order.id === second.id)).toMatchObject({
      status: 'PAID',
      customer_email: second.customer.email,
      customer_name: 'Beatriz Andrade',
      items: 2,
      // by Pix, 5 % off
      total: 123.31,
    });

    const response = await adminGet(`/orders/${second.id}`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const order = adminOrderSchema.parse(await response.json());
    expect(order).toMatchObject({ id: second.id, subtotal: 129.8, shipping_fee: 0, total: 123.31, coupon_code: null });
    expect(order.lines).toEqual([
      {
        product_variant_id: second.wine.productVariantId,
        product_id: second.wine.productId,
        sku: expect.any(String),
        name: 'Tinto Reserva da Serra',
        quantity: 2,
        unit_price: 64.9,
        refunded_quantity: 0,
      },
    ]);
  });

  it('answers 404 for an unknown order and 400 for a malformed number', async () => {
    expect((await adminGet('/orders/999999999')).status).toBe(404);
    const malformed = await adminGet('/orders/abc');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ message: 'Número de pedido inválido.' });
  });

  it('opens to the admin key only', async () => {
    expect((await adminGet('/orders', {})).status).toBe(401);
    expect((await adminGet('/orders', { authorization: 'Bearer errado' })).status).toBe(401);
  });
});

async function subscribe(email: string, name = 'Carla Souza') {
  await testEnv.DB.prepare('INSERT INTO newsletter_subscribers (email, name) VALUES (?, ?)').bind(email, name).run();
}

describe('the newsletter through the admin API', () => {
  it('lists and finds subscribers by e-mail', async () => {
    const email = `carla.${Date.now()}@exemplo.com.br`;
    await subscribe(email);
    const found = adminNewsletterPageSchema.parse(await (await adminGet(`/newsletter?q=${encodeURIComponent(`CARLA.${email.split('.')[1]}`)}`)).json());
    expect(found.subscribers).toEqual([{ email, name: 'Carla Souza', created_at: expect.any(String) }]);
    expect(found.total).toBe(1);
  });

  it('exports them as a spreadsheet-safe CSV', async () => {
    const email = `formula.${Date.now()}@exemplo.com.br`;
    await subscribe(email, '=HYPERLINK("http://evil.example","x")');
    const response = await adminGet('/newsletter/export.csv');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"$/);
    // decoded keeping the byte-order mark (Response.text() drops it)
    const text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith('\uFEFFemail;nome;inscrito_em\r\n')).toBe(true);
    const line = text.split('\r\n').find((row) => row.startsWith(email)) ?? '';
    // a cell a spreadsheet would run as a formula is written as text
    expect(line).toContain(`;"'=HYPERLINK(""http://evil.example"",""x"")";`);
  });

  it('exports a name that hides a formula after a comma quoted and neutralised, for readers that split on commas', async () => {
    const email = `virgula.${Date.now()}@exemplo.com.br`;
    await subscribe(email, "Ana,=cmd|' /C calc'!A0");
    const text = await (await adminGet('/newsletter/export.csv')).text();
    const line = text.split('\r\n').find((row) => row.startsWith(email)) ?? '';
    expect(line).toContain(`;"Ana,'=cmd|' /C calc'!A0";`);
    // split the naive way, on commas, no cell starts a formula
    for (const cell of line.split(',')) expect(cell.replace(/^[\s"]+/, '')).not.toMatch(/^[=+\-@]/);
  });

  it('unsubscribes an address, recorded without the address', async () => {
    const email = `sair.${Date.now()}@exemplo.com.br`;
    await subscribe(email);
    const done = await adminSend('/newsletter/unsubscribe', { email: email.toUpperCase() }, { method: 'POST' });
    expect(done.status).toBe(200);
    expect(await testEnv.DB.prepare('SELECT 1 FROM newsletter_subscribers WHERE email = ?').bind(email).first()).toBeNull();
    const [row] = await auditRows();
    expect(row).toMatchObject({
      actor: ACTOR,
      action: 'unsubscribe',
      entity: 'newsletter',
      before_json: '{"inscrito":true}',
      after_json: '{"inscrito":false}',
    });
    expect(row?.entity_id).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(row)).not.toContain(email.split('@')[0]);

    const again = await adminSend('/newsletter/unsubscribe', { email }, { method: 'POST' });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ message: 'Este e-mail não está inscrito.' });
    expect(await auditRows()).toHaveLength(1);
  });

  it('refuses an unsubscription without its actor or e-mail', async () => {
    const withoutActor = await adminSend(
      '/newsletter/unsubscribe',
      { email: 'x@y.com' },
      { method: 'POST', headers: { ...adminKey(), 'content-type': 'application/json' } },
    );
    expect(withoutActor.status).toBe(400);
    const withoutEmail = await adminSend('/newsletter/unsubscribe', {}, { method: 'POST' });
    expect(withoutEmail.status).toBe(400);
    expect(await auditRows()).toHaveLength(0);
  });
});
