import { catalogueSeeds } from './data/wines.ts';
import { COUPONS } from './data/coupons.ts';
import { MESSAGE_BANNERS } from './data/message-banners.ts';
import { bannerStatements } from './banners.ts';
import { categoryStatements, wineStatements } from './catalogue.ts';
import { filterStatements } from './filters.ts';
import { partnerStatements } from './partners.ts';
import { upsert } from './sql.ts';

/**
 * The seeded shop as SQL statements. Used by `npm start` (written to a file and run by wrangler)
 * and by the worker tests (run as a D1 batch): one seed, two callers. Every statement is an
 * upsert of the seed's own rows, so running it again changes nothing the shop created.
 * Order matters: categories before wines (search index), filters and wines before their links.
 */
export function seedStatements(): string[] {
  return [
    ...MESSAGE_BANNERS.map((banner) => upsert('message_banners', 'id', { ...banner, active: 1 })),
    ...categoryStatements(),
    ...filterStatements(),
    ...wineStatements(catalogueSeeds()),
    ...bannerStatements(),
    ...partnerStatements(),
    ...COUPONS.map((coupon) => upsert('coupons', 'code', { ...coupon })),
  ];
}
