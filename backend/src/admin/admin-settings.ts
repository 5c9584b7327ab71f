import { Hono } from 'hono';
import { ADMIN_MESSAGES } from '../../../src/contracts/admin/api.ts';
import { type AdminShopSettings, PROMOTION_FIELDS, type ShopSettingsEdit, shopSettingsEditSchema } from '../../../src/contracts/admin/settings.ts';
import type { BackendEnv } from '../env.ts';
import { respondToError } from '../errors.ts';
import { PIX_DISCOUNT_PERCENT_SQL } from '../settings/shop-settings.ts';
import { readJsonFields } from '../validation/request.ts';
import { type AdminTable, booleanJson, changedFields, editStatements } from './admin-record.ts';
import { actorOf } from './admin-actor.ts';

/**
 * "Configurações" (contract `src/contracts/admin/settings.ts`): the promotion (the first row of
 * `promotions`, which the filter data serves the shop), the Pix discount and the low-stock
 * threshold (`shop_settings` row 1). One edit may change both: every change and its audit rows are one D1 batch.
 */
const PROMOTION: AdminTable<(typeof PROMOTION_FIELDS)[number]> = {
  table: 'promotions',
  key: 'id',
  entity: 'promotion',
  json: { site_in_promotion: booleanJson('site_in_promotion') },
};

const SHOP_SETTINGS: AdminTable<'pix_discount_percent' | 'low_stock_threshold'> = { table: 'shop_settings', key: 'id', entity: 'shop_settings', json: {} };

const SELECT = `SELECT p.id AS promotion_id, p.site_in_promotion, p.nav_promo_label, p.page_promo_label, ${PIX_DISCOUNT_PERCENT_SQL} AS pix_discount_percent,
  coalesce((SELECT low_stock_threshold FROM shop_settings WHERE id = 1), 3) AS low_stock_threshold
  FROM promotions p ORDER BY p.id LIMIT 1`;

interface SettingsRow {
  promotion_id: number;
  site_in_promotion: number;
  nav_promo_label: string;
  page_promo_label: string;
  pix_discount_percent: number;
  low_stock_threshold: number;
}

const toSettings = (row: SettingsRow): AdminShopSettings => ({
  site_in_promotion: row.site_in_promotion === 1,
  nav_promo_label: row.nav_promo_label,
  page_promo_label: row.page_promo_label,
  pix_discount_percent: row.pix_discount_percent,
  low_stock_threshold: row.low_stock_threshold,
});

async function readSettings(db: D1Database): Promise<{ row: SettingsRow; settings: AdminShopSettings }> {
  const row = await db.prepare(SELECT).first<SettingsRow>();
  if (!row) throw new Error('the promotion row is missing: run the migrations and the seed');
  return { row, settings: toSettings(row) };
}

async function editSettings(db: D1Database, edit: ShopSettingsEdit, actor: string, now: Date): Promise<AdminShopSettings> {
  const { row, settings } = await readSettings(db);
  const who = { actor, now };
  const promotion = changedFields(PROMOTION_FIELDS, edit, settings);
  const pix = changedFields(['pix_discount_percent', 'low_stock_threshold'] as const, edit, settings);
  const statements = [
    ...(promotion.length > 0 ? editStatements(db, PROMOTION, row.promotion_id, edit, promotion, who) : []),
    // row 1 exists since migration 0043
    ...(pix.length > 0 ? editStatements(db, SHOP_SETTINGS, 1, edit, pix, who) : []),
  ];
  if (statements.length === 0) return settings;
  await db.batch(statements);
  return (await readSettings(db)).settings;
}

export const adminSettingsRoutes = new Hono<BackendEnv>()
  .get('/', async (c) => c.json((await readSettings(c.env.DB)).settings))
  .patch('/', async (c) => {
    const actor = actorOf(c);
    const edit = await readJsonFields(c, shopSettingsEditSchema, ADMIN_MESSAGES.invalidFields);
    return c.json(await editSettings(c.env.DB, edit, actor, new Date()));
  })
  .onError(respondToError);
