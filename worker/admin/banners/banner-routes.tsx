import { hasPassed } from '../ui/dates.ts';
import { type Context, Hono } from 'hono';
import {
  ADMIN_BANNER_MESSAGES,
  type AdminMessageBanner,
  type AdminPopupBanner,
  messageBannerCreateSchema,
  messageBannerEditSchema,
  type PopupBannerCreate,
  pageBannerPutSchema,
  popupBannerCreateSchema,
} from '../../../src/contracts/admin/banners.ts';
import { ADMIN_MESSAGES, fieldErrors } from '../../../src/contracts/admin/api.ts';
import type { AppEnv } from '../../env.ts';
import { adminRead, adminWrite, readHistory } from '../admin-api.ts';
import { ADMIN_API } from '../../../src/contracts/admin/routes.ts';
import { readAdminForm } from '../admin-form.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { notFoundPage } from '../pages/NotFoundPage.tsx';
import { adminPage } from '../render.tsx';
import { BannersPage, MessageFormPage, PageBannerFormPage } from './BannerPages.tsx';
import { EMPTY_POPUP, type PopupFormValues, popupFormValues, popupPayload, readPopupForm } from './popup-form.ts';
import { PopupPage, type PopupPreview } from './PopupPage.tsx';
import { popupShowDays } from './popup-schedule.ts';
import { savedNotice } from '../single-form-routes.ts';
import { editedValues, mergeEdit } from '../ui/edit-baseline.ts';
import {
  EMPTY_MESSAGE,
  EMPTY_PAGE_BANNER,
  type MessageFormValues,
  messageFormValues,
  messagePayload,
  PAGE_BANNER_SLOTS,
  type PageBannerFormValues,
  pageBannerFormValues,
  readMessageForm,
  readPageBannerForm,
  slotOfPath,
} from './strip-and-page-forms.ts';

interface Refusal {
  message: string;
  errors: Record<string, string>;
}

const owner = (c: Context<AppEnv>) => ({ storeName: c.env.STORE_NAME, owner: c.get('owner') ?? '' });

const previewOf = (popup: PopupBannerCreate, now: Date): PopupPreview => ({
  title: popup.title,
  description: popup.description,
  url_media: popup.url_media,
  url_action: popup.url_action,
  days: popupShowDays(popup, now),
});

const findPopup = async (c: Context<AppEnv>, id: string) => (await adminRead(c, ADMIN_API.popups))?.banners.find((popup) => String(popup.id) === id);

async function popupPage(
  c: Context<AppEnv>,
  state: { popup?: AdminPopupBanner | undefined; values: PopupFormValues; preview?: PopupPreview; saved?: string | undefined } & Partial<Refusal>,
) {
  const history = state.popup ? await readHistory(c, 'popup_banner', state.popup.id) : undefined;
  const baseline = state.popup && popupFormValues(state.popup);
  return adminPage(c, <PopupPage {...owner(c)} {...state} baseline={baseline} history={history} />, state.message ? 400 : 200);
}

/**
 * A popup form's submission: "Pré-visualizar" draws it without saving; "Salvar" creates or edits
 * it. Refusals come back on their fields (the desktop position's under its one number field).
 */
async function submitPopup(c: Context<AppEnv>, popup: AdminPopupBanner | undefined) {
  const form = await readAdminForm(c);
  // an edit saves what this page changed, over what is stored now: never undoing another tab's
  const merged = editedValues(form, readPopupForm(form), popup && popupFormValues(popup));
  const { values } = merged;
  if (!merged.ok) return popupPage(c, { popup, values, message: merged.message, errors: merged.errors });
  const checked = popupBannerCreateSchema.safeParse(popupPayload(values));
  if (!checked.success) {
    const { position, ...errors } = fieldErrors(checked.error.issues).fields;
    return popupPage(c, { popup, values, message: ADMIN_MESSAGES.invalidFields, errors: position ? { ...errors, top: position } : errors });
  }
  if (form.get('acao') === 'previa') return popupPage(c, { popup, values, preview: previewOf(checked.data, new Date()) });
  // a new popup already expired would never show (an edit may take one down by its expiry)
  if (popup === undefined && hasPassed(checked.data.expires_time)) {
    return popupPage(c, { popup, values, message: ADMIN_MESSAGES.invalidFields, errors: { expires_time: ADMIN_BANNER_MESSAGES.expiresTimePast } });
  }
  const saved = popup
    ? await adminWrite(c, ADMIN_API.editPopup, { params: { id: popup.id }, body: { json: checked.data } })
    : await adminWrite(c, ADMIN_API.createPopup, { body: { json: checked.data } });
  if (!saved.ok) return popupPage(c, { popup, values, message: saved.message, errors: saved.fields });
  return c.redirect(`${ADMIN_PATHS.popup(saved.data.id)}?salvo=1`, 303);
}

