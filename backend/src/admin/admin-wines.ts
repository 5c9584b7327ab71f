import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  type AdminWine,
  type AdminWineList,
  listPriceCoversPrice,
  WINE_EDIT_FIELDS,
  type WineEdit,
} from '../../../src/contracts/admin/api.ts';
import { slugify } from '../../../src/core/rules/slug.ts';
import { InvalidFieldsError } from '../errors.ts';
import { auditStatement } from './audit-log.ts';
import { wineNameSearch } from './name-search.ts';

/**
 * The back office's wines (ARCHITECTURE "Production shape"): every wine, inactive ones too, and
 * the owner's edits of name, prices, stock and `active`. The shop reads the same rows, so a change
 * shows on its next read; an inactive wine leaves every list, search and detail (migration 0002).
 */
const COLUMNS = 'w.id, w.sku, w.name, w.price, w.list_price, w.stock, w.active, w.image_url';

type WineEditField = (typeof WINE_EDIT_FIELDS)[number];

/** How each editable field reads as JSON in the audit log's `before` (`active` as a boolean). */
const STORED_JSON: Record<WineEditField, string> = {
  name: 'name',
  price: 'price',
  list_price: 'list_price',
  stock: 'stock',
  active: "json(CASE active WHEN 1 THEN 'true' ELSE 'false' END)",
};

interface AdminWineRow {
  id: number;
  sku: string;
  name: string;
  price: number;
  list_price: number;
  stock: number;
  active: number;
  image_url: string;
}

function toAdminWine(row: AdminWineRow): AdminWine {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    price: row.price,
    list_price: row.list_price,
    stock: row.stock,
    active: row.active === 1,
    url_media: row.image_url,
  };
}

/** A page of every wine (inactive ones too) whose name has every word of `q`, by name. */
export async function listAdminWines(db: D1Database, { q, page }: { q?: string | undefined; page: number }): Promise<AdminWineList> {
  const search = wineNameSearch(q);
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT ${COLUMNS} FROM wines w WHERE ${search.where} ORDER BY w.name, w.id LIMIT ? OFFSET ?`)
      .bind(...search.params, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE),
    db.prepare(`SELECT count(*) AS total FROM wines w WHERE ${search.where}`).bind(...search.params),
  ]);
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
  return { wines: ((rows?.results ?? []) as AdminWineRow[]).map(toAdminWine), total, page, pageSize: ADMIN_PAGE_SIZE };
}

/** Every wine, inactive ones too, by name (the catalogue CSV). */
export async function allAdminWines(db: D1Database): Promise<AdminWine[]> {
  const { results } = await db.prepare(`SELECT ${COLUMNS} FROM wines w ORDER BY w.name, w.id`).all<AdminWineRow>();
  return results.map(toAdminWine);
}

export async function findAdminWine(db: D1Database, id: number): Promise<AdminWine | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM wines w WHERE w.id = ?`).bind(id).first<AdminWineRow>();
  return row ? toAdminWine(row) : null;
}

/**
 * The list price covers the sale price once the edit is applied: a price sent alone is checked
 * against the stored list price, and the other way round (the schema checks the two sent together).
 */
function checkPriceOrder(current: AdminWine, edit: WineEdit): void {
  const price = edit.price ?? current.price;
  const listPrice = edit.list_price ?? current.list_price;
  if (listPriceCoversPrice(price, listPrice)) return;
  // the message goes where the owner changed something: the list price sent, else the price
  const fields: Record<string, string> =
    edit.list_price !== undefined ? { list_price: ADMIN_MESSAGES.listPriceBelowPrice } : { price: ADMIN_MESSAGES.priceAboveListPrice };
  throw new InvalidFieldsError(ADMIN_MESSAGES.invalidFields, fields);
}

const storedValue = (field: WineEditField, edit: WineEdit) => (field === 'active' ? (edit.active ? 1 : 0) : edit[field]);

/** The fields of `edit` whose value differs from the wine's. */
export function changedWineFields(current: AdminWine, edit: WineEdit): WineEditField[] {
  return WINE_EDIT_FIELDS.filter((field) => edit[field] !== undefined && edit[field] !== current[field]);
}

/**
 * The audit row (its `before` read inside the batch, so it is exactly what the edit replaced) and
 * the update of the `changed` fields of one wine: put both, in this order, in the edit's batch. A
 * renamed wine gets the slug of its new name.
 */
export function wineEditStatements(
  db: D1Database,
  id: number,
  edit: WineEdit,
  changed: readonly WineEditField[],
  who: { actor: string; now: Date; action?: string },
): [D1PreparedStatement, D1PreparedStatement] {
  const sets = changed.map((field) => `${field} = ?`);
  const values = changed.map((field) => storedValue(field, edit));
  if (edit.name !== undefined && changed.includes('name')) {
    sets.push('slug = ?');
    values.push(slugify(edit.name));
  }
  const record = auditStatement(db, {
    at: who.now,
    actor: who.actor,
    action: who.action ?? 'update',
    entity: 'wine',
    entityId: String(id),
    before: { sql: `SELECT json_object(${changed.map((field) => `'${field}', ${STORED_JSON[field]}`).join(', ')}) FROM wines WHERE id = ?`, params: [id] },
    after: Object.fromEntries(changed.map((field) => [field, edit[field]])),
  });
  return [record, db.prepare(`UPDATE wines SET ${sets.join(', ')} WHERE id = ?`).bind(...values, id)];
}

/**
 * Applies the owner's edit and records it, in one D1 batch (a transaction): the audit row, the
 * update, and the wine as it now is. Fields sent with the value they already have change nothing
 * and are not recorded. Null when the wine does not exist.
 */
export async function editWine(db: D1Database, id: number, edit: WineEdit, actor: string, now: Date): Promise<AdminWine | null> {
  const current = await findAdminWine(db, id);
  if (!current) return null;
  checkPriceOrder(current, edit);
  const changed = changedWineFields(current, edit);
  if (changed.length === 0) return current;
  const [record, update] = wineEditStatements(db, id, edit, changed, { actor, now });
  try {
    const [, , updated] = await db.batch([record, update, db.prepare(`SELECT ${COLUMNS} FROM wines w WHERE w.id = ?`).bind(id)]);
    const row = updated?.results[0] as AdminWineRow | undefined;
    return row ? toAdminWine(row) : null;
  } catch (error) {
    // The prices changed between the read and the batch (another edit) and the table's own check
    // (list_price >= price) refused the whole batch: nothing was saved; answer as for a wrong field.
    if (!/CHECK constraint failed/i.test(String(error))) throw error;
    const latest = await findAdminWine(db, id);
    if (latest) checkPriceOrder(latest, edit);
    throw error;
  }
}
