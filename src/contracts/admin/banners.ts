import { z } from 'zod/mini';
import { ADMIN_MESSAGES } from './api.ts';
import { parseIsoInstant } from './dates.ts';
import { dayKey, POPUP_DAY_NAMES } from '../popup-days.ts';

/**
 * The owner's banners through the admin API (`src/contracts/admin.ts`): the popups (spec §3
 * "Popup banner", `/admin-api/banners/popups`), the header strip's messages
 * (`/admin-api/banners/messages`) and the left and right page banners (`/admin-api/banners/pages`).
 * The shop reads the same rows (`GET /api/banner`, `/api/messageBanner`, `/api/pageBanners`), so
 * every field is checked here as the shop will read it: addresses it will follow, day names it
 * understands, an expiry it can parse. Refusals field by field (`adminFieldErrorSchema`), in pt-BR.
 */

const MAX_TITLE = 120;
const MAX_DESCRIPTION = 500;
const MAX_TEXT = 200;
const MAX_ADDRESS = 500;
const MAX_TOP = 2000;
const MAX_ORDER = 10_000;

/** The pt-BR messages of the owner's banner input, one per field. */
export const ADMIN_BANNER_MESSAGES = {
  screen: 'Escolha a tela: só celular, só computador ou os dois (na API: mobile, desktop ou both).',
  title: 'Informe um título de 1 a 120 caracteres.',
  description: 'Informe uma descrição de até 500 caracteres.',
  urlMedia: 'Informe a imagem como um caminho do site começando com / (ex.: /media/banners/natal.svg) ou um endereço https.',
  urlAction:
    'Informe o link como um caminho do site começando com / (ex.: /landingPage/Vivalavida) ou um endereço https do WhatsApp ou do Instagram, ou deixe em branco.',
  pageUrlAction: 'Informe o link como um caminho do site começando com / (ex.: /home?preco=0-49.99) ou um endereço https do WhatsApp ou do Instagram.',
  active: 'Informe se o banner está ativo (sim ou não).',
  weekly: 'Informe se o banner volta toda semana (sim ou não).',
  daily: 'Informe os dias separados por vírgula, com três letras (seg, ter, qua, qui, sex, sab, dom ou Mon, Tue, Wed, Thu, Fri, Sat, Sun), ou deixe em branco.',
  expiresTime: 'Informe o dia e a hora da validade (na API, com o fuso: 2026-12-31T23:59:59-03:00).',
  expiresTimePast: 'Esta validade já passou: escolha um dia e uma hora adiante.',
  firstAccess: 'Informe se o banner aparece só no primeiro acesso (sim ou não).',
  position: 'Informe a distância do topo no computador em pixels, um número inteiro de 0 a 2000.',
  sortOrder: 'Informe a ordem como um número inteiro de 0 a 10.000.',
  text: 'Informe uma mensagem de 1 a 200 caracteres.',
  messagePosition: 'Informe a ordem como um número inteiro de 0 a 10.000.',
  alt: 'Descreva a imagem em 1 a 200 caracteres (para quem não a vê).',
  unknownField: ADMIN_MESSAGES.unknownField,
  emptyEdit: ADMIN_MESSAGES.emptyEdit,
  notAnObject: ADMIN_MESSAGES.notAnObject,
  invalidFields: ADMIN_MESSAGES.invalidFields,
  invalidId: 'Código de banner inválido.',
  invalidSlot: 'Posição de banner inválida: use left ou right.',
  popupNotFound: 'Banner não encontrado.',
  messageNotFound: 'Mensagem não encontrada.',
} as const;

const M = ADMIN_BANNER_MESSAGES;

const objectError = (issue: { code: string }) => (issue.code === 'unrecognized_keys' ? M.unknownField : M.notAnObject);

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\\s]/;

/**
 * The hosts the shop lets a link from data leave for (src/core/constants.ts EXTERNAL_HOSTS, which
 * src/core/safe-navigation.ts applies); admin-banners.test.ts keeps the two lists the same.
 */
const PARTNER_HOSTS: readonly string[] = ['wa.me', 'api.whatsapp.com', 'www.instagram.com', 'instagram.com'];

