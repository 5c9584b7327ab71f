import { z } from 'zod/mini';
import { SWEETNESS } from './sweetness.ts';

const positiveInt = () => z.number().check(z.int(), z.positive());
const money = () => z.number().check(z.nonnegative());

/** A product id as a client may send it: a number, or its digits as text (old stored carts). */
export const productIdSchema = z.pipe(
  z.union([positiveInt(), z.string().check(z.regex(/^[1-9]\d{0,9}$/))]),
  z.transform((value: number | string) => Number(value)),
);

/**
 * One wine as listings show it (cards, carousels, partner selections) and as
 * `POST /api/productsCart` answers it (spec §7: wine records with wake_product_id and
 * wake_wine_id, to which the storefront adds `quantity` to make a cart item, spec §3).
 * `id` = `wake_product_id` = the search's PRODUCTID; `wake_wine_id` is the storefront variant id
 * (DECISIONS "Product ids"). Prices in reais: `price` is the sale price, `list_price` the price
 * before promotion (equal when not on promotion). `stock` zero or less means unavailable.
 * `rating` (NOTA) is 0 to 5. `url_media` is a same-origin path (`/media/wines/{id}.svg`).
 */
export const wineCardSchema = z.object({
  id: positiveInt(),
  wake_product_id: positiveInt(),
  wake_wine_id: positiveInt(),
  sku: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  /** Name in hyphens, for /produto/{slug}-{id} (spec §2). */
  slug: z.string(),
  price: money(),
  list_price: money(),
  stock: z.number().check(z.int()),
  url_media: z.string(),
  /** Type, country and main grape: display name and the /{category} slug (URL_TIPO, URL_PAIS, URL_UVA). */
  type: z.string(),
  type_slug: z.string(),
  country: z.string(),
  country_slug: z.string(),
  grape: z.string(),
  grape_slug: z.string(),
  /** CATENOMEUVA: every grape of the wine, as shown ("Cabernet Sauvignon, Merlot"). */
  blend: z.string(),
  /** src/contracts/sweetness.ts; absent when the catalogue does not say (a hosted one). */
  sweetness: z.optional(z.enum(SWEETNESS)),
  rating: z.nullable(z.number()),
  /**
   * The price paid with Pix (src/contracts/pix.ts), when the shop gives a Pix discount; absent
   * when it gives none or the catalogue does not say (a hosted one).
   */
  pix_price: z.optional(money()),
});

export type WineCard = z.infer<typeof wineCardSchema>;

const namedSlugSchema = z.object({ slug: z.string(), name: z.string() });

/** One grape of a wine: its share of the blend in percent when known, its grape page when the shop has one. */
const wineGrapeSchema = z.object({
  name: z.string().check(z.minLength(1)),
  share: z.nullable(z.number().check(z.int())),
  grape_slug: z.nullable(z.string()),
});

export type WineGrape = z.infer<typeof wineGrapeSchema>;

/**
 * `GET /api/wine/{PRODUCTID}`: everything a product page shows (spec §7 names `name` and
 * `wake_product_id`; the rest is ours). Installments are computed by the storefront.
 */
export const wineDetailSchema = z.extend(wineCardSchema, {
  description: z.string(),
  producer: z.string(),
  region: z.string(),
  /** null: a non-vintage wine. */
  vintage: z.nullable(z.number().check(z.int())),
  /** % vol. */
  alcohol: z.nullable(z.number()),
  volume_ml: positiveInt(),
  /** Serving temperature range in °C. */
  temperature_min: z.nullable(z.number()),
  temperature_max: z.nullable(z.number()),
  pairing: z.string(),
  /**
   * The facts a hosted catalogue may not have (absent there): every grape, the main one first;
   * the appellation ("DOC Douro"); how long the wine keeps ("Pronto para beber; guarda até 2030.").
   */
  grapes: z.optional(z.array(wineGrapeSchema)),
  appellation: z.optional(z.string()),
  ageing: z.optional(z.string()),
  occasions: z.array(namedSlugSchema),
  dishes: z.array(namedSlugSchema),
  /** Every image of the wine; the first is `url_media`. */
  images: z.array(z.string()),
  black_friday: z.boolean(),
});

export type WineDetail = z.infer<typeof wineDetailSchema>;

/** `GET /api/wine/{PRODUCTID}/related`: wines like this one (same type, grape or country), in stock first. */
export const relatedWinesResponseSchema = z.object({ wines: z.array(wineCardSchema) });

export type RelatedWinesResponse = z.infer<typeof relatedWinesResponseSchema>;

/** spec §7 `POST /api/productsCart` body: `wines`, the product ids of the stored cart. */
export const productsCartRequestSchema = z.object({
  wines: z.array(productIdSchema).check(z.minLength(1), z.maxLength(100)),
});

/** spec §7 `POST /api/productsCart` response: a list of wine records, in the order asked; unknown ids are left out. */
export const productsCartResponseSchema = z.array(wineCardSchema);

export type ProductsCartResponse = z.infer<typeof productsCartResponseSchema>;

/**
 * spec §7 `GET api/mostWantedWine`: `wines[]` (id, name), the search panel's "vinhos mais
 * procurados". Ranked by real signals (searches and carts); `url_media` is ours.
 */
const mostWantedWineSchema = z.object({
  id: positiveInt(),
  name: z.string().check(z.minLength(1)),
  url_media: z.optional(z.string()),
});

export const mostWantedResponseSchema = z.object({ wines: z.array(mostWantedWineSchema) });

export type MostWantedResponse = z.infer<typeof mostWantedResponseSchema>;
