import { z } from 'zod/mini';
import { ADMIN_MESSAGES } from './api.ts';
import { parseSaoPauloExpiry } from './dates.ts';
import { campaignSchema } from '../banners.ts';

/**
 * The back office's campaigns (`/admin-api/campaigns`, table `campaigns` of migration 0004): the
 * texts /politica/campanhas shows while a campaign runs (`GET /api/campaigns`: active and not
 * ended). `slug` names the campaign, fixed at creation; there is no hard delete, a campaign is
 * deactivated. Every field is checked as the shop will read it.
 */
export const CAMPAIGN_MESSAGES = {
  slug: 'Use de 2 a 60 letras minúsculas, números ou hífen, começando por letra ou número.',
  slugTaken: 'Já existe uma campanha com este identificador.',
  title: 'Informe um título de 3 a 120 caracteres.',
  body: 'Escreva o texto com 10 a 2.000 caracteres; separe os parágrafos com uma linha em branco.',
  coupon: 'Informe o código do cupom em letras (sem acento) e números, ou deixe em branco.',
  unknownCoupon: (code: string) => `Não encontramos o cupom ${code}. Confira o código em Cupons, ou deixe em branco.`,
  partnerName: 'Informe o parceiro com até 80 caracteres, ou deixe em branco.',
  urlMedia: 'Informe a imagem como um caminho do site começando com / (ex.: /media/banners/natal.svg) ou um endereço https, ou deixe em branco.',
  urlAction:
    'Informe o link como um caminho do site começando com / (ex.: /parceiros/vivalavida) ou um endereço https do WhatsApp ou do Instagram, ou deixe em branco.',
  endsAt: 'Informe o último dia da campanha como data (AAAA-MM-DD), ou deixe em branco se ela não tem fim.',
  endsAtPast: 'Este último dia já passou: escolha hoje ou um dia adiante, ou deixe em branco.',
  active: 'Informe se a campanha está ativa (sim ou não).',
  notFound: 'Campanha não encontrada.',
} as const;

const M = CAMPAIGN_MESSAGES;

const MAX_ADDRESS = 500;

/**
 * The hosts the shop lets a link from data leave for (spec §8; src/core/constants.ts EXTERNAL_HOSTS,
 * which src/core/safe-navigation.ts applies when the page draws the link; contracts import nothing
 * of ours, hence the copy). Any other https host would be accepted here and dropped on the page;
 * admin-campaigns.worker.test.ts checks the links accepted against the shop's gate.
 */
const PARTNER_HOSTS: readonly string[] = ['wa.me', 'api.whatsapp.com', 'www.instagram.com', 'instagram.com'];

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\\s]/;

/** Blank, a path of this site ("/x", not "//x"), or an https URL without credentials whose host `allowed` accepts. */
function isAddressOrBlank(value: string, allowed: (hostname: string) => boolean): boolean {
  if (value === '') return true;
  if (UNSAFE_CHARACTERS.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password && allowed(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}

const address = (message: string, allowed: (hostname: string) => boolean) =>
  z.string({ error: message }).check(
    z.trim(),
    z.maxLength(MAX_ADDRESS, { error: message }),
    z.refine((value) => isAddressOrBlank(value, allowed), { error: message }),
  );

/** Blank is "none": stored as null. */
const blankAsNull = (text: string) => (text === '' ? null : text);

const slugSchema = z.string({ error: M.slug }).check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9][a-z0-9-]{1,59}$/, { error: M.slug }));

/** The body as the page splits it: paragraphs separated by a blank line, whatever line endings the form sent. */
const bodySchema = z.string({ error: M.body }).check(
  z.overwrite((text) => text.replace(/\r\n?/g, '\n').trim()),
  z.minLength(10, { error: M.body }),
  z.maxLength(2000, { error: M.body }),
);

/** A code as coupons store it (upper case; older ones may hold - or _); the backend checks that it exists. */
const couponSchema = z.nullable(
  z.pipe(z.string({ error: M.coupon }).check(z.trim(), z.toUpperCase(), z.regex(/^(?:|[A-Z0-9_-]{1,60})$/, { error: M.coupon })), z.transform(blankAsNull)),
);

