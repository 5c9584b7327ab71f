import {
  type AdminPopupBanner,
  type AdminPopupBannerList,
  POPUP_BANNER_FIELDS,
  type PopupBannerCreate,
  type PopupBannerEdit,
} from '../../../src/contracts/admin/banners.ts';
import { type AdminTable, booleanJson, changedFields, editStatements, isUniqueViolation, storedValue } from './admin-record.ts';
import { auditStatement } from './audit-log.ts';

/**
 * The back office's popups (spec §3 "Popup banner"; contract `src/contracts/admin/banners.ts`):
 * the rows `GET /api/banner` answers the shop, which applies spec §4's show rules itself. Each
 * write and its audit row are one D1 batch.
 */
const COLUMNS = `id, screen, title, description, url_media, url_action, active, weekly, daily, expires_time, first_access,
  position, sort_order`;

const POPUPS: AdminTable<(typeof POPUP_BANNER_FIELDS)[number]> = {
  table: 'popup_banners',
  key: 'id',
  entity: 'popup_banner',
  json: { active: booleanJson('active'), weekly: booleanJson('weekly'), first_access: booleanJson('first_access'), position: 'json(position)' },
};

interface PopupRow {
  id: number;
  screen: AdminPopupBanner['screen'];
  title: string;
  description: string;
  url_media: string;
  url_action: string;
  active: number;
  weekly: number;
  daily: string;
  expires_time: string;
  first_access: number;
  position: string;
  sort_order: number;
}

/** The position as the shop reads it (routes/banners.ts): a hand-edited one without desktop.top is the top. */
function positionOf(json: string): AdminPopupBanner['position'] {
  const parsed: unknown = JSON.parse(json);
  const top = (parsed as { desktop?: { top?: unknown } } | null)?.desktop?.top;
  return { desktop: { top: typeof top === 'number' ? top : 0 } };
}

function toAdminPopup(row: PopupRow): AdminPopupBanner {
  return {
    ...row,
    active: row.active === 1,
    weekly: row.weekly === 1,
    first_access: row.first_access === 1,
    position: positionOf(row.position),
  };
}

const selectOne = (db: D1Database, id: number) => db.prepare(`SELECT ${COLUMNS} FROM popup_banners WHERE id = ?`).bind(id);

function popupOf(result: D1Result | undefined): AdminPopupBanner {
  const row = result?.results[0] as PopupRow | undefined;
  if (!row) throw new Error('popup banner missing after its write');
  return toAdminPopup(row);
}

/** Every popup, inactive and expired ones too, in the shop's order. */
export async function listPopups(db: D1Database): Promise<AdminPopupBannerList> {
  const { results } = await db.prepare(`SELECT ${COLUMNS} FROM popup_banners ORDER BY sort_order, id`).all<PopupRow>();
  return { banners: results.map(toAdminPopup) };
}

async function findPopup(db: D1Database, id: number): Promise<AdminPopupBanner | null> {
  const row = await selectOne(db, id).first<PopupRow>();
  return row ? toAdminPopup(row) : null;
}

/**
 * Creates the popup under the next id (its audit row names it, so the id is chosen before the
 * batch); when a parallel creation took that id the batch fails whole, and the next one is tried.
 */
export async function createPopup(db: D1Database, popup: PopupBannerCreate, actor: string, now: Date): Promise<AdminPopupBanner> {
  for (let attempt = 1; ; attempt++) {
    const next = await db.prepare('SELECT coalesce(max(id), 0) + 1 AS id FROM popup_banners').first<{ id: number }>();
    const id = next?.id ?? 1;
    const values = POPUP_BANNER_FIELDS.map((field) => storedValue(popup[field]));
    try {
      const [, , created] = await db.batch([
        auditStatement(db, { at: now, actor, action: 'create', entity: POPUPS.entity, entityId: String(id), before: null, after: popup }),
        db
          .prepare(`INSERT INTO popup_banners (id, ${POPUP_BANNER_FIELDS.join(', ')}) VALUES (?, ${POPUP_BANNER_FIELDS.map(() => '?').join(', ')})`)
          .bind(id, ...values),
        selectOne(db, id),
      ]);
      return popupOf(created);
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error, 'popup_banners.id')) continue;
      throw error;
    }
  }
}

/** Applies the owner's edit and records it in one batch. Null when the popup does not exist. */
export async function editPopup(db: D1Database, id: number, edit: PopupBannerEdit, actor: string, now: Date): Promise<AdminPopupBanner | null> {
  const current = await findPopup(db, id);
  if (!current) return null;
  const changed = changedFields(POPUP_BANNER_FIELDS, edit, current);
  if (changed.length === 0) return current;
  const [, , updated] = await db.batch([...editStatements(db, POPUPS, id, edit, changed, { actor, now }), selectOne(db, id)]);
  return popupOf(updated);
}
