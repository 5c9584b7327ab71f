import { Hono } from 'hono';
import {
  ADMIN_COUPON_MESSAGES,
  type AdminCoupon,
  type AdminCouponList,
  adminCouponCodeSchema,
  COUPON_EDIT_FIELDS,
  type CouponCreate,
  type CouponEdit,
  couponCreateSchema,
  couponEditSchema,
  valueFitsKind,
} from '../../../src/contracts/admin/coupons.ts';
import { COUPON_USES_SQL } from '../commerce/checkout-store.ts';
import type { BackendEnv } from '../env.ts';
import { InvalidFieldsError, NotFoundError, respondToError } from '../errors.ts';
import { readJsonFields, readParam } from '../validation/request.ts';
import { type AdminTable, booleanJson, changedFields, editStatements, isUniqueViolation } from './admin-record.ts';
import { auditStatement } from './audit-log.ts';
import { actorOf } from './admin-actor.ts';

/**
 * The back office's coupons (contract `src/contracts/admin/coupons.ts`): every coupon, and the
 * owner's new ones and edits. The commerce service reads the same rows when a shopper applies a
 * code or pays (backend/src/commerce/coupon-rules.ts), so a change counts from the next cart read.
 * Each write and its audit row are one D1 batch.
 */
const M = ADMIN_COUPON_MESSAGES;

const COLUMNS = `c.code, c.kind, c.value, c.minimum_subtotal, c.first_purchase_only, c.active, c.public, c.starts_at, c.expires_at,
  c.usage_limit, ${COUPON_USES_SQL} AS times_used, c.description`;

const COUPONS: AdminTable<(typeof COUPON_EDIT_FIELDS)[number]> = {
  table: 'coupons',
  key: 'code',
  entity: 'coupon',
  json: { first_purchase_only: booleanJson('first_purchase_only'), active: booleanJson('active') },
};

interface CouponRow {
  code: string;
  kind: AdminCoupon['kind'];
  value: number;
  minimum_subtotal: number;
  first_purchase_only: number;
  active: number;
  public: number;
  starts_at: string | null;
  expires_at: string | null;
  usage_limit: number | null;
  times_used: number;
  description: string;
}

function toAdminCoupon(row: CouponRow): AdminCoupon {
  return { ...row, first_purchase_only: row.first_purchase_only === 1, active: row.active === 1, public: row.public === 1 };
}

const selectOne = (db: D1Database, code: string) => db.prepare(`SELECT ${COLUMNS} FROM coupons c WHERE c.code = ?`).bind(code);

const rowOf = (result: D1Result | undefined) => result?.results[0] as CouponRow | undefined;

/** Every coupon, inactive and expired ones too, by code. */
async function listAdminCoupons(db: D1Database): Promise<AdminCouponList> {
  const { results } = await db.prepare(`SELECT ${COLUMNS} FROM coupons c ORDER BY c.code`).all<CouponRow>();
  return { coupons: results.map(toAdminCoupon) };
}

async function findAdminCoupon(db: D1Database, code: string): Promise<AdminCoupon | null> {
  const row = await selectOne(db, code).first<CouponRow>();
  return row ? toAdminCoupon(row) : null;
}

/** Creates the coupon with its audit row; a code already taken is refused on its field. */
async function createCoupon(db: D1Database, coupon: CouponCreate, actor: string, now: Date): Promise<AdminCoupon> {
  const stored = { ...coupon, active: true };
  try {
    const [, , created] = await db.batch([
      auditStatement(db, { at: now, actor, action: 'create', entity: 'coupon', entityId: coupon.code, before: null, after: stored }),
      db
        .prepare(
          `INSERT INTO coupons (code, kind, value, minimum_subtotal, expires_at, first_purchase_only, usage_limit, description, active)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1)`,
        )
        .bind(
          coupon.code,
          coupon.kind,
          coupon.value,
          coupon.minimum_subtotal,
          coupon.expires_at,
          coupon.first_purchase_only ? 1 : 0,
          coupon.usage_limit,
          coupon.description,
        ),
      selectOne(db, coupon.code),
    ]);
    const row = rowOf(created);
    if (!row) throw new Error('coupon missing after its creation');
    return toAdminCoupon(row);
  } catch (error) {
    // the code is the key: a taken one fails the whole batch, its audit row included
    if (isUniqueViolation(error, 'coupons.code')) throw new InvalidFieldsError(M.invalidFields, { code: M.codeTaken });
    throw error;
  }
}

/** A percentage is at most 100% once the edit is applied; the message goes on the field the owner sent. */
function checkKindValue(current: AdminCoupon, edit: CouponEdit): void {
  if (valueFitsKind(edit.kind ?? current.kind, edit.value ?? current.value)) return;
  throw new InvalidFieldsError(M.invalidFields, edit.value !== undefined ? { value: M.valuePercentMax } : { kind: M.kindPercentValue });
}

/**
 * Applies the owner's edit and records it in one batch (`active: false` deactivates: the shop
 * then answers the code as an unknown one). Null when the coupon does not exist.
 */
async function editCoupon(db: D1Database, code: string, edit: CouponEdit, actor: string, now: Date): Promise<AdminCoupon | null> {
  const current = await findAdminCoupon(db, code);
  if (!current) return null;
  checkKindValue(current, edit);
  const changed = changedFields(COUPON_EDIT_FIELDS, edit, current);
  if (changed.length === 0) return current;
  try {
    const [, , updated] = await db.batch([...editStatements(db, COUPONS, current.code, edit, changed, { actor, now }), selectOne(db, current.code)]);
    const row = rowOf(updated);
    return row ? toAdminCoupon(row) : null;
  } catch (error) {
    // kind and value changed between the read and the batch, and the table's own check (a
    // percentage up to 100) refused the whole batch: answer as for a wrong field
    if (!/CHECK constraint failed/i.test(String(error))) throw error;
    const latest = await findAdminCoupon(db, code);
    if (latest) checkKindValue(latest, edit);
    throw error;
  }
}

/** `/admin-api/coupons`: list, create, edit (mounted by routes.ts, behind its no-store and the front door's admin key). */
export const adminCouponRoutes = new Hono<BackendEnv>()
  .get('/', async (c) => c.json(await listAdminCoupons(c.env.DB)))
  .post('/', async (c) => {
    const actor = actorOf(c);
    const coupon = await readJsonFields(c, couponCreateSchema, M.invalidFields);
    return c.json(await createCoupon(c.env.DB, coupon, actor, new Date()), 201);
  })
  .patch('/:code', async (c) => {
    const code = readParam(c, 'code', adminCouponCodeSchema, M.invalidCode);
    const actor = actorOf(c);
    const edit = await readJsonFields(c, couponEditSchema, M.invalidFields);
    const coupon = await editCoupon(c.env.DB, code, edit, actor, new Date());
    if (!coupon) throw new NotFoundError(M.notFound);
    return c.json(coupon);
  })
  .onError(respondToError);