const partnerNameSchema = z.nullable(
  z.pipe(z.string({ error: M.partnerName }).check(z.trim(), z.maxLength(80, { error: M.partnerName })), z.transform(blankAsNull)),
);

/** The end of a day in São Paulo, as stored; src/contracts/admin-dates.ts has the offset's reason. */
const END_OF_DAY = 'T23:59:59-03:00';

/** A last day (AAAA-MM-DD) that exists, or that day's stored end (what this schema answers, so it reads its own answer). */
const lastDayOf = (text: string) => {
  const day = /^(\d{4}-\d{2}-\d{2})(?:T23:59:59-03:00)?$/.exec(text)?.[1];
  return day && parseSaoPauloExpiry(day) ? day : null;
};

/**
 * The campaign's last day, valid to its end in São Paulo (DECISIONS "Popups"), stored with its
 * offset as the seeded campaigns are (`2027-03-31T23:59:59-03:00`); blank or null: no end.
 */
const endsAtSchema = z.nullable(
  z.pipe(
    z.string({ error: M.endsAt }).check(
      z.trim(),
      z.refine((text) => text === '' || lastDayOf(text) !== null, { error: M.endsAt }),
    ),
    z.transform((text) => (text === '' ? null : `${lastDayOf(text)}${END_OF_DAY}`)),
  ),
);

const fields = {
  title: z.string({ error: M.title }).check(z.trim(), z.minLength(3, { error: M.title }), z.maxLength(120, { error: M.title })),
  body: bodySchema,
  coupon: couponSchema,
  partner_name: partnerNameSchema,
  url_media: address(M.urlMedia, (hostname) => hostname !== ''),
  url_action: address(M.urlAction, (hostname) => PARTNER_HOSTS.includes(hostname)),
  ends_at: endsAtSchema,
  active: z.boolean({ error: M.active }),
};

const unknownKeys = { error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? ADMIN_MESSAGES.unknownField : ADMIN_MESSAGES.notAnObject) };

/** `POST /admin-api/campaigns`: a new campaign; title and body required, the rest optional (active unless said). */
export const campaignCreateSchema = z.strictObject(
  {
    slug: slugSchema,
    title: fields.title,
    body: fields.body,
    coupon: z._default(fields.coupon, null),
    partner_name: z._default(fields.partner_name, null),
    url_media: z._default(fields.url_media, ''),
    url_action: z._default(fields.url_action, ''),
    ends_at: z._default(fields.ends_at, null),
    active: z._default(fields.active, true),
  },
  unknownKeys,
);

/** `PATCH /admin-api/campaigns/:slug`: the fields that change (the slug never does); `active: false` deactivates. */
export const campaignEditSchema = z.strictObject(
  {
    title: z.optional(fields.title),
    body: z.optional(fields.body),
    coupon: z.optional(fields.coupon),
    partner_name: z.optional(fields.partner_name),
    url_media: z.optional(fields.url_media),
    url_action: z.optional(fields.url_action),
    ends_at: z.optional(fields.ends_at),
    active: z.optional(fields.active),
  },
  unknownKeys,
);

export type CampaignCreate = z.infer<typeof campaignCreateSchema>;
export type CampaignEdit = z.infer<typeof campaignEditSchema>;

/** The fields an edit may change, in the order the audit log records them. */
export const CAMPAIGN_EDIT_FIELDS = [
  'title',
  'body',
  'coupon',
  'partner_name',
  'url_media',
  'url_action',
  'ends_at',
  'active',
] as const satisfies readonly (keyof CampaignEdit)[];

/** One campaign as the back office shows it, inactive and ended ones too. */
export const adminCampaignSchema = z.extend(campaignSchema, { active: z.boolean() });

export type AdminCampaign = z.infer<typeof adminCampaignSchema>;

/** `GET /admin-api/campaigns`: every campaign, in the shop's order. */
export const adminCampaignListSchema = z.object({ campaigns: z.array(adminCampaignSchema) });
