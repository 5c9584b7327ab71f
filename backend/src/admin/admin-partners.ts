import { Hono } from 'hono';
import { ADMIN_MESSAGES } from '../../../src/contracts/admin/api.ts';
import {
  type AdminPartner,
  PARTNER_MESSAGES,
  type PartnerCreate,
  type PartnerEdit,
  partnerCreateSchema,
  partnerEditSchema,
} from '../../../src/contracts/admin/partners.ts';
import type { BackendEnv } from '../env.ts';
import { InvalidFieldsError, NotFoundError, respondToError } from '../errors.ts';
import { readJsonFields } from '../validation/request.ts';
import { auditStatement } from './audit-log.ts';
import { actorOf } from './admin-actor.ts';

/**
 * The back office's partners (spec §2 /parceiros/{name}; migration 0007): every partner, inactive
 * ones too, with its wines by SKU. A creation or an edit, its wine selection and its audit row are
 * one D1 batch. The shop's partner list (GET /api/partners) reads the same rows, so the storefront
 * refreshes its redirect list right after a write (worker/admin/partners/).
 */
interface PartnerRow {
  name: string;
  brand: string;
  description: string;
  banner_url: string;
  active: number;
  wines: string;
}

const SELECT_PARTNERS = `
  SELECT p.name, p.brand, p.description, p.banner_url, p.active,
    coalesce((SELECT json_group_array(json_object('id', w.id, 'sku', w.sku, 'name', w.name))
      FROM (SELECT w.id, w.sku, w.name FROM partner_wines pw JOIN wines w ON w.id = pw.wine_id
            WHERE pw.partner_name = p.name ORDER BY pw.position, w.id) w), '[]') AS wines
  FROM partners p`;

function toAdminPartner(row: PartnerRow): AdminPartner {
  return { ...row, active: row.active === 1, wines: JSON.parse(row.wines) as AdminPartner['wines'] };
}

async function listAdminPartners(db: D1Database): Promise<AdminPartner[]> {
  const { results } = await db.prepare(`${SELECT_PARTNERS} ORDER BY p.position, p.name`).all<PartnerRow>();
  return results.map(toAdminPartner);
}

async function findAdminPartner(db: D1Database, name: string): Promise<AdminPartner | null> {
  const row = await db.prepare(`${SELECT_PARTNERS} WHERE p.name = ?`).bind(name).first<PartnerRow>();
  return row ? toAdminPartner(row) : null;
}

/** The wines of the SKUs, in the order given; an unknown SKU refuses the field. */
async function winesOf(db: D1Database, skus: readonly string[]): Promise<number[]> {
  const { results } = await db
    .prepare(`SELECT id, sku FROM wines WHERE sku IN (${skus.map(() => '?').join(', ')})`)
    .bind(...skus)
    .all<{ id: number; sku: string }>();
  const bySku = new Map(results.map((row) => [row.sku, row.id]));
  const unknown = skus.filter((sku) => !bySku.has(sku));
  if (unknown.length > 0) throw new InvalidFieldsError(ADMIN_MESSAGES.invalidFields, { wine_skus: PARTNER_MESSAGES.unknownSkus(unknown) });
  return skus.map((sku) => bySku.get(sku) as number);
}

function selectionStatements(db: D1Database, name: string, wineIds: readonly number[]): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM partner_wines WHERE partner_name = ?').bind(name),
    ...wineIds.map((id, position) => db.prepare('INSERT INTO partner_wines (partner_name, wine_id, position) VALUES (?, ?, ?)').bind(name, id, position)),
  ];
}

