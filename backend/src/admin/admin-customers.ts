import { containedText, containsText } from './contains-text.ts';
import { Hono } from 'hono';
import { storedDeliveryAddress } from '../../../src/contracts/delivery-address.ts';
import {
  ADMIN_CUSTOMER_MESSAGES as M,
  type AdminCustomer,
  adminCustomersQuerySchema,
  type AgeVerificationRecord,
  customerIdSchema,
} from '../../../src/contracts/admin/customers.ts';
import type { BackendEnv } from '../env.ts';
import { NotFoundError, respondToError } from '../errors.ts';
import { readParam, readQuery } from '../validation/request.ts';
import { auditStatement } from './audit-log.ts';
import { invalidationStatement } from '../age/age-records.ts';
import { actorOf } from './admin-actor.ts';

/**
 * "Clientes" (contract `src/contracts/admin/customers.ts`; LGPD art. 18): find a customer, hand
 * them every personal datum the shop holds, and erase it on request. An erased account keeps its
 * row (its orders point at it and keep what tax law needs: amounts, items, dates, delivery CEP and address)
 * with nothing personal left, and can no longer sign in. Erased accounts are not found again.
 */
const ORDERS = '(SELECT count(*) FROM orders o WHERE o.customer_id = c.id)';
const LIVE = 'c.erased_at IS NULL';

async function findCustomers(db: D1Database, q: string) {
  const digits = q.replace(/\D/g, '');
  const byCpf = digits.length === 11 && !q.includes('@');
  const { results } = await db
    .prepare(
      `SELECT c.id, c.email, c.full_name, c.created_at, ${ORDERS} AS orders FROM customers c
       WHERE ${LIVE} AND ${byCpf ? 'c.cpf = ?' : containsText('c.email')} ORDER BY c.email LIMIT 20`,
    )
    .bind(byCpf ? digits : containedText(q))
    .all();
  return { customers: results };
}

interface CustomerRow {
  id: number;
  email: string;
  full_name: string;
  created_at: string;
  orders: number;
  cpf: string | null;
  phone_area_code: string | null;
  phone_number: string | null;
  city: string | null;
  state: string | null;
  subscribed: number;
  favorites: number;
}

