import type { CompanyFacts } from '../../contracts/company.ts';
import type { WineDetail } from '../../contracts/wine.ts';
import { ROUTE_PREFIXES } from '../routes.ts';
import { type WineFactKey, wineFacts } from '../wine-facts.ts';
import { absoluteUrl } from './absolute-url.ts';
import { rasterImagePath } from './share-image.ts';

/** schema.org structured data, as plain objects; the Document serializes them. */
export type JsonLd = Record<string, unknown>;

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/** The facts a wine's structured data states beside its brand (the producer) and origin. */
const STRUCTURED_FACTS: readonly WineFactKey[] = ['grapes', 'sweetness', 'alcohol', 'vintage', 'region', 'appellation', 'volume'];

/**
 * A product with its offer in BRL and availability (spec §3 stock: zero or less is unavailable),
 * and its facts as `additionalProperty`.
 */
export function productJsonLd(origin: string, path: string, wine: WineDetail): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: wine.name,
    sku: wine.sku,
    image: wine.images.flatMap((image) => {
      const raster = rasterImagePath(image);
      return raster ? [absoluteUrl(origin, raster)] : [];
    }),
    description: wine.description,
    brand: { '@type': 'Brand', name: wine.producer },
    category: wine.type,
    countryOfOrigin: wine.country,
    // No aggregateRating: the wine's score is the shop's own note, not reviews (docs/decisions.md).
    additionalProperty: wineFacts(wine)
      .filter((fact) => STRUCTURED_FACTS.includes(fact.key))
      .map(({ key, label, value }) => ({ '@type': 'PropertyValue', propertyID: key, name: label, value })),
    offers: {
      '@type': 'Offer',
      url: `${origin}${path}`,
      priceCurrency: 'BRL',
      price: wine.price.toFixed(2),
      availability: wine.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

export function organizationJsonLd(origin: string, storeName: string, company: CompanyFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: storeName,
    legalName: company.legal_name,
    url: origin,
    logo: `${origin}/icons/icon-512.png`,
    email: company.email,
    telephone: company.phone,
    ...(company.instagram ? { sameAs: [company.instagram] } : {}),
  };
}

/** WebSite with a SearchAction pointing at /resultados/{term} (words joined by hyphens). */
export function websiteJsonLd(origin: string, storeName: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: storeName,
    url: origin,
    inLanguage: 'pt-BR',
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}${ROUTE_PREFIXES.results}/{search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** JSON safe inside a <script> element. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
