import { beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../backend/test/test-env.ts';
import { createDevOwner, postForm, signedInOwner } from '../test/owner-browser.ts';
import { shopperBrowser } from '../test/shopper-browser.ts';

/** "Pedidos" and "Newsletter" in the back office, over the embedded backend's data. */
beforeAll(createDevOwner);

let sequence = 0;

/** An order as the embedded checkout stores it once paid (two bottles and a coupon), for a new customer. */
async function storedOrder(): Promise<{ id: number; email: string }> {
  const now = new Date().toISOString();
  const email = `helena.${Date.now()}.${(sequence += 1)}@exemplo.com.br`;
  const customer = await testEnv.DB.prepare(
    "INSERT INTO customers (email, full_name, birth_date, created_at, updated_at) VALUES (?, 'Helena Prado', '1980-05-04', ?, ?) RETURNING id",
  )
    .bind(email, now, now)
    .first<{ id: number }>();
  const checkoutId = crypto.randomUUID();
  await testEnv.DB.prepare('INSERT INTO checkouts (id, customer_id, completed, created_at, updated_at) VALUES (?, ?, 1, ?, ?)')
    .bind(checkoutId, customer?.id, now, now)
    .run();
  const order = await testEnv.DB.prepare(
    `INSERT INTO orders (checkout_id, customer_id, status, subtotal, coupon_code, coupon_discount, shipping_fee, total, shipping_name,
       shipping_type, shipping_deadline, cep, created_at, payment_method)
     VALUES (?, ?, 'PAID', 179.8, 'NATAL15', 15, 12.9, 177.7, 'Entrega padrão', 'Entrega', 3, '01310100', ?, 'pix') RETURNING id`,
  )
    .bind(checkoutId, customer?.id, now)
    .first<{ id: number }>();
  // a wine with bottles to spare: the order's lines take them from its stock
  const wine = await testEnv.DB.prepare('SELECT id, variant_id FROM wines WHERE stock >= 10 ORDER BY id LIMIT 1').first<{ id: number; variant_id: number }>();
  await testEnv.DB.prepare(
    "INSERT INTO order_products (order_id, product_variant_id, product_id, name, sku, image_url, quantity, unit_price, list_price) VALUES (?, ?, ?, 'Quinta do Vale Alto Reserva', 'ADS-1023', '', 2, 89.9, 99.9)",
  )
    .bind(order?.id, wine?.variant_id, wine?.id)
    .run();
  return { id: order?.id ?? 0, email };
}

describe('orders in the back office', () => {
  it('lists the orders with their customer and total, and opens one with its wines and amounts', async () => {
    const order = await storedOrder();
    const owner = await signedInOwner();
    const list = await (await owner.send('/admin/pedidos')).text();
    expect(list).toContain(`href="/admin/pedidos/${order.id}">Pedido ${order.id}</a>`);
    expect(list).toContain(`Helena Prado (${order.email})`);
    expect(list).toContain('R$ 177,70');
    expect(list).toContain('2 garrafas');

    const page = await (await owner.send(`/admin/pedidos/${order.id}`)).text();
    for (const text of [
      'Quinta do Vale Alto Reserva',
      'SKU ADS-1023',
      'Cupom NATAL15',
      '− R$ 15,00',
      'Entrega padrão, 3 dias úteis',
      'Pix',
      '01310-100',
      'Pago',
      'Entregar somente a maior de 18 anos, com documento com foto.',
    ])
      expect(page).toContain(text);
    expect((await owner.send('/admin/pedidos/999999999')).status).toBe(404);
    expect((await owner.send('/admin/pedidos/abc')).status).toBe(404);
  });
});

describe('an order’s life in the back office', () => {
  it('ships a paid order with its Correios tracking code, saying what was wrong first', async () => {
    const order = await storedOrder();
    const owner = await signedInOwner();
    const page = await (await owner.send(`/admin/pedidos/${order.id}`)).text();
    expect(page).toContain(`action="/admin/pedidos/${order.id}/situacao"`);
    expect(page).toMatch(/<option value="SEPARATING"[^>]*>Em separação<\/option>/);
    expect(page).toContain('Código de rastreio (Correios)');

    const wrong = await postForm(owner, `/admin/pedidos/${order.id}/situacao`, { status: 'SHIPPED', tracking_code: 'AA12345' });
    expect(wrong.status).toBe(400);
    const refused = await wrong.text();
    expect(refused).toContain('role="alert"');
    expect(refused).toContain('Código de rastreio inválido: use o dos Correios, como AA123456785BR.');

    const shipped = await postForm(owner, `/admin/pedidos/${order.id}/situacao`, { status: 'SHIPPED', tracking_code: 'aa123456785br' });
    expect(shipped.status).toBe(303);
    expect(shipped.headers.get('location')).toBe(`/admin/pedidos/${order.id}?feito=situacao`);
    const after = await (await owner.send(`/admin/pedidos/${order.id}?feito=situacao`)).text();
    expect(after).toContain('Situação do pedido atualizada.');
    expect(after).toContain('https://rastreamento.correios.com.br/app/index.php?objeto=AA123456785BR');
    expect(after).toMatch(/<option value="DELIVERED"[^>]*>Entregue<\/option>/);
    // its history names the owner's move
    expect(after).toContain('Situação');

    const skipping = await postForm(owner, `/admin/pedidos/${order.id}/situacao`, { status: 'PAID' });
    expect(skipping.status).toBe(409);
    expect(await skipping.text()).toContain('O pedido não pode ir para essa situação agora');
  });
});

describe('the newsletter in the back office', () => {
  it('lists, exports and unsubscribes subscribers', async () => {
    const email = `leitora.${Date.now()}@exemplo.com.br`;
    await testEnv.DB.prepare("INSERT INTO newsletter_subscribers (email, name) VALUES (?, 'Leitora Fiel')").bind(email).run();
    const owner = await signedInOwner();
    const list = await (await owner.send(`/admin/newsletter?q=${encodeURIComponent(email)}`)).text();
    expect(list).toContain('1 inscrito');
    expect(list).toContain(`Cancelar inscrição de ${email}`);

    const csv = await owner.send('/admin/newsletter/exportar.csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-/);
    expect(csv.headers.get('cache-control')).toBe('no-store');
    expect(await csv.text()).toContain(`${email};Leitora Fiel;`);

    const cancelled = await postForm(owner, '/admin/newsletter/cancelar', { email });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('/admin/newsletter?cancelado=1');
    expect(await testEnv.DB.prepare('SELECT 1 FROM newsletter_subscribers WHERE email = ?').bind(email).first()).toBeNull();
    expect(await (await owner.send('/admin/newsletter?cancelado=1')).text()).toContain('Inscrição cancelada');

    const again = await postForm(owner, '/admin/newsletter/cancelar', { email });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('Este e-mail não está inscrito.');
  });

  it('sends a visitor without a session to the login, and refuses their unsubscription', async () => {
    const visitor = shopperBrowser();
    for (const path of ['/admin/pedidos', '/admin/newsletter', '/admin/newsletter/exportar.csv']) {
      expect((await visitor.send(path)).headers.get('location'), path).toBe('/admin/entrar');
    }
    const email = `fica.${Date.now()}@exemplo.com.br`;
    await testEnv.DB.prepare("INSERT INTO newsletter_subscribers (email, name) VALUES (?, 'Fica')").bind(email).run();
    expect((await postForm(visitor, '/admin/newsletter/cancelar', { email })).status).toBe(401);
    expect(await testEnv.DB.prepare('SELECT 1 FROM newsletter_subscribers WHERE email = ?').bind(email).first()).not.toBeNull();
  });
});