/** A path of this site ("/x", not "//x"), or else the https URL, without credentials, `host` allows. */
function isAddress(value: string, host: (hostname: string) => boolean): boolean {
  if (UNSAFE_CHARACTERS.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password && host(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}

/** What an <img> may load: a path of this site or any https image (the shop's CSP allows https: images). */
const isMediaAddress = (value: string) => isAddress(value, (hostname) => hostname !== '');

/**
 * A link the shop will follow: its navigation gate for links from data (spec §8: a path of this
 * site, or a listed partner host), https only. Anything else (javascript:, data:, another host)
 * the shop would drop or refuse.
 */
const isShopLink = (value: string) => isAddress(value, (hostname) => PARTNER_HOSTS.includes(hostname));

const text = (message: string, min: number, max: number) =>
  z.string({ error: message }).check(z.trim(), z.minLength(min, { error: message }), z.maxLength(max, { error: message }));

const flag = (message: string) => z.boolean({ error: message });

const whole = (message: string, max: number) =>
  z.number({ error: message }).check(z.int({ error: message }), z.gte(0, { error: message }), z.lte(max, { error: message }));

const mediaSchema = z
  .string({ error: M.urlMedia })
  .check(z.trim(), z.maxLength(MAX_ADDRESS, { error: M.urlMedia }), z.refine(isMediaAddress, { error: M.urlMedia }));

const linkSchema = (message: string, optional: boolean) =>
  z.string({ error: message }).check(
    z.trim(),
    z.maxLength(MAX_ADDRESS, { error: message }),
    z.refine((value) => (optional && value === '') || isShopLink(value), { error: message }),
  );

export { POPUP_DAY_NAMES } from '../popup-days.ts';

const KNOWN_DAYS: ReadonlySet<string> = new Set(POPUP_DAY_NAMES.flat());

const dayNames = (daily: string) => daily.split(',').map(dayKey).filter(Boolean);

/** `daily`: comma-separated day names, stored as the shop compares them, each once ("Seg, sáb" is "seg,sab"); blank for none. */
const dailySchema = z.pipe(
  z.string({ error: M.daily }).check(
    z.maxLength(100, { error: M.daily }),
    z.refine((daily) => dayNames(daily).every((day) => KNOWN_DAYS.has(day)), { error: M.daily }),
  ),
  z.transform((daily) => [...new Set(dayNames(daily))].join(',')),
);

/** An ISO 8601 date-time with its offset, stored as written: the shop reads it with `new Date`. */
const expiresTimeSchema = z.string({ error: M.expiresTime }).check(
  z.trim(),
  z.refine((value) => parseIsoInstant(value) !== null, { error: M.expiresTime }),
);

/** spec §3 `position`: the popup's distance from the top on a desktop, in pixels. */
const positionSchema = z.object({ desktop: z.object({ top: whole(M.position, MAX_TOP) }, { error: M.position }) }, { error: M.position });

const popupFields = {
  screen: z.enum(['mobile', 'desktop', 'both'], { error: M.screen }),
  title: text(M.title, 1, MAX_TITLE),
  description: text(M.description, 0, MAX_DESCRIPTION),
  url_media: mediaSchema,
  url_action: linkSchema(M.urlAction, true),
  active: flag(M.active),
  weekly: flag(M.weekly),
  daily: dailySchema,
  expires_time: expiresTimeSchema,
  first_access: flag(M.firstAccess),
  position: positionSchema,
  sort_order: whole(M.sortOrder, MAX_ORDER),
};

/**
 * `POST /admin-api/banners/popups`: a popup (spec §3, §4's show rules are the shop's). `title`,
 * `url_media` and `expires_time` are required; the rest default as a new row of the table does
 * (both screens, active, not weekly, no day list, not first access only, at the top, order 0).
 * `sort_order` is the backend's order the shop follows (DECISIONS "Popups": one at a time).
 */
export const popupBannerCreateSchema = z.strictObject(
  {
    screen: z._default(popupFields.screen, 'both'),
    title: popupFields.title,
    description: z._default(popupFields.description, ''),
    url_media: popupFields.url_media,
    url_action: z._default(popupFields.url_action, ''),
    active: z._default(popupFields.active, true),
    weekly: z._default(popupFields.weekly, false),
    daily: z._default(popupFields.daily, ''),
    expires_time: popupFields.expires_time,
    first_access: z._default(popupFields.first_access, false),
    position: z._default(popupFields.position, { desktop: { top: 0 } }),
    sort_order: z._default(popupFields.sort_order, 0),
  },
  { error: objectError },
);

export type PopupBannerCreate = z.infer<typeof popupBannerCreateSchema>;

/** An edit that sends at least one field. */
const notEmpty = () => z.refine<object>((edit) => Object.keys(edit).length > 0, { error: M.emptyEdit });

/** `PATCH /admin-api/banners/popups/:id`: the fields the owner changes, each optional, at least one. */
export const popupBannerEditSchema = z
  .strictObject(
    {
      screen: z.optional(popupFields.screen),
      title: z.optional(popupFields.title),
      description: z.optional(popupFields.description),
      url_media: z.optional(popupFields.url_media),
      url_action: z.optional(popupFields.url_action),
      active: z.optional(popupFields.active),
      weekly: z.optional(popupFields.weekly),
      daily: z.optional(popupFields.daily),
      expires_time: z.optional(popupFields.expires_time),
      first_access: z.optional(popupFields.first_access),
      position: z.optional(popupFields.position),
      sort_order: z.optional(popupFields.sort_order),
    },
    { error: objectError },
  )
  .check(notEmpty());

export type PopupBannerEdit = z.infer<typeof popupBannerEditSchema>;

/** The fields a popup edit may change, in the order the audit log records them. */
export const POPUP_BANNER_FIELDS = [
  'screen',
  'title',
  'description',
  'url_media',
  'url_action',
  'active',
  'weekly',
  'daily',
  'expires_time',
  'first_access',
  'position',
  'sort_order',
] as const satisfies readonly (keyof PopupBannerEdit)[];

/** One popup as the back office shows it (the shop's `GET /api/banner` answers the same row). */
export const adminPopupBannerSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  screen: z.enum(['mobile', 'desktop', 'both']),
  title: z.string(),
  description: z.string(),
  url_media: z.string(),
  url_action: z.string(),
  active: z.boolean(),
  weekly: z.boolean(),
  daily: z.string(),
  expires_time: z.string(),
  first_access: z.boolean(),
  position: z.object({ desktop: z.object({ top: z.number() }) }),
  sort_order: z.number().check(z.int()),
});

