import { describe, expect, it } from 'vitest';
import { ADMIN_ACTOR_HEADER, ADMIN_MESSAGES, adminFieldErrorSchema } from '../../../src/contracts/admin/api.ts';
import { adminCampaignListSchema, adminCampaignSchema, CAMPAIGN_MESSAGES } from '../../../src/contracts/admin/campaigns.ts';
import { campaignsResponseSchema } from '../../../src/contracts/banners.ts';
import { EXTERNAL_HOSTS } from '../../../src/core/constants.ts';
import { safeNavigationTarget } from '../../../src/core/safe-navigation.ts';
import { ACTOR, adminGet, adminSend, auditRows } from '../../test/admin.ts';
import { get } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';

/**
 * The back office's campaigns through the admin API: a new campaign shows in the shop's
 * `GET /api/campaigns` at once; edits and deactivation are audited; refusals sit beside their
 * fields and change nothing.
 */
let sequence = 0;
const newSlug = () => `campanha-${Date.now().toString(36)}-${(sequence += 1)}`;

const VALID = {
  title: 'Outono na adega',
  body: 'Tintos encorpados para o frio.\n\nUse o cupom VIVALAVIDA10 até o fim do mês.',
  coupon: 'vivalavida10',
  partner_name: '',
  url_media: '',
  url_action: '/todososvinhos',
  ends_at: '2099-05-31',
  active: true,
};

const create = (body: unknown, headers?: Record<string, string>) => adminSend('/campaigns', body, { method: 'POST', ...(headers ? { headers } : {}) });

async function created(slug = newSlug()) {
  const response = await create({ slug, ...VALID });
  expect(response.status).toBe(201);
  return adminCampaignSchema.parse(await response.json());
}

const runningSlugs = async () => campaignsResponseSchema.parse(await (await get('/api/campaigns')).json()).campaigns.map((campaign) => campaign.slug);

const campaignCount = async () => (await testEnv.DB.prepare('SELECT count(*) AS total FROM campaigns').first<{ total: number }>())?.total;