const findMessage = async (c: Context<AppEnv>, id: string) => (await adminRead(c, ADMIN_API.messages))?.messages.find((message) => String(message.id) === id);

async function messagePage(
  c: Context<AppEnv>,
  state: { stored?: AdminMessageBanner | undefined; values: MessageFormValues; saved?: string | undefined } & Partial<Refusal>,
) {
  const { stored, ...page } = state;
  const history = stored ? await readHistory(c, 'message_banner', stored.id) : undefined;
  const action = stored ? ADMIN_PATHS.message(stored.id) : ADMIN_PATHS.newMessage;
  const baseline = stored && messageFormValues(stored);
  return adminPage(c, <MessageFormPage {...owner(c)} {...page} baseline={baseline} history={history} action={action} />, state.message ? 400 : 200);
}

async function submitMessage(c: Context<AppEnv>, stored: AdminMessageBanner | undefined) {
  const form = await readAdminForm(c);
  // an edit saves what this page changed, over what is stored now: never undoing another tab's
  const merged = editedValues(form, readMessageForm(form), stored && messageFormValues(stored));
  const { values } = merged;
  if (!merged.ok) return messagePage(c, { stored, values, message: merged.message, errors: merged.errors });
  const payload = messagePayload(values);
  const checked = stored ? messageBannerEditSchema.safeParse(payload) : messageBannerCreateSchema.safeParse(payload);
  if (!checked.success) return messagePage(c, { stored, values, message: ADMIN_MESSAGES.invalidFields, errors: fieldErrors(checked.error.issues).fields });
  const saved = stored
    ? await adminWrite(c, ADMIN_API.editMessage, { params: { id: stored.id }, body: { json: checked.data } })
    : await adminWrite(c, ADMIN_API.createMessage, { body: { json: checked.data } });
  if (!saved.ok) return messagePage(c, { stored, values, message: saved.message, errors: saved.fields });
  return c.redirect(`${ADMIN_PATHS.message(saved.data.id)}?salvo=1`, 303);
}

async function pageBannerPage(
  c: Context<AppEnv>,
  slot: keyof typeof PAGE_BANNER_SLOTS,
  state: { values: PageBannerFormValues; baseline: PageBannerFormValues; saved?: string | undefined } & Partial<Refusal>,
) {
  const history = await readHistory(c, 'page_banner', slot);
  return adminPage(c, <PageBannerFormPage {...owner(c)} {...state} slot={slot} history={history} />, state.message ? 400 : 200);
}

/** A slot's banner as its form shows it; a slot never saved shows the empty form. */
async function storedPageBanner(c: Context<AppEnv>, slot: keyof typeof PAGE_BANNER_SLOTS): Promise<PageBannerFormValues> {
  const banner = (await adminRead(c, ADMIN_API.pageBanners))?.banners.find((candidate) => candidate.slot === slot);
  return banner ? pageBannerFormValues(banner) : EMPTY_PAGE_BANNER;
}

const showBanners = async (c: Context<AppEnv>) => {
  const [popups, messages, pages] = await Promise.all([adminRead(c, ADMIN_API.popups), adminRead(c, ADMIN_API.messages), adminRead(c, ADMIN_API.pageBanners)]);
  return adminPage(
    c,
    <BannersPage {...owner(c)} popups={popups?.banners ?? []} messages={messages?.messages ?? []} pageBanners={pages?.banners ?? []} now={new Date()} />,
  );
};