export type AdminPopupBanner = z.infer<typeof adminPopupBannerSchema>;

/** `GET /admin-api/banners/popups`: every popup, in the shop's order (sort_order, id). */
export const adminPopupBannerListSchema = z.object({ banners: z.array(adminPopupBannerSchema) });

export type AdminPopupBannerList = z.infer<typeof adminPopupBannerListSchema>;

const messageFields = {
  text: text(M.text, 1, MAX_TEXT),
  position: whole(M.messagePosition, MAX_ORDER),
  active: flag(M.active),
};

/** `POST /admin-api/banners/messages`: a header strip message; without a position it goes last. */
export const messageBannerCreateSchema = z.strictObject(
  { text: messageFields.text, position: z.optional(messageFields.position), active: z._default(messageFields.active, true) },
  { error: objectError },
);

export type MessageBannerCreate = z.infer<typeof messageBannerCreateSchema>;

/** `PATCH /admin-api/banners/messages/:id`: text, position (display order) or `active`, at least one. */
export const messageBannerEditSchema = z
  .strictObject(
    { text: z.optional(messageFields.text), position: z.optional(messageFields.position), active: z.optional(messageFields.active) },
    { error: objectError },
  )
  .check(notEmpty());

export type MessageBannerEdit = z.infer<typeof messageBannerEditSchema>;

export const MESSAGE_BANNER_FIELDS = ['text', 'position', 'active'] as const satisfies readonly (keyof MessageBannerEdit)[];

export const adminMessageBannerSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  text: z.string(),
  position: z.number().check(z.int()),
  active: z.boolean(),
});

export type AdminMessageBanner = z.infer<typeof adminMessageBannerSchema>;

/** `GET /admin-api/banners/messages`: every message, inactive ones too, in display order. */
export const adminMessageBannerListSchema = z.object({ messages: z.array(adminMessageBannerSchema) });

export type AdminMessageBannerList = z.infer<typeof adminMessageBannerListSchema>;

/** The page banners' two places (spec §2 "Banner-left and banner-right images"). */
export const pageBannerSlotSchema = z.enum(['left', 'right']);

export type PageBannerSlot = z.infer<typeof pageBannerSlotSchema>;

/**
 * `PUT /admin-api/banners/pages/:slot`: the whole banner of one place, created or replaced. The
 * shop always wraps the image in its link, so the link is required; `alt` describes the image.
 */
export const pageBannerPutSchema = z.strictObject(
  {
    url_media: mediaSchema,
    url_action: linkSchema(M.pageUrlAction, false),
    alt: text(M.alt, 1, MAX_TEXT),
    active: z._default(flag(M.active), true),
  },
  { error: objectError },
);

export type PageBannerPut = z.infer<typeof pageBannerPutSchema>;

export const PAGE_BANNER_FIELDS = ['url_media', 'url_action', 'alt', 'active'] as const satisfies readonly (keyof PageBannerPut)[];

export const adminPageBannerSchema = z.object({
  slot: pageBannerSlotSchema,
  url_media: z.string(),
  url_action: z.string(),
  alt: z.string(),
  active: z.boolean(),
});

export type AdminPageBanner = z.infer<typeof adminPageBannerSchema>;

/** `GET /admin-api/banners/pages`: the banners of both places that have one, left first. */
export const adminPageBannerListSchema = z.object({ banners: z.array(adminPageBannerSchema) });

export type AdminPageBannerList = z.infer<typeof adminPageBannerListSchema>;

/** The `:id` of a popup or a message. */
export const bannerIdSchema = z.pipe(
  z.string().check(z.regex(/^[1-9]\d{0,9}$/)),
  z.transform((value) => Number(value)),
);
