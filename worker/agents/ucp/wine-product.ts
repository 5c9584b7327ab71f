import type { BrPricing, UcpMedia, UcpProduct, UcpVariant } from '../../../src/contracts/ucp/catalog.ts';
import type { UcpPrice } from '../../../src/contracts/ucp/protocol.ts';
import type { WineCard, WineDetail } from '../../../src/contracts/wine.ts';
import { productPath, ROUTES } from '../../../src/core/routes.ts';
import { installmentsFor } from '../../../src/core/rules/installments.ts';
import { toCents } from '../../../src/core/rules/money.ts';
import { shownPixPrice } from '../../../src/core/rules/shown-pix-price.ts';
import { absoluteUrl } from '../../../src/core/seo/absolute-url.ts';
import { wineFacts } from '../../../src/core/wine-facts.ts';

/**
 * A wine as a UCP product (types/product.json, types/variant.json). The figures are the ones the
 * product page, its JSON-LD and its markdown show, from the same catalogue record and the same
 * rules: the sale price and list price as the backend gives them, the Pix price by
 * `shownPixPrice`, the installments by `installmentsFor`, the address by `productPath`; only the
 * unit changes (price.json: integer minor units, centavos).
 *
 * One wine is one product of one variant: both carry the wine's id as it ends its product page's
 * address, so an agent may look a wine up, and later put it in a cart, by either id. The commerce
 * service's own variant id stays behind the edge.
 */

/** The shop's facts every product carries (the 2026-04-08 profile has no field for them: docs/assistants.md). */
export interface ShopFacts {
  origin: string;
  storeName: string;
}

const brl = (reais: number): UcpPrice => ({ amount: toCents(reais), currency: 'BRL' });

/** variant.metadata.br_pricing, typed by the vendor extension (UCP_PATHS.brPricingSchema). */
function brPricing(wine: WineCard): BrPricing {
  const pix = shownPixPrice(wine);
  const { count, value } = installmentsFor(wine.price);
  return {
    ...(pix !== undefined ? { pix_price: brl(pix) } : {}),
    installments: { count, amount: brl(value), total: brl(wine.price), interest_free: true },
  };
}

/** Where a wine's page is: the same absolute address the site links and its JSON-LD names. */
function wineUrl(wine: WineCard, origin: string): string {
  return `${origin}${productPath(wine)}`;
}

function media(wine: WineCard, origin: string, images: readonly string[]): UcpMedia[] {
  return images.map((image) => ({ type: 'image', url: absoluteUrl(origin, image), alt_text: wine.name }));
}

/** "Tinto · Argentina · Malbec": what a list says of a wine that has no description at hand. */
function kindLine(wine: WineCard): string {
  return [wine.type, wine.country, wine.blend || wine.grape].filter(Boolean).join(' · ');
}

function isDetail(wine: WineCard | WineDetail): wine is WineDetail {
  return 'description' in wine;
}

/** The seller's policies, for an agent to show before the person buys (variant.json `seller.links`, a cart's `links`). */
export function sellerLinks(origin: string): UcpVariant['seller']['links'] {
  return [
    { type: 'refund_policy', url: `${origin}${ROUTES.policies.returns}` },
    { type: 'shipping_policy', url: `${origin}${ROUTES.policies.delivery}` },
    { type: 'privacy_policy', url: `${origin}${ROUTES.policies.privacy}` },
  ];
}

/** What a product page has beyond a card (facts, pairing, moments), as the page words it. */
function detailMetadata(wine: WineDetail): Record<string, unknown> {
  return {
    facts: Object.fromEntries(wineFacts(wine).map(({ key, value }) => [key, value])),
    ...(wine.pairing ? { pairing: wine.pairing } : {}),
    occasions: wine.occasions.map(({ slug }) => slug),
    dishes: wine.dishes.map(({ slug }) => slug),
  };
}

export function wineProduct(wine: WineCard | WineDetail, shop: ShopFacts): UcpProduct {
  const url = wineUrl(wine, shop.origin);
  const price = brl(wine.price);
  const listPrice = wine.list_price > wine.price ? brl(wine.list_price) : undefined;
  const description = { plain: isDetail(wine) && wine.description ? wine.description : kindLine(wine) };
  const images = media(wine, shop.origin, isDetail(wine) && wine.images.length > 0 ? wine.images : [wine.url_media]);
  const available = wine.stock > 0;
  const variant: UcpVariant = {
    id: String(wine.id),
    sku: wine.sku,
    title: wine.name,
    description,
    url,
    price,
    ...(listPrice ? { list_price: listPrice } : {}),
    availability: { available, status: available ? 'in_stock' : 'out_of_stock' },
    media: images,
    seller: { name: shop.storeName, links: sellerLinks(shop.origin) },
    metadata: { br_pricing: brPricing(wine) },
  };
  return {
    id: String(wine.id),
    handle: wine.slug,
    title: wine.name,
    description,
    url,
    categories: [wine.type, wine.country, wine.grape].filter(Boolean).map((value) => ({ value, taxonomy: 'merchant' })),
    price_range: { min: price, max: price },
    ...(listPrice ? { list_price_range: { min: listPrice, max: listPrice } } : {}),
    media: images,
    ...(wine.rating !== null ? { rating: { value: wine.rating, scale_min: 0, scale_max: 5 } } : {}),
    tags: [wine.type_slug, wine.country_slug, wine.grape_slug, ...(wine.sweetness ? [wine.sweetness] : [])].filter(Boolean),
    variants: [variant],
    metadata: {
      type: wine.type_slug,
      country: wine.country_slug,
      grape: wine.grape_slug,
      ...(wine.sweetness ? { sweetness: wine.sweetness } : {}),
      ...(isDetail(wine) ? detailMetadata(wine) : {}),
    },
  };
}