const showNewPopupForm = (c: Context<AppEnv>) => popupPage(c, { values: EMPTY_POPUP });

const createPopup = (c: Context<AppEnv>) => submitPopup(c, undefined);

const showPopup = async (c: Context<AppEnv, '/popups/:id'>) => {
  const popup = await findPopup(c, c.req.param('id'));
  if (!popup) return notFoundPage(c);
  const values = popupFormValues(popup);
  const stored = popupBannerCreateSchema.safeParse(popupPayload(values));
  return popupPage(c, { popup, values, saved: savedNotice(c), ...(stored.success ? { preview: previewOf(stored.data, new Date()) } : {}) });
};

const savePopup = async (c: Context<AppEnv, '/popups/:id'>) => {
  const popup = await findPopup(c, c.req.param('id'));
  if (!popup) return notFoundPage(c);
  return submitPopup(c, popup);
};

const showNewMessageForm = (c: Context<AppEnv>) => messagePage(c, { values: EMPTY_MESSAGE });

const createMessage = (c: Context<AppEnv>) => submitMessage(c, undefined);

const showMessage = async (c: Context<AppEnv, '/mensagens/:id'>) => {
  const message = await findMessage(c, c.req.param('id'));
  if (!message) return notFoundPage(c);
  return messagePage(c, { stored: message, values: messageFormValues(message), saved: savedNotice(c) });
};

const saveMessage = async (c: Context<AppEnv, '/mensagens/:id'>) => {
  const message = await findMessage(c, c.req.param('id'));
  if (!message) return notFoundPage(c);
  return submitMessage(c, message);
};

const showPageBanner = async (c: Context<AppEnv, '/paginas/:place'>) => {
  const slot = slotOfPath(c.req.param('place'));
  if (!slot) return notFoundPage(c);
  const stored = await storedPageBanner(c, slot);
  return pageBannerPage(c, slot, { values: stored, baseline: stored, saved: savedNotice(c) });
};

const savePageBanner = async (c: Context<AppEnv, '/paginas/:place'>) => {
  const slot = slotOfPath(c.req.param('place'));
  const form = await readAdminForm(c);
  if (!slot) return notFoundPage(c);
  const baseline = await storedPageBanner(c, slot);
  // what this page changed, over what is stored now: a save never undoes another tab's
  const merged = mergeEdit(form, readPageBannerForm(form), baseline);
  const { values } = merged;
  if (!merged.ok) return pageBannerPage(c, slot, { values, baseline, message: merged.message, errors: merged.errors });
  const checked = pageBannerPutSchema.safeParse(values);
  if (!checked.success)
    return pageBannerPage(c, slot, { values, baseline, message: ADMIN_MESSAGES.invalidFields, errors: fieldErrors(checked.error.issues).fields });
  const saved = await adminWrite(c, ADMIN_API.putPageBanner, { params: { slot }, body: { json: checked.data } });
  if (!saved.ok) return pageBannerPage(c, slot, { values, baseline, message: saved.message, errors: saved.fields });
  return c.redirect(`${ADMIN_PATHS.pageBanner(PAGE_BANNER_SLOTS[slot].path)}?salvo=1`, 303);
};

/** "Banners": popups (spec §3), the header strip's messages and the page banners (spec §2). */
export const bannerRoutes = new Hono<AppEnv>()
  .get('/', showBanners)
  .get('/popups/novo', showNewPopupForm)
  .post('/popups/novo', createPopup)
  .get('/popups/:id', showPopup)
  .post('/popups/:id', savePopup)
  .get('/mensagens/nova', showNewMessageForm)
  .post('/mensagens/nova', createMessage)
  .get('/mensagens/:id', showMessage)
  .post('/mensagens/:id', saveMessage)
  .get('/paginas/:place', showPageBanner)
  .post('/paginas/:place', savePageBanner);
