import {
  type AdminPageBanner,
  type AdminPageBannerList,
  PAGE_BANNER_FIELDS,
  type PageBannerPut,
  type PageBannerSlot,
} from '../../../src/contracts/admin/banners.ts';
import { type AdminTable, booleanJson, changedFields, editStatements, isUniqueViolation } from './admin-record.ts';
import { auditStatement } from './audit-log.ts';

/**
 * The back office's left and right page banners (spec §2 "Banner-left and banner-right images";
 * `GET /api/pageBanners` answers the shop the active ones). One row per place: a PUT creates it
 * or replaces it, and the write and its audit row are one D1 batch.
 */
const PAGE_BANNERS: AdminTable<(typeof PAGE_BANNER_FIELDS)[number]> = {
  table: 'page_banners',
  key: 'slot',
  entity: 'page_banner',
  json: { active: booleanJson('active') },
};

interface PageBannerRow {
  slot: PageBannerSlot;
  url_media: string;
  url_action: string;
  alt: string;
  active: number;
}

const toAdminPageBanner = (row: PageBannerRow): AdminPageBanner => ({ ...row, active: row.active === 1 });

const selectOne = (db: D1Database, slot: PageBannerSlot) =>
  db.prepare('SELECT slot, url_media, url_action, alt, active FROM page_banners WHERE slot = ?').bind(slot);

function bannerOf(result: D1Result | undefined): AdminPageBanner {
  const row = result?.results[0] as PageBannerRow | undefined;
  if (!row) throw new Error('page banner missing after its write');
  return toAdminPageBanner(row);
}

/** The banners of both places that have one, inactive ones too, left first. */
export async function listPageBanners(db: D1Database): Promise<AdminPageBannerList> {
  const { results } = await db.prepare("SELECT slot, url_media, url_action, alt, active FROM page_banners ORDER BY slot = 'right', slot").all<PageBannerRow>();
  return { banners: results.map(toAdminPageBanner) };
}

/**
 * Puts the owner's banner in its place: an update of the fields that changed (nothing recorded
 * when none did), or a creation. `created` says which. A parallel PUT that created the row first
 * makes this one an update.
 */
export async function putPageBanner(
  db: D1Database,
  slot: PageBannerSlot,
  banner: PageBannerPut,
  actor: string,
  now: Date,
): Promise<{ banner: AdminPageBanner; created: boolean }> {
  for (let attempt = 1; ; attempt++) {
    const row = await selectOne(db, slot).first<PageBannerRow>();
    if (row) {
      const current = toAdminPageBanner(row);
      const changed = changedFields(PAGE_BANNER_FIELDS, banner, current);
      if (changed.length === 0) return { banner: current, created: false };
      const [, , updated] = await db.batch([...editStatements(db, PAGE_BANNERS, slot, banner, changed, { actor, now }), selectOne(db, slot)]);
      return { banner: bannerOf(updated), created: false };
    }
    try {
      const [, , created] = await db.batch([
        auditStatement(db, { at: now, actor, action: 'create', entity: PAGE_BANNERS.entity, entityId: slot, before: null, after: banner }),
        db
          .prepare('INSERT INTO page_banners (slot, url_media, url_action, alt, active) VALUES (?, ?, ?, ?, ?)')
          .bind(slot, banner.url_media, banner.url_action, banner.alt, banner.active ? 1 : 0),
        selectOne(db, slot),
      ]);
      return { banner: bannerOf(created), created: true };
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error, 'page_banners.slot')) continue;
      throw error;
    }
  }
}
