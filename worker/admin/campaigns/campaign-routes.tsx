import { hasPassed } from '../ui/dates.ts';
import { type Context, Hono } from 'hono';
import { ADMIN_MESSAGES, fieldErrors } from '../../../src/contracts/admin/api.ts';
import { type AdminCampaign, CAMPAIGN_MESSAGES, campaignCreateSchema, campaignEditSchema } from '../../../src/contracts/admin/campaigns.ts';
import type { AppEnv } from '../../env.ts';
import { adminRead, adminWrite, readHistory } from '../admin-api.ts';
import { ADMIN_API } from '../../../src/contracts/admin/routes.ts';
import { readAdminForm } from '../admin-form.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { notFoundPage } from '../pages/NotFoundPage.tsx';
import { adminPage } from '../render.tsx';
import { CampaignFormPage, CampaignListPage } from './CampaignPages.tsx';
import { type CampaignFormValues, campaignFormValues, campaignPayload, EMPTY_CAMPAIGN, readCampaignForm } from './campaign-form.ts';
import { savedNotice } from '../single-form-routes.ts';
import { mergeEdit } from '../ui/edit-baseline.ts';

/** "novo" is the new campaign's form: a campaign of that slug could never be opened. */
const RESERVED_SLUG = 'novo';
const SLUG_RESERVED = 'Este identificador é o endereço de "Nova campanha"; escolha outro.';

async function formPage(
  c: Context<AppEnv>,
  state: { campaign?: AdminCampaign; values: CampaignFormValues; saved?: string | undefined; message?: string; errors?: Record<string, string> },
  status: 200 | 400 = 200,
): Promise<Response> {
  const history = state.campaign ? await readHistory(c, 'campaign', state.campaign.slug) : [];
  const baseline = state.campaign && campaignFormValues(state.campaign);
  return adminPage(c, <CampaignFormPage storeName={c.env.STORE_NAME} owner={c.get('owner') ?? ''} history={history} {...state} baseline={baseline} />, status);
}

const readCampaign = (c: Context<AppEnv>) => adminRead(c, ADMIN_API.campaign, { params: { slug: c.req.param('slug') ?? '' } });

const listCampaigns = async (c: Context<AppEnv>) => {
  const list = await adminRead(c, ADMIN_API.campaigns);
  return adminPage(c, <CampaignListPage storeName={c.env.STORE_NAME} owner={c.get('owner') ?? ''} campaigns={list?.campaigns ?? []} now={new Date()} />);
};

const showNewCampaignForm = (c: Context<AppEnv>) => formPage(c, { values: EMPTY_CAMPAIGN });

const createCampaign = async (c: Context<AppEnv>) => {
  const values = readCampaignForm(await readAdminForm(c));
  const campaign = campaignCreateSchema.safeParse({ slug: values.slug, ...campaignPayload(values) });
  const refuse = (message: string, errors: Record<string, string>) => formPage(c, { values, message, errors }, 400);
  if (!campaign.success) return refuse(ADMIN_MESSAGES.invalidFields, fieldErrors(campaign.error.issues).fields);
  if (campaign.data.slug === RESERVED_SLUG) return refuse(ADMIN_MESSAGES.invalidFields, { slug: SLUG_RESERVED });
  // a new campaign already over would never show (an edit may end one by its last day)
  if (hasPassed(campaign.data.ends_at)) return refuse(ADMIN_MESSAGES.invalidFields, { ends_at: CAMPAIGN_MESSAGES.endsAtPast });
  const saved = await adminWrite(c, ADMIN_API.createCampaign, { body: { json: campaign.data } });
  if (!saved.ok) return refuse(saved.message, saved.fields);
  return c.redirect(`${ADMIN_PATHS.campaign(saved.data.slug)}?salvo=1`, 303);
};

const showCampaign = async (c: Context<AppEnv, '/:slug'>) => {
  const campaign = await readCampaign(c);
  if (!campaign) return notFoundPage(c);
  return formPage(c, { campaign, values: campaignFormValues(campaign), saved: savedNotice(c) });
};

const saveCampaign = async (c: Context<AppEnv, '/:slug'>) => {
  const form = await readAdminForm(c);
  const campaign = await readCampaign(c);
  if (!campaign) return notFoundPage(c);
  // what this page changed, over what is stored now: a save never undoes another tab's
  const merged = mergeEdit(form, { ...readCampaignForm(form), slug: campaign.slug }, campaignFormValues(campaign));
  const { values } = merged;
  if (!merged.ok) return formPage(c, { campaign, values, message: merged.message, errors: merged.errors }, 400);
  const edit = campaignEditSchema.safeParse(campaignPayload(values));
  if (!edit.success) return formPage(c, { campaign, values, message: ADMIN_MESSAGES.invalidFields, errors: fieldErrors(edit.error.issues).fields }, 400);
  const saved = await adminWrite(c, ADMIN_API.editCampaign, { params: { slug: campaign.slug }, body: { json: edit.data } });
  if (!saved.ok) return formPage(c, { campaign, values, message: saved.message, errors: saved.fields }, 400);
  return c.redirect(`${ADMIN_PATHS.campaign(campaign.slug)}?salvo=1`, 303);
};

/** "Campanhas": the list, "Nova campanha", and each campaign's form (deactivation is its "Ativa" box). */
export const campaignRoutes = new Hono<AppEnv>()
  .get('/', listCampaigns)
  .get('/novo', showNewCampaignForm)
  .post('/novo', createCampaign)
  .get('/:slug', showCampaign)
  .post('/:slug', saveCampaign);
