import { describe, expect, it } from 'vitest';
import { CREATE_CHECKOUT } from '../../src/contracts/graphql/index.ts';
import { registeredCustomer } from '../test/commerce/customers.ts';
import { call } from '../test/commerce/graphql-client.ts';
import { testEnv } from '../test/test-env.ts';
import { purgeExpired } from './housekeeping.ts';

/** The daily housekeeping removes what is past its use, and nothing a shopper or an order needs. */
const db = testEnv.DB;
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

async function newCart(): Promise<string> {
  const created = await call(CREATE_CHECKOUT, { products: [] });
  return created.data?.createCheckout?.checkoutId ?? '';
}

async function exists(sql: string, value: string | number): Promise<boolean> {
  return (await db.prepare(sql).bind(value).first()) !== null;
}

describe('purgeExpired', () => {
  it('drops carts untouched for 90 days, expired tokens, old signals and kept mail; keeps the rest', async () => {
    const [abandoned, recent] = [await newCart(), await newCart()];
    await db.prepare('UPDATE checkouts SET updated_at = ? WHERE id = ?').bind(ago(91), abandoned).run();
    await db.prepare('UPDATE checkouts SET updated_at = ? WHERE id = ?').bind(ago(89), recent).run();
    await db.batch([
      db
        .prepare("INSERT INTO customer_access_tokens (token_hash, kind, google_sub, created_at, expires_at) VALUES ('velho', 'NEW', 'g', ?, ?)")
        .bind(ago(10), ago(2)),
      db
        .prepare("INSERT INTO customer_access_tokens (token_hash, kind, google_sub, created_at, expires_at) VALUES ('vivo', 'NEW', 'g', ?, ?)")
        .bind(ago(0), ago(-1)),
      db.prepare('INSERT INTO wine_signals (wine_id, day, search_hits) VALUES (1001, ?, 1)').bind(ago(60).slice(0, 10)),
      db.prepare('INSERT INTO wine_signals (wine_id, day, search_hits) VALUES (1002, ?, 1)').bind(ago(3).slice(0, 10)),
      db.prepare("INSERT INTO dev_mail_outbox (to_address, subject, text_body, created_at) VALUES ('velha@example.com', 'x', 'x', ?)").bind(ago(20)),
    ]);

    const purged = await purgeExpired(db);
    expect(purged.carts).toBeGreaterThanOrEqual(1);
    expect(await exists('SELECT 1 FROM checkouts WHERE id = ?', abandoned)).toBe(false);
    expect(await exists('SELECT 1 FROM checkouts WHERE id = ?', recent)).toBe(true);
    expect(await exists('SELECT 1 FROM customer_access_tokens WHERE token_hash = ?', 'velho')).toBe(false);
    expect(await exists('SELECT 1 FROM customer_access_tokens WHERE token_hash = ?', 'vivo')).toBe(true);
    expect(await exists('SELECT 1 FROM wine_signals WHERE wine_id = ?', 1001)).toBe(false);
    expect(await exists('SELECT 1 FROM wine_signals WHERE wine_id = ?', 1002)).toBe(true);
    expect(await exists('SELECT 1 FROM dev_mail_outbox WHERE to_address = ?', 'velha@example.com')).toBe(false);
  });

  it('keeps a standing age confirmation however old; drops attempts that confirmed nothing after 180 days, ended ones after 5 years', async () => {
    const customer = (await registeredCustomer()).customerId;
    const row = (result: string, createdAt: string, invalidatedAt: string | null = null) =>
      db
        .prepare(
          `INSERT INTO age_verifications (customer_id, method, level, result, created_at, verified_at, invalidated_at, invalidated_reason)
           VALUES (?, 'receita', 'B', ?, ?, ?, ?, ?) RETURNING id`,
        )
        .bind(customer, result, createdAt, result === 'confirmed' ? createdAt : null, invalidatedAt, invalidatedAt ? 'erasure' : null)
        .first<{ id: number }>();
    const standing = await row('confirmed', ago(3000));
    const oldFailure = await row('not_confirmed', ago(181));
    const recentFailure = await row('not_confirmed', ago(179));
    const longEnded = await row('confirmed', ago(3000), ago(5 * 365 + 1));
    const recentlyEnded = await row('confirmed', ago(3000), ago(30));
    const purged = await purgeExpired(db);
    expect(purged.ageRecords).toBeGreaterThanOrEqual(2);
    const kept = async (id: number | undefined) => exists('SELECT 1 FROM age_verifications WHERE id = ?', id ?? 0);
    expect(await kept(standing?.id)).toBe(true);
    expect(await kept(oldFailure?.id)).toBe(false);
    expect(await kept(recentFailure?.id)).toBe(true);
    expect(await kept(longEnded?.id)).toBe(false);
    expect(await kept(recentlyEnded?.id)).toBe(true);
  });

  it('never drops a cart that became an order, however old', async () => {
    const paid = await newCart();
    const customer = { id: (await registeredCustomer()).customerId };
    await db.prepare('UPDATE checkouts SET updated_at = ?, completed = 0 WHERE id = ?').bind(ago(400), paid).run();
    await db
      .prepare(
        `INSERT INTO orders (checkout_id, customer_id, status, subtotal, coupon_discount, shipping_fee, total, shipping_name, shipping_type, shipping_deadline, created_at)
         VALUES (?, ?, 'PAID', 10, 0, 0, 10, 'Retirada', 'Retirada', 1, ?)`,
      )
      .bind(paid, customer.id, ago(400))
      .run();
    await purgeExpired(db);
    expect(await exists('SELECT 1 FROM checkouts WHERE id = ?', paid)).toBe(true);
  });
});
