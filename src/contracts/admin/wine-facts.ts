import { z } from 'zod/mini';
import { parseGrapeList } from '../grape-list.ts';
import { ADMIN_MESSAGES, listPriceCoversPrice, wineShopFields } from './api.ts';
import { SWEETNESS } from '../sweetness.ts';

/**
 * A wine's facts for the back office ("Ficha do vinho"), through the admin API:
 * `GET`/`PUT /admin-api/wines/:id/facts` (the whole sheet, replaced at once) and, with the shop
 * data of `src/contracts/admin.ts` (SKU, name, prices, stock), `POST /admin-api/wines` for a new
 * wine. Types, countries and grapes are the catalogue's categories (spec §2 /{category}); moments
 * are the occasion and dish buttons (spec §3 "Category button data") a wine is listed under.
 */
export const WINE_FACT_MESSAGES = {
  type: 'Escolha o tipo do vinho.',
  country: 'Escolha o país.',
  grape: 'Escolha a página de uva da lista, ou nenhuma.',
  blend:
    'Informe as uvas separadas por vírgula, a principal primeiro, com a porcentagem se souber (ex.: Touriga Nacional 60%, Jaen 40%); até 20 uvas, as porcentagens somando no máximo 100.',
  sweetness: 'Escolha seco, meio-seco, suave ou doce.',
  appellation: 'Informe a denominação de origem em até 80 caracteres.',
  ageing: 'Informe a guarda em até 120 caracteres.',
  producer: 'Informe o produtor, de 1 a 80 caracteres.',
  region: 'Informe a região, até 80 caracteres.',
  vintage: 'Informe a safra como um ano de 1900 até o ano que vem, ou deixe em branco (vinho sem safra).',
  volume: 'Informe o volume em ml, de 50 a 20.000.',
  alcohol: 'Informe o teor alcoólico de 0 a 25%, com até 1 casa decimal, ou deixe em branco.',
  description: 'Informe uma descrição de até 2.000 caracteres.',
  pairing: 'Informe a harmonização em até 300 caracteres.',
  blackFriday: 'Informe se o vinho entra na seleção da Black Friday (sim ou não).',
  moments: 'Escolha momentos e pratos da lista.',
  sku: 'Informe um SKU de 3 a 40 letras, números ou hífens.',
  skuTaken: 'Já existe um vinho com este SKU.',
  invalidFields: ADMIN_MESSAGES.invalidFields,
  unknownField: ADMIN_MESSAGES.unknownField,
  notAnObject: ADMIN_MESSAGES.notAnObject,
} as const;

const M = WINE_FACT_MESSAGES;

const slug = (message: string) => z.string({ error: message }).check(z.regex(/^[a-z0-9-]{1,60}$/, { error: message }));

const text = (message: string, min: number, max: number) =>
  z.string({ error: message }).check(z.trim(), z.minLength(min, { error: message }), z.maxLength(max, { error: message }));

const nextYear = () => new Date().getUTCFullYear() + 1;

const wineFactFields = {
  type_slug: slug(M.type),
  country_slug: slug(M.country),
  // '' when the main grape has no page of its own (Sercial)
  grape_slug: z.union([z.literal(''), slug(M.grape)], { error: M.grape }),
  blend: text(M.blend, 0, 400).check(z.refine((typed) => parseGrapeList(typed) !== null, { error: M.blend })),
  // facts added after the sheet's first fields: a client that does not send them gets the defaults
  sweetness: z._default(z.enum(SWEETNESS, { error: M.sweetness }), 'seco'),
  appellation: z._default(text(M.appellation, 0, 80), ''),
  ageing: z._default(text(M.ageing, 0, 120), ''),
  producer: text(M.producer, 1, 80),
  region: text(M.region, 0, 80),
  vintage: z.nullable(
    z.number({ error: M.vintage }).check(
      z.int({ error: M.vintage }),
      z.gte(1900, { error: M.vintage }),
      z.refine((year) => year <= nextYear(), { error: M.vintage }),
    ),
  ),
  volume_ml: z.number({ error: M.volume }).check(z.int({ error: M.volume }), z.gte(50, { error: M.volume }), z.lte(20_000, { error: M.volume })),
  alcohol: z.nullable(
    z.number({ error: M.alcohol }).check(
      z.gte(0, { error: M.alcohol }),
      z.lte(25, { error: M.alcohol }),
      z.refine((value) => Number.isInteger(Math.round(value * 10 * 1e6) / 1e6), { error: M.alcohol }),
    ),
  ),
  description: text(M.description, 0, 2000),
  pairing: text(M.pairing, 0, 300),
  black_friday: z.boolean({ error: M.blackFriday }),
  moments: z.array(slug(M.moments), { error: M.moments }).check(z.maxLength(40, { error: M.moments })),
};

const objectError = (issue: { code: string }) => (issue.code === 'unrecognized_keys' ? M.unknownField : M.notAnObject);

/** `PUT /admin-api/wines/:id/facts`: the whole sheet. */
export const wineFactsSchema = z.strictObject(wineFactFields, { error: objectError });

export type WineFacts = z.infer<typeof wineFactsSchema>;

/** The sheet's fields in the order the audit log records them. */
export const WINE_FACT_FIELDS = Object.keys(wineFactFields) as (keyof WineFacts)[];

const choiceSchema = z.object({ slug: z.string(), name: z.string() });

export type WineFactChoice = z.infer<typeof choiceSchema>;

const choicesSchema = z.object({
  types: z.array(choiceSchema),
  countries: z.array(choiceSchema),
  grapes: z.array(choiceSchema),
  occasions: z.array(choiceSchema),
  dishes: z.array(choiceSchema),
});

/** `GET /admin-api/wine-choices`: what a sheet may name (the catalogue's categories and buttons). */
export const wineFactChoicesSchema = choicesSchema;

/** `GET /admin-api/wines/:id/facts`: the sheet and what each choice may be. */
export const wineFactsPageSchema = z.object({
  facts: z.object({
    ...wineFactFields,
    blend: z.string(),
    producer: z.string(),
    region: z.string(),
    description: z.string(),
    pairing: z.string(),
    appellation: z.string(),
    ageing: z.string(),
  }),
  choices: choicesSchema,
});

export type WineFactsPage = z.infer<typeof wineFactsPageSchema>;
export type WineFactChoices = WineFactsPage['choices'];

/**
 * `POST /admin-api/wines`: a new wine, its SKU, shop data and sheet at once. It starts inactive
 * unless `active` says otherwise, so the owner can add its photo before the shop shows it.
 */
export const newWineSchema = z
  .strictObject(
    {
      sku: z.string({ error: M.sku }).check(z.trim(), z.regex(/^[A-Za-z0-9-]{3,40}$/, { error: M.sku })),
      name: wineShopFields.name,
      price: wineShopFields.price,
      list_price: wineShopFields.list_price,
      stock: wineShopFields.stock,
      active: z._default(wineShopFields.active, false),
      ...wineFactFields,
    },
    { error: objectError },
  )
  .check(z.refine((wine) => listPriceCoversPrice(wine.price, wine.list_price), { error: ADMIN_MESSAGES.listPriceBelowPrice, path: ['list_price'] }));

export type NewWine = z.infer<typeof newWineSchema>;
