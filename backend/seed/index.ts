import { catalogueSeeds } from './data/wines.ts';
import { COUPONS } from './data/coupons.ts';
import { MESSAGE_BANNERS } from './data/message-banners.ts';
import { bannerStatements } from './banners.ts';
import { categoryStatements, wineStatements } from './catalogue.ts';
import { filterStatements } from './filters.ts';
import { partnerSelectionStatements, partnerStatements } from './partners.ts';
import { upsert } from './sql.ts';

/**
 * The seeded shop as SQL statements, for a database that already holds `existingWines` wines.
 * The demo shop (the wines and their occasion and dish links, the partners and their selections,
 * the popups, page banners, campaigns, header strip messages and coupons) goes only into a
 * database with no wines: after that all of it is the owner's, edited in the back office, and a
 * later `npm start` must not undo those edits (docs/backend-api.md "Catalogue data and the large catalogue"). What the back office does
 * not edit (categories, filters, the promotion) is upserted from the seed's own rows each time,
 * never the columns the shop changes (the promotion switch).
 * Order matters: categories before wines (search index), filters and wines before their links.
 */
export function seedStatementsFor(existingWines: number): string[] {
  const demo = existingWines === 0;
  return [
    ...categoryStatements(),
    ...filterStatements(),
    ...(demo
      ? [
          ...MESSAGE_BANNERS.map((banner) => upsert('message_banners', 'id', { ...banner, active: 1 })),
          ...wineStatements(catalogueSeeds()),
          ...bannerStatements(),
          ...partnerStatements(),
          ...partnerSelectionStatements(),
          ...COUPONS.map((coupon) => upsert('coupons', 'code', { ...coupon })),
        ]
      : []),
  ];
}

/**
 * The whole seed, catalogue included: for an empty database (the deploy's `--seed-demo` checks
 * that first), and for the tests, which run it to put the seeded rows back after changing them.
 */
export function seedStatements(): string[] {
  return seedStatementsFor(0);
}