async function createPartner(db: D1Database, partner: PartnerCreate, actor: string, now: Date): Promise<AdminPartner> {
  if (await findAdminPartner(db, partner.name)) throw new InvalidFieldsError(ADMIN_MESSAGES.invalidFields, { name: PARTNER_MESSAGES.nameTaken });
  // a partner's shortcut /{name} comes before /{category} (DECISIONS "Routing order"): it would hide a type, country or grape page
  const category = await db.prepare('SELECT 1 FROM categories WHERE slug = lower(?)').bind(partner.name).first();
  if (category) throw new InvalidFieldsError(ADMIN_MESSAGES.invalidFields, { name: PARTNER_MESSAGES.nameReserved });
  const wineIds = await winesOf(db, partner.wine_skus);
  const { wine_skus, ...page } = partner;
  await db.batch([
    auditStatement(db, { at: now, actor, action: 'create', entity: 'partner', entityId: partner.name, before: null, after: { ...page, wine_skus } }),
    db
      .prepare(
        'INSERT INTO partners (name, brand, description, banner_url, active, position) VALUES (?, ?, ?, ?, ?, (SELECT coalesce(max(position), 0) + 1 FROM partners))',
      )
      .bind(page.name, page.brand, page.description, page.banner_url, page.active ? 1 : 0),
    ...selectionStatements(db, partner.name, wineIds),
  ]);
  return (await findAdminPartner(db, partner.name)) as AdminPartner;
}

const PAGE_FIELDS = ['brand', 'description', 'banner_url', 'active'] as const;

async function editPartner(db: D1Database, name: string, edit: PartnerEdit, actor: string, now: Date): Promise<AdminPartner | null> {
  const current = await findAdminPartner(db, name);
  if (!current) return null;
  const currentSkus = current.wines.map((wine) => wine.sku);
  const changed = PAGE_FIELDS.filter((field) => edit[field] !== undefined && edit[field] !== current[field]);
  const skusChanged = edit.wine_skus !== undefined && edit.wine_skus.join('\n') !== currentSkus.join('\n');
  if (changed.length === 0 && !skusChanged) return current;
  const wineIds = skusChanged && edit.wine_skus ? await winesOf(db, edit.wine_skus) : null;
  const before: Record<string, unknown> = Object.fromEntries(changed.map((field) => [field, current[field]]));
  const after: Record<string, unknown> = Object.fromEntries(changed.map((field) => [field, edit[field]]));
  if (skusChanged) {
    before.wine_skus = currentSkus;
    after.wine_skus = edit.wine_skus;
  }
  await db.batch([
    auditStatement(db, {
      at: now,
      actor,
      action: 'update',
      entity: 'partner',
      entityId: name,
      before: { sql: 'SELECT json(?)', params: [JSON.stringify(before)] },
      after,
    }),
    ...(changed.length > 0
      ? [
          db
            .prepare(`UPDATE partners SET ${changed.map((field) => `${field} = ?`).join(', ')} WHERE name = ?`)
            .bind(...changed.map((field) => (field === 'active' ? (edit.active ? 1 : 0) : (edit[field] as string))), name),
        ]
      : []),
    ...(wineIds ? selectionStatements(db, name, wineIds) : []),
  ]);
  return findAdminPartner(db, name);
}

/** `/admin-api/partners`: the list, one partner, a creation, an edit (src/contracts/admin/partners.ts). */
export const adminPartnerRoutes = new Hono<BackendEnv>()
  .get('/', async (c) => c.json({ partners: await listAdminPartners(c.env.DB) }))
  .get('/:name', async (c) => {
    const partner = await findAdminPartner(c.env.DB, c.req.param('name').toLowerCase());
    if (!partner) throw new NotFoundError(PARTNER_MESSAGES.notFound);
    return c.json(partner);
  })
  .post('/', async (c) => {
    const actor = actorOf(c);
    const partner = await readJsonFields(c, partnerCreateSchema, ADMIN_MESSAGES.invalidFields);
    return c.json(await createPartner(c.env.DB, partner, actor, new Date()), 201);
  })
  .patch('/:name', async (c) => {
    const actor = actorOf(c);
    const edit = await readJsonFields(c, partnerEditSchema, ADMIN_MESSAGES.invalidFields);
    const partner = await editPartner(c.env.DB, c.req.param('name').toLowerCase(), edit, actor, new Date());
    if (!partner) throw new NotFoundError(PARTNER_MESSAGES.notFound);
    return c.json(partner);
  })
  .onError(respondToError);
