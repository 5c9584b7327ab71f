import { beforeEach, describe, expect, it } from 'vitest';
import { adminCustomerListSchema, adminCustomerSchema } from '../../../src/contracts/admin/customers.ts';
import { ADMIN_ACTOR_HEADER } from '../../../src/contracts/admin/api.ts';
import { adminOrderSchema } from '../../../src/contracts/admin/orders.ts';
import { CUSTOMER } from '../../../src/contracts/graphql/index.ts';
import { ACTOR, adminGet, adminKey, adminSend, auditRows } from '../../test/admin.ts';
import { registeredCustomer } from '../../test/commerce/customers.ts';
import { call } from '../../test/commerce/graphql-client.ts';
import { payByPix, readyCart, selectDelivery } from '../../test/commerce/stand-in.ts';
import { testEnv } from '../../test/test-env.ts';

/** "Clientes" through the admin API: find, export (LGPD access) and erase (LGPD deletion) a customer's personal data. */
beforeEach(async () => {
  await testEnv.DB.prepare('DELETE FROM audit_log').run();
});

/** A customer with a paid order, a favourite and a newsletter subscription. */
async function customerWithHistory() {
  const { customer, checkoutId } = await readyCart({ price: 64.9, quantity: 2 });
  await selectDelivery(checkoutId, customer.token, 'Retirada');
  await payByPix(checkoutId, customer.legacyToken);
  const order = await testEnv.DB.prepare('SELECT id FROM orders WHERE checkout_id = ?').bind(checkoutId).first<{ id: number }>();
  await testEnv.DB.batch([
    testEnv.DB.prepare('INSERT INTO customer_favorites (customer_id, wine_id, position) VALUES (?, 1023, 1)').bind(customer.customerId),
    testEnv.DB.prepare("INSERT INTO newsletter_subscribers (email, name) VALUES (?, 'Beatriz')").bind(customer.email),
  ]);
  return { customer, orderId: order?.id ?? 0 };
}

const erase = (id: number) => adminSend(`/customers/${id}`, '', { method: 'DELETE' });