/** The customer's age verification attempts, latest first: what the back office and the LGPD export show (never the data checked). */
function ageRecordsOf(db: D1Database, id: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT method, level, result, created_at, verified_at, invalidated_at, invalidated_reason FROM age_verifications
       WHERE customer_id = ? ORDER BY id DESC LIMIT 10`,
    )
    .bind(id);
}

async function findCustomer(db: D1Database, id: number): Promise<AdminCustomer | null> {
  const row = await db
    .prepare(
      `SELECT c.id, c.email, c.full_name, c.created_at, ${ORDERS} AS orders, c.cpf, c.phone_area_code, c.phone_number, c.city, c.state,
         (c.newsletter = 1 OR EXISTS (SELECT 1 FROM newsletter_subscribers n WHERE n.email = c.email)) AS subscribed,
         (SELECT count(*) FROM customer_favorites f WHERE f.customer_id = c.id) AS favorites
       FROM customers c WHERE c.id = ? AND ${LIVE}`,
    )
    .bind(id)
    .first<CustomerRow>();
  if (!row) return null;
  const { phone_area_code, phone_number, subscribed, ...rest } = row;
  const { results: ageVerifications } = await ageRecordsOf(db, id).all<AgeVerificationRecord>();
  return {
    ...rest,
    phone: phone_number ? `(${phone_area_code ?? ''}) ${phone_number}` : null,
    newsletter: subscribed === 1,
    age_verifications: ageVerifications,
  };
}

/**
 * Every personal datum the shop holds about the customer, and their orders, as one JSON document.
 * The export is recorded before the data leaves (LGPD art. 37: who accessed whose data, when); an
 * export that cannot be recorded is not given.
 */
async function exportCustomer(db: D1Database, id: number, actor: string, now: Date) {
  const [profile, orders, lines, favorites, newsletter, cart, ageVerifications] = await db.batch([
    db
      .prepare(
        `SELECT id, email, full_name, customer_type, cpf, birth_date, gender, phone_area_code, phone_number, newsletter, cep, address,
           address_number, address_complement, neighborhood, city, state, google_sub IS NOT NULL AS google_linked, email_verified_at,
           created_at, updated_at
         FROM customers c WHERE id = ? AND ${LIVE}`,
      )
      .bind(id),
    db
      .prepare(
        'SELECT id, created_at, status, subtotal, coupon_code, coupon_discount, pix_discount, payment_method, shipping_name, shipping_fee, total, cep, delivery_address FROM orders WHERE customer_id = ? ORDER BY id',
      )
      .bind(id),
    db
      .prepare(
        'SELECT p.order_id, p.sku, p.name, p.quantity, p.unit_price FROM order_products p JOIN orders o ON o.id = p.order_id WHERE o.customer_id = ? ORDER BY p.order_id',
      )
      .bind(id),
    db
      .prepare(
        'SELECT f.wine_id, w.name, f.created_at FROM customer_favorites f LEFT JOIN wines w ON w.id = f.wine_id WHERE f.customer_id = ? ORDER BY f.position',
      )
      .bind(id),
    db.prepare('SELECT n.email, n.name, n.created_at FROM newsletter_subscribers n JOIN customers c ON c.email = n.email WHERE c.id = ?').bind(id),
    db.prepare('SELECT cart_id, updated_at FROM customer_carts WHERE customer_id = ?').bind(id),
    ageRecordsOf(db, id),
  ]);
  const account = profile?.results[0];
  if (!account) return null;
  await auditStatement(db, {
    at: now,
    actor,
    action: 'export',
    entity: 'customer',
    entityId: String(id),
    before: null,
    after: { dados_pessoais: 'exportados' },
  }).run();
  const items = (lines?.results ?? []) as Array<{ order_id: number }>;
  return {
    exported_at: now.toISOString(),
    account,
    orders: ((orders?.results ?? []) as Array<{ id: number; delivery_address: string | null }>).map((order) => ({
      ...order,
      delivery_address: storedDeliveryAddress(order.delivery_address),
      items: items.filter((item) => item.order_id === order.id),
    })),
    favorites: favorites?.results ?? [],
    newsletter: newsletter?.results[0] ?? null,
    saved_cart: cart?.results[0] ?? null,
    age_verifications: ageVerifications?.results ?? [],
  };
}

/**
 * Erases the customer's personal data in one batch with its audit row (which records the erasure,
 * never the data): sessions, recovery links, favourites, the saved cart, the newsletter
 * subscription, open carts' link and delivery CEP, and every personal column of the account.
 */
async function eraseCustomer(db: D1Database, id: number, actor: string, now: Date): Promise<boolean> {
  const live = await db.prepare(`SELECT email FROM customers c WHERE id = ? AND ${LIVE}`).bind(id).first<{ email: string }>();
  if (!live) return false;
  const stamp = now.toISOString();
  await db.batch([
    auditStatement(db, {
      at: now,
      actor,
      action: 'erase',
      entity: 'customer',
      entityId: String(id),
      before: { sql: "SELECT json_object('dados_pessoais', json('true'))", params: [] },
      after: { dados_pessoais: false },
    }),
    db.prepare('DELETE FROM customer_access_tokens WHERE customer_id = ?').bind(id),
    db.prepare('DELETE FROM password_recovery_outbox WHERE customer_id = ?').bind(id),
    db.prepare('DELETE FROM customer_favorites WHERE customer_id = ?').bind(id),
    db.prepare('DELETE FROM customer_carts WHERE customer_id = ?').bind(id),
    db.prepare('DELETE FROM newsletter_subscribers WHERE email = ?').bind(live.email),
    db.prepare('DELETE FROM auth_attempts WHERE email = ?').bind(live.email),
    db.prepare('UPDATE checkouts SET customer_id = NULL, shipping_cep = NULL, delivery_address = NULL WHERE customer_id = ? AND completed = 0').bind(id),
    // a paid cart's copy of the address is no one's need: its order keeps the one the tax law asks for
    db.prepare('UPDATE checkouts SET delivery_address = NULL WHERE customer_id = ?').bind(id),
    invalidationStatement(db, id, 'erasure', now),
    db
      .prepare(
        `UPDATE customers SET email = ?, full_name = 'Cliente excluído', cpf = NULL, birth_date = '', gender = NULL, phone_area_code = NULL,
           phone_number = NULL, newsletter = 0, cep = NULL, address = NULL, address_number = NULL, address_complement = NULL,
           neighborhood = NULL, city = NULL, state = NULL, password_hash = NULL, google_sub = NULL, email_verified_at = NULL,
           erased_at = ?, updated_at = ?
         WHERE id = ? AND erased_at IS NULL`,
      )
      // a unique address no one can receive mail at (RFC 2606 .invalid)
      .bind(`excluido-${id}@clientes.invalid`, stamp, stamp, id),
  ]);
  return true;
}

const idOf = (c: Parameters<typeof readParam>[0]) => readParam(c, 'id', customerIdSchema, M.invalidId);

export const adminCustomerRoutes = new Hono<BackendEnv>()
  .get('/', async (c) => c.json(await findCustomers(c.env.DB, readQuery(c, adminCustomersQuerySchema).q)))
  .get('/:id', async (c) => {
    const customer = await findCustomer(c.env.DB, idOf(c));
    if (!customer) throw new NotFoundError(M.notFound);
    return c.json(customer);
  })
  .get('/:id/export', async (c) => {
    const id = idOf(c);
    const actor = actorOf(c);
    const data = await exportCustomer(c.env.DB, id, actor, new Date());
    if (!data) throw new NotFoundError(M.notFound);
    return c.body(JSON.stringify(data, null, 2), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="cliente-${id}-dados.json"`,
    });
  })
  .delete('/:id', async (c) => {
    const id = idOf(c);
    const actor = actorOf(c);
    if (!(await eraseCustomer(c.env.DB, id, actor, new Date()))) throw new NotFoundError(M.notFound);
    return c.json({ id, erased: true });
  })
  .onError(respondToError);
