import { Hono } from 'hono';
import { ADMIN_SHIPPING_MESSAGES as M, type AdminShippingRates, shippingRatesSchema } from '../../../src/contracts/admin/shipping.ts';
import { toReais } from '../../../src/core/rules/money.ts';
import { loadShippingRates } from '../commerce/shipping-rates.ts';
import type { BackendEnv } from '../env.ts';
import { respondToError } from '../errors.ts';
import { readJsonFields } from '../validation/request.ts';
import { auditStatement } from './audit-log.ts';
import { actorOf } from './admin-actor.ts';

/**
 * "Frete" (contract `src/contracts/admin/shipping.ts`): the rates the embedded commerce service
 * quotes and prices checkouts with (backend/src/commerce/shipping-rates.ts reads them with each
 * quote and checkout). A change replaces every range, the minimum and the pickup switch in one D1
 * batch with its audit row, so a quote never sees half of it.
 */
async function readRates(db: D1Database): Promise<AdminShippingRates> {
  const rates = await loadShippingRates(db);
  return {
    ranges: rates.ranges.map((range) => ({ ...range, free_shipping: range.free_shipping === 1 })),
    free_shipping_minimum: toReais(rates.freeShippingMinimumCents),
    pickup: rates.pickup,
  };
}

async function replaceRates(db: D1Database, rates: AdminShippingRates, actor: string, now: Date): Promise<AdminShippingRates> {
  const before = await readRates(db);
  if (JSON.stringify(before) === JSON.stringify(rates)) return before;
  await db.batch([
    auditStatement(db, {
      at: now,
      actor,
      action: 'update',
      entity: 'shipping',
      entityId: 'frete',
      before: { sql: 'SELECT ?', params: [JSON.stringify(before)] },
      after: rates,
    }),
    db.prepare('DELETE FROM shipping_ranges'),
    ...rates.ranges.map((range, index) =>
      db
        .prepare(
          'INSERT INTO shipping_ranges (id, region, cep_from, cep_to, standard_price, standard_days, express_price, express_days, free_shipping) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .bind(
          index + 1,
          range.region,
          range.cep_from,
          range.cep_to,
          range.standard_price,
          range.standard_days,
          range.express_price,
          range.express_days,
          range.free_shipping ? 1 : 0,
        ),
    ),
    db.prepare('UPDATE shop_settings SET free_shipping_minimum = ?, pickup = ? WHERE id = 1').bind(rates.free_shipping_minimum, rates.pickup ? 1 : 0),
  ]);
  return readRates(db);
}

export const adminShippingRoutes = new Hono<BackendEnv>()
  .get('/', async (c) => c.json(await readRates(c.env.DB)))
  .put('/', async (c) => {
    const actor = actorOf(c);
    const rates = await readJsonFields(c, shippingRatesSchema, M.invalidFields);
    return c.json(await replaceRates(c.env.DB, rates, actor, new Date()));
  })
  .onError(respondToError);
