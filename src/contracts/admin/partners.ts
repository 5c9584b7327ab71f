import { z } from 'zod/mini';
import { ADMIN_MESSAGES } from './api.ts';

/**
 * The back office's partners (`/admin-api/partners`, spec §2 /parceiros/{name} and the /{name}
 * shortcut): the partner's page (brand, texts, banner) and its selection of wines, chosen by SKU
 * in the order the page shows them. `name` is the page's address, fixed at creation.
 */
export const PARTNER_MESSAGES = {
  name: 'Use de 2 a 60 letras minúsculas, números, ponto ou hífen, começando por letra ou número.',
  nameTaken: 'Já existe um parceiro com este endereço.',
  nameReserved: 'Este endereço já é uma página da loja; escolha outro.',
  brand: 'Informe a marca, de 2 a 80 caracteres.',
  description: 'Use no máximo 2.000 caracteres na descrição.',
  bannerUrl: 'Informe um endereço de imagem desta loja (começando por /) ou https://.',
  active: 'Informe se o parceiro está ativo (sim ou não).',
  wineSkus: 'Informe de 1 a 100 SKUs de vinhos, sem repetir.',
  unknownSkus: (skus: readonly string[]) => `Nenhum vinho tem ${skus.length === 1 ? 'o SKU' : 'os SKUs'} ${skus.join(', ')}.`,
  notFound: 'Parceiro não encontrado',
} as const;

const partnerName = z
  .string({ error: PARTNER_MESSAGES.name })
  .check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9][a-z0-9.-]{1,59}$/, { error: PARTNER_MESSAGES.name }));

/** A same-origin path or an https URL: never `javascript:` or another scheme. */
const imageUrl = z
  .string({ error: PARTNER_MESSAGES.bannerUrl })
  .check(
    z.trim(),
    z.maxLength(500, { error: PARTNER_MESSAGES.bannerUrl }),
    z.regex(/^(?:$|\/(?!\/)\S*|https:\/\/\S+)$/, { error: PARTNER_MESSAGES.bannerUrl }),
  );

const fields = {
  brand: z
    .string({ error: PARTNER_MESSAGES.brand })
    .check(z.trim(), z.minLength(2, { error: PARTNER_MESSAGES.brand }), z.maxLength(80, { error: PARTNER_MESSAGES.brand })),
  description: z.string({ error: PARTNER_MESSAGES.description }).check(z.trim(), z.maxLength(2000, { error: PARTNER_MESSAGES.description })),
  banner_url: imageUrl,
  active: z.boolean({ error: PARTNER_MESSAGES.active }),
  wine_skus: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(40)), { error: PARTNER_MESSAGES.wineSkus }).check(
    z.minLength(1, { error: PARTNER_MESSAGES.wineSkus }),
    z.maxLength(100, { error: PARTNER_MESSAGES.wineSkus }),
    z.refine((skus) => new Set(skus).size === skus.length, { error: PARTNER_MESSAGES.wineSkus }),
  ),
};

const unknownKeys = { error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? ADMIN_MESSAGES.unknownField : ADMIN_MESSAGES.notAnObject) };

/** `POST /admin-api/partners`: a new partner, every field. */
export const partnerCreateSchema = z.strictObject({ name: partnerName, ...fields }, unknownKeys);

/** `PATCH /admin-api/partners/:name`: the fields that change (the name never does). */
export const partnerEditSchema = z.strictObject(
  {
    brand: z.optional(fields.brand),
    description: z.optional(fields.description),
    banner_url: z.optional(fields.banner_url),
    active: z.optional(fields.active),
    wine_skus: z.optional(fields.wine_skus),
  },
  unknownKeys,
);

export type PartnerCreate = z.infer<typeof partnerCreateSchema>;
export type PartnerEdit = z.infer<typeof partnerEditSchema>;

/** One partner as the back office shows it, its wines in the page's order. */
export const adminPartnerSchema = z.object({
  name: z.string(),
  brand: z.string(),
  description: z.string(),
  banner_url: z.string(),
  active: z.boolean(),
  wines: z.array(z.object({ id: z.number(), sku: z.string(), name: z.string() })),
});

export type AdminPartner = z.infer<typeof adminPartnerSchema>;

export const adminPartnerListSchema = z.object({ partners: z.array(adminPartnerSchema) });
