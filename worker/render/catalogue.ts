import {
  LISTING_PAGE_SIZE,
  wineListResponseSchema,
  groupedWinesResponseSchema,
  sitemapResponseSchema,
  type WinesQuery,
} from '../../src/contracts/catalogue.ts';
import { categoriesResponseSchema, categoryResponseSchema, filterDataResponseSchema } from '../../src/contracts/categories.ts';
import { partnerResponseSchema, partnersResponseSchema } from '../../src/contracts/partners.ts';
import { searchResponseSchema } from '../../src/contracts/search.ts';
import type { Sweetness } from '../../src/contracts/sweetness.ts';
import { companyResponseSchema } from '../../src/contracts/company.ts';
import { shopSettingsSchema } from '../../src/contracts/pix.ts';
import { bannerResponseSchema, campaignsResponseSchema, pageBannersResponseSchema } from '../../src/contracts/banners.ts';
import { productsCartResponseSchema, relatedWinesResponseSchema, wineDetailSchema } from '../../src/contracts/wine.ts';
import type { OwnBackend } from '../upstream/own-backend.ts';

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The catalogue calls pages make, through the own-backend adapter (edge cache and coalescing
 * included), each parsed with its contract. Lists answer at most a page; see src/contracts.
 */
export function createCatalogue(backend: OwnBackend) {
  return {
    filters: () => backend.get('/api/filters', filterDataResponseSchema),
    wines: (params: WinesQuery) =>
      backend.get(`/api/wines${query({ pageSize: LISTING_PAGE_SIZE, ...(params as Record<string, string | number | undefined>) })}`, wineListResponseSchema),
    groupedWines: (pageSize: number) => backend.get(`/api/wines/grouped${query({ pageSize })}`, groupedWinesResponseSchema),
    categories: () => backend.get('/api/categories', categoriesResponseSchema),
    category: (slug: string) => backend.get(`/api/categories/${encodeURIComponent(slug)}`, categoryResponseSchema),
    wine: (id: number) => backend.get(`/api/wine/${id}`, wineDetailSchema),
    relatedWines: (id: number) => backend.get(`/api/wine/${id}/related`, relatedWinesResponseSchema),
    partner: (name: string) => backend.get(`/api/partners/${encodeURIComponent(name)}`, partnerResponseSchema),
    partners: () => backend.get('/api/partners', partnersResponseSchema),
    search: (term: string, page: number, sweetness?: Sweetness) =>
      backend.post('/search_similar_asv', { search_term: term, page, sweetness }, searchResponseSchema),
    winesByIds: (ids: number[]) => backend.post('/api/productsCart', { wines: ids }, productsCartResponseSchema),
    sitemap: (page: number) => backend.get(`/api/wines/sitemap${query({ page })}`, sitemapResponseSchema),
    popupBanners: () => backend.get('/api/banner', bannerResponseSchema),
    pageBanners: () => backend.get('/api/pageBanners', pageBannersResponseSchema),
    campaigns: () => backend.get('/api/campaigns', campaignsResponseSchema),
    shopSettings: () => backend.get('/api/shopSettings', shopSettingsSchema),
    company: () => backend.get('/api/company', companyResponseSchema).then((response) => response.company),
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
