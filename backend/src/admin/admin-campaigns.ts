import { Hono } from 'hono';
import { ADMIN_MESSAGES } from '../../../src/contracts/admin/api.ts';
import {
  type AdminCampaign,
  CAMPAIGN_EDIT_FIELDS,
  CAMPAIGN_MESSAGES,
  type CampaignCreate,
  type CampaignEdit,
  campaignCreateSchema,
  campaignEditSchema,
} from '../../../src/contracts/admin/campaigns.ts';
import type { BackendEnv } from '../env.ts';
import { InvalidFieldsError, NotFoundError, respondToError } from '../errors.ts';
import { readJsonFields } from '../validation/request.ts';
import { type AdminTable, booleanJson, changedFields, editStatements, isUniqueViolation } from './admin-record.ts';
import { auditStatement } from './audit-log.ts';
import { actorOf } from './admin-actor.ts';

/**
 * The back office's campaigns (contract src/contracts/admin/campaigns.ts; migration 0004): every
 * campaign, inactive and ended ones too. A creation or an edit and its audit row are one D1
 * batch. The shop's `GET /api/campaigns` reads the same rows, so the storefront purges its
 * `banners` cache scope right after a write (worker/admin/campaigns/).
 */
interface CampaignRow extends Omit<AdminCampaign, 'active'> {
  active: number;
}

const CAMPAIGNS: AdminTable<(typeof CAMPAIGN_EDIT_FIELDS)[number]> = {
  table: 'campaigns',
  key: 'slug',
  entity: 'campaign',
  json: { active: booleanJson('active') },
};

const SELECT_CAMPAIGNS = 'SELECT slug, title, body, coupon, partner_name, url_media, url_action, ends_at, active FROM campaigns';

const toAdminCampaign = (row: CampaignRow): AdminCampaign => ({ ...row, active: row.active === 1 });

const selectOne = (db: D1Database, slug: string) => db.prepare(`${SELECT_CAMPAIGNS} WHERE slug = ?`).bind(slug);

/** Every campaign in the shop's order (GET /api/campaigns sorts the same way). */
async function listAdminCampaigns(db: D1Database): Promise<AdminCampaign[]> {
  const { results } = await db.prepare(`${SELECT_CAMPAIGNS} ORDER BY position, slug`).all<CampaignRow>();
  return results.map(toAdminCampaign);
}

async function findAdminCampaign(db: D1Database, slug: string): Promise<AdminCampaign | null> {
  const row = await selectOne(db, slug).first<CampaignRow>();
  return row ? toAdminCampaign(row) : null;
}

/** The page advertises the coupon to shoppers: it must be one the commerce service knows. */
async function checkCouponExists(db: D1Database, code: string | null | undefined): Promise<void> {
  if (!code) return;
  const found = await db.prepare('SELECT 1 AS found FROM coupons WHERE code = ?').bind(code).first<{ found: number }>();
  if (!found) throw new InvalidFieldsError(ADMIN_MESSAGES.invalidFields, { coupon: CAMPAIGN_MESSAGES.unknownCoupon(code) });
}

const rowOf = (result: D1Result | undefined) => result?.results[0] as CampaignRow | undefined;

/** A new campaign goes last in the page's order. */
async function createCampaign(db: D1Database, campaign: CampaignCreate, actor: string, now: Date): Promise<AdminCampaign> {
  if (await findAdminCampaign(db, campaign.slug)) throw new InvalidFieldsError(ADMIN_MESSAGES.invalidFields, { slug: CAMPAIGN_MESSAGES.slugTaken });
  await checkCouponExists(db, campaign.coupon);
  try {
    const [, , created] = await db.batch([
      auditStatement(db, { at: now, actor, action: 'create', entity: 'campaign', entityId: campaign.slug, before: null, after: campaign }),
      db
        .prepare(
          `INSERT INTO campaigns (slug, title, body, coupon, partner_name, url_media, url_action, ends_at, active, position)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, (SELECT coalesce(max(position), 0) + 1 FROM campaigns))`,
        )
        .bind(
          campaign.slug,
          campaign.title,
          campaign.body,
          campaign.coupon,
          campaign.partner_name,
          campaign.url_media,
          campaign.url_action,
          campaign.ends_at,
          campaign.active ? 1 : 0,
        ),
      selectOne(db, campaign.slug),
    ]);
    const row = rowOf(created);
    if (!row) throw new Error('campaign missing after its creation');
    return toAdminCampaign(row);
  } catch (error) {
    // another creation took the slug between the check and the batch: the whole batch failed, its audit row included
    if (isUniqueViolation(error, 'campaigns.slug')) throw new InvalidFieldsError(ADMIN_MESSAGES.invalidFields, { slug: CAMPAIGN_MESSAGES.slugTaken });
    throw error;
  }
}

/** Applies and records the owner's edit in one batch (`active: false` deactivates); null when the campaign does not exist. */
async function editCampaign(db: D1Database, slug: string, edit: CampaignEdit, actor: string, now: Date): Promise<AdminCampaign | null> {
  const current = await findAdminCampaign(db, slug);
  if (!current) return null;
  const changed = changedFields(CAMPAIGN_EDIT_FIELDS, edit, current);
  if (changed.length === 0) return current;
  if (changed.includes('coupon')) await checkCouponExists(db, edit.coupon);
  const [, , updated] = await db.batch([...editStatements(db, CAMPAIGNS, slug, edit, changed, { actor, now }), selectOne(db, slug)]);
  const row = rowOf(updated);
  return row ? toAdminCampaign(row) : null;
}

/** `/admin-api/campaigns`: the list, one campaign, a creation, an edit (src/contracts/admin/campaigns.ts). */
export const adminCampaignRoutes = new Hono<BackendEnv>()
  .get('/', async (c) => c.json({ campaigns: await listAdminCampaigns(c.env.DB) }))
  .get('/:slug', async (c) => {
    const campaign = await findAdminCampaign(c.env.DB, c.req.param('slug').toLowerCase());
    if (!campaign) throw new NotFoundError(CAMPAIGN_MESSAGES.notFound);
    return c.json(campaign);
  })
  .post('/', async (c) => {
    const actor = actorOf(c);
    const campaign = await readJsonFields(c, campaignCreateSchema, ADMIN_MESSAGES.invalidFields);
    return c.json(await createCampaign(c.env.DB, campaign, actor, new Date()), 201);
  })
  .patch('/:slug', async (c) => {
    const actor = actorOf(c);
    const edit = await readJsonFields(c, campaignEditSchema, ADMIN_MESSAGES.invalidFields);
    const campaign = await editCampaign(c.env.DB, c.req.param('slug').toLowerCase(), edit, actor, new Date());
    if (!campaign) throw new NotFoundError(CAMPAIGN_MESSAGES.notFound);
    return c.json(campaign);
  })
  .onError(respondToError);