describe('campaigns in the back office', () => {
  it('creates a campaign (coupon upper-cased, its last day valid to the end of that day in São Paulo) that the shop serves last, with its audit row', async () => {
    const campaign = await created();
    expect(campaign).toEqual({
      slug: campaign.slug,
      title: 'Outono na adega',
      body: VALID.body,
      coupon: 'VIVALAVIDA10',
      partner_name: null,
      url_media: '',
      url_action: '/todososvinhos',
      ends_at: '2099-05-31T23:59:59-03:00',
      active: true,
    });
    expect((await runningSlugs()).at(-1)).toBe(campaign.slug);
    const row = (await auditRows()).at(-1);
    expect(row).toMatchObject({ actor: ACTOR, action: 'create', entity: 'campaign', entity_id: campaign.slug, before_json: null });
    expect(JSON.parse(row?.after_json ?? '{}')).toMatchObject({ title: 'Outono na adega', coupon: 'VIVALAVIDA10' });
  });

  it('keeps the paragraphs of a body typed with Windows line endings', async () => {
    const response = await create({ ...VALID, slug: newSlug(), body: '  Primeiro parágrafo.\r\n\r\nSegundo parágrafo.  ' });
    expect(adminCampaignSchema.parse(await response.json()).body).toBe('Primeiro parágrafo.\n\nSegundo parágrafo.');
  });

  it('edits the texts and deactivates; the shop stops showing it, the history has each change', async () => {
    const campaign = await created();
    const edited = await adminSend(`/campaigns/${campaign.slug}`, { title: 'Outono e inverno', coupon: '', ends_at: null });
    expect(edited.status).toBe(200);
    expect(adminCampaignSchema.parse(await edited.json())).toMatchObject({ title: 'Outono e inverno', coupon: null, ends_at: null, active: true });
    const update = (await auditRows()).at(-1);
    expect(update).toMatchObject({ action: 'update', entity: 'campaign', entity_id: campaign.slug });
    expect(JSON.parse(update?.before_json ?? '{}')).toEqual({ title: 'Outono na adega', coupon: 'VIVALAVIDA10', ends_at: '2099-05-31T23:59:59-03:00' });
    expect(JSON.parse(update?.after_json ?? '{}')).toEqual({ title: 'Outono e inverno', coupon: null, ends_at: null });

    const deactivated = await adminSend(`/campaigns/${campaign.slug}`, { active: false });
    expect(adminCampaignSchema.parse(await deactivated.json()).active).toBe(false);
    expect(JSON.parse((await auditRows()).at(-1)?.before_json ?? '{}')).toEqual({ active: true });
    expect(await runningSlugs()).not.toContain(campaign.slug);
    // still the owner's, in the list, to reactivate
    const list = adminCampaignListSchema.parse(await (await adminGet('/campaigns')).json());
    expect(list.campaigns.find((item) => item.slug === campaign.slug)?.active).toBe(false);
  });

  it('ends a campaign whose last day has passed: the shop no longer shows it', async () => {
    const campaign = await created();
    await adminSend(`/campaigns/${campaign.slug}`, { ends_at: '2020-01-31' });
    expect(await runningSlugs()).not.toContain(campaign.slug);
  });

  it('records nothing for an edit that changes nothing', async () => {
    const campaign = await created();
    const rows = (await auditRows()).length;
    const same = await adminSend(`/campaigns/${campaign.slug}`, { title: VALID.title, ends_at: VALID.ends_at, active: true });
    expect(same.status).toBe(200);
    expect((await auditRows()).length).toBe(rows);
  });

  it('refuses each wrong field beside it, in pt-BR, and creates nothing', async () => {
    const taken = await created();
    const before = await campaignCount();
    const rows = (await auditRows()).length;
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ slug: taken.slug }, { slug: CAMPAIGN_MESSAGES.slugTaken }],
      [{ slug: 'com espaço' }, { slug: CAMPAIGN_MESSAGES.slug }],
      [{ slug: 'a' }, { slug: CAMPAIGN_MESSAGES.slug }],
      [{ title: 'Oi' }, { title: CAMPAIGN_MESSAGES.title }],
      [{ title: 'x'.repeat(121) }, { title: CAMPAIGN_MESSAGES.title }],
      [{ body: 'Curto.' }, { body: CAMPAIGN_MESSAGES.body }],
      [{ body: 'x'.repeat(2001) }, { body: CAMPAIGN_MESSAGES.body }],
      [{ coupon: 'NAOEXISTE99' }, { coupon: CAMPAIGN_MESSAGES.unknownCoupon('NAOEXISTE99') }],
      [{ coupon: 'COM ESPAÇO' }, { coupon: CAMPAIGN_MESSAGES.coupon }],
      [{ partner_name: 'x'.repeat(81) }, { partner_name: CAMPAIGN_MESSAGES.partnerName }],
      [{ url_media: 'javascript:alert(1)' }, { url_media: CAMPAIGN_MESSAGES.urlMedia }],
      [{ url_action: 'javascript:alert(1)' }, { url_action: CAMPAIGN_MESSAGES.urlAction }],
      [{ url_action: '//outro.site/golpe' }, { url_action: CAMPAIGN_MESSAGES.urlAction }],
      [{ url_action: 'http://wa.me/5511999999999' }, { url_action: CAMPAIGN_MESSAGES.urlAction }],
      [{ ends_at: '2026-02-30' }, { ends_at: CAMPAIGN_MESSAGES.endsAt }],
      [{ ends_at: '31/03/2027' }, { ends_at: CAMPAIGN_MESSAGES.endsAt }],
      [{ active: 'sim' }, { active: CAMPAIGN_MESSAGES.active }],
      [{ position: 1 }, { position: ADMIN_MESSAGES.unknownField }],
    ];
    for (const [body, fields] of cases) {
      const response = await create({ slug: newSlug(), ...VALID, ...body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(adminFieldErrorSchema.parse(await response.json()).fields, JSON.stringify(body)).toEqual(fields);
    }
    expect(await campaignCount()).toBe(before);
    expect((await auditRows()).length).toBe(rows);
  });

  it('refuses a wrong edit beside its field and changes nothing; the slug never changes; an unknown campaign is 404', async () => {
    const campaign = await created();
    const rows = (await auditRows()).length;
    for (const [body, fields] of [
      [{ title: 'Novo título', coupon: 'NAOEXISTE99' }, { coupon: CAMPAIGN_MESSAGES.unknownCoupon('NAOEXISTE99') }],
      [{ title: 'Novo título', url_action: 'https://golpe.example/pix' }, { url_action: CAMPAIGN_MESSAGES.urlAction }],
      [{ slug: 'outro' }, { slug: ADMIN_MESSAGES.unknownField }],
    ] as const) {
      const response = await adminSend(`/campaigns/${campaign.slug}`, body);
      expect(response.status).toBe(400);
      expect(adminFieldErrorSchema.parse(await response.json()).fields).toEqual(fields);
    }
    expect(adminCampaignSchema.parse(await (await adminGet(`/campaigns/${campaign.slug}`)).json())).toEqual(campaign);
    expect((await auditRows()).length).toBe(rows);
    expect((await adminSend('/campaigns/nao-existe-mesmo', { title: 'Qualquer' })).status).toBe(404);
  });

  it('takes as links exactly what the shop’s navigation gate follows (https only)', async () => {
    const links = ['/parceiros/vivalavida', ...EXTERNAL_HOSTS.map((host) => `https://${host}/adega`), 'https://outro.example/', 'http://wa.me/1'];
    for (const url_action of links) {
      const response = await create({ slug: newSlug(), ...VALID, url_action });
      const followed = safeNavigationTarget(url_action, null) !== null && !url_action.startsWith('http:');
      expect(response.status, url_action).toBe(followed ? 201 : 400);
      await response.body?.cancel();
    }
  });
});

/** No admin key, or a wrong one (admin-access.worker.test.ts tries every other way). */
const WRONG_KEYS: Array<Record<string, string>> = [{}, { authorization: 'Bearer adivinhei' }];

describe('the admin key', () => {
  it('is required to read, create and edit campaigns: 401, nothing written', async () => {
    const before = await campaignCount();
    const rows = (await auditRows()).length;
    for (const headers of WRONG_KEYS) {
      const read = await adminGet('/campaigns', headers);
      expect(read.status).toBe(401);
      expect(await read.text()).not.toContain('vivalavida');
      const made = await create({ slug: newSlug(), ...VALID }, { ...headers, [ADMIN_ACTOR_HEADER]: ACTOR });
      expect(made.status).toBe(401);
      const edited = await adminSend('/campaigns/vivalavida', { active: false }, { headers: { ...headers, [ADMIN_ACTOR_HEADER]: ACTOR } });
      expect(edited.status).toBe(401);
      await Promise.all([made.body?.cancel(), edited.body?.cancel()]);
    }
    expect(await campaignCount()).toBe(before);
    expect(await runningSlugs()).toContain('vivalavida');
    expect((await auditRows()).length).toBe(rows);
  });
});