describe('/admin-api/customers', () => {
  it('finds a customer by part of the e-mail and shows what the shop holds', async () => {
    const { customer } = await customerWithHistory();
    const found = adminCustomerListSchema.parse(await (await adminGet(`/customers?q=${encodeURIComponent(customer.email.slice(0, 12).toUpperCase())}`)).json());
    expect(found.customers.map((row) => row.id)).toContain(customer.customerId);
    const one = adminCustomerSchema.parse(await (await adminGet(`/customers/${customer.customerId}`)).json());
    expect(one).toMatchObject({ email: customer.email, full_name: 'Beatriz Andrade', orders: 1, favorites: 1, newsletter: true });
    expect((await adminGet('/customers?q=ab')).status).toBe(400);
  });

  it('finds a customer by a whole long e-mail address (past the 50 bytes D1 allows a LIKE pattern)', async () => {
    const email = `maria.fernanda.albuquerque.${Date.now()}@empresaexemplo.com.br`;
    const customer = await registeredCustomer({ email });
    expect(email.length).toBeGreaterThan(50);
    const answer = await adminGet(`/customers?q=${encodeURIComponent(email.toUpperCase())}`);
    expect(answer.status).toBe(200);
    expect(adminCustomerListSchema.parse(await answer.json()).customers.map((row) => row.id)).toEqual([customer.customerId]);
  });

  it('exports every personal datum and the orders as JSON', async () => {
    const { customer, orderId } = await customerWithHistory();
    const response = await adminGet(`/customers/${customer.customerId}/export`, { ...adminKey(), [ADMIN_ACTOR_HEADER]: ACTOR });
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="cliente-${customer.customerId}-dados.json"`);
    const data = (await response.json()) as Record<string, unknown>;
    expect(data.account).toMatchObject({ email: customer.email, full_name: 'Beatriz Andrade' });
    expect(data.account).not.toHaveProperty('password_hash');
    expect(data.orders).toEqual([expect.objectContaining({ id: orderId, total: 123.31, items: [expect.objectContaining({ quantity: 2 })] })]);
    expect(data.favorites).toEqual([expect.objectContaining({ wine_id: 1023 })]);
    expect(data.newsletter).toMatchObject({ email: customer.email });
    // who exported whose data, and when (LGPD art. 37), without the data
    const rows = await auditRows();
    expect(rows).toEqual([
      expect.objectContaining({
        actor: ACTOR,
        action: 'export',
        entity: 'customer',
        entity_id: String(customer.customerId),
        after_json: '{"dados_pessoais":"exportados"}',
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(customer.email);
  });

  it('records no export of a customer it does not have, and refuses an export without its actor', async () => {
    expect((await adminGet('/customers/999999/export', { ...adminKey(), [ADMIN_ACTOR_HEADER]: ACTOR })).status).toBe(404);
    const { customer } = await customerWithHistory();
    const anonymous = await adminGet(`/customers/${customer.customerId}/export`);
    expect(anonymous.status).toBe(400);
    await anonymous.body?.cancel();
    expect(await auditRows()).toEqual([]);
  });

  it('erases the personal data, ends the sessions, and keeps the order for the tax records', async () => {
    const { customer, orderId } = await customerWithHistory();
    // the address a paid cart still holds beside its order's
    const kept = await testEnv.DB.prepare("UPDATE checkouts SET delivery_address = '{}' WHERE customer_id = ?").bind(customer.customerId).run();
    expect(kept.meta.changes).toBeGreaterThan(0);
    const done = await erase(customer.customerId);
    expect(done.status).toBe(200);
    const addresses = await testEnv.DB.prepare('SELECT count(*) AS n FROM checkouts WHERE customer_id = ? AND delivery_address IS NOT NULL')
      .bind(customer.customerId)
      .first<{ n: number }>();
    expect(addresses?.n).toBe(0);
    const row = await testEnv.DB.prepare('SELECT email, full_name, cpf, birth_date, phone_number, password_hash, erased_at FROM customers WHERE id = ?')
      .bind(customer.customerId)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({
      email: `excluido-${customer.customerId}@clientes.invalid`,
      full_name: 'Cliente excluído',
      cpf: null,
      birth_date: '',
      phone_number: null,
      password_hash: null,
    });
    expect(row?.erased_at).toEqual(expect.any(String));
    for (const table of ['customer_access_tokens', 'customer_favorites']) {
      const left = await testEnv.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE customer_id = ?`).bind(customer.customerId).first<{ n: number }>();
      expect(left?.n, table).toBe(0);
    }
    expect(await testEnv.DB.prepare('SELECT 1 FROM newsletter_subscribers WHERE email = ?').bind(customer.email).first()).toBeNull();
    // the session's token no longer opens the account
    expect((await call(CUSTOMER, { customerAccessToken: customer.token })).data?.customer ?? null).toBeNull();
    // the order stays, amounts and items, without the customer's name or e-mail
    const order = adminOrderSchema.parse(await (await adminGet(`/orders/${orderId}`)).json());
    expect(order).toMatchObject({ total: 123.31, customer_email: null, customer_name: null });
    expect(order.lines).toHaveLength(1);
    // recorded without the data
    const [audit] = await auditRows();
    expect(audit).toMatchObject({
      actor: ACTOR,
      action: 'erase',
      entity: 'customer',
      entity_id: String(customer.customerId),
      after_json: '{"dados_pessoais":false}',
    });
    expect(JSON.stringify(audit)).not.toContain(customer.email);
    // and the account is not found again
    expect((await adminGet(`/customers/${customer.customerId}`)).status).toBe(404);
    expect((await erase(customer.customerId)).status).toBe(404);
  });

  it('refuses an erasure without its actor, erasing nothing', async () => {
    const { customer } = await customerWithHistory();
    const refused = await adminSend(`/customers/${customer.customerId}`, '', { method: 'DELETE', headers: adminKey() });
    expect(refused.status).toBe(400);
    expect(await testEnv.DB.prepare('SELECT erased_at FROM customers WHERE id = ?').bind(customer.customerId).first()).toEqual({ erased_at: null });
  });
});
