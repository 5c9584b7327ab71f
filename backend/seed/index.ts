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
 * The demo catalogue (the wines, their occasion and dish links, the partners' selections) goes
 * only into a database with no wines: after that the catalogue is the owner's, edited in the
 * back office, and a later `npm start` must not undo those edits (README "Catalogue data"). The
 * rest is upserts of the seed's own rows, so running it again changes nothing the shop created,
 * and never the columns the shop changes (stock, the promotion switch).
 * Order matters: categories before wines (search index), filters and wines before their links.
 */
export function seedStatementsFor(existingWines: number): string[] {
  const catalogue = existingWines === 0;
  return [
    ...MESSAGE_BANNERS.map((banner) => upsert('message_banners', 'id', { ...banner, active: 1 })),
    ...categoryStatements(),
    ...filterStatements(),
    ...(catalogue ? wineStatements(catalogueSeeds()) : []),
    ...bannerStatements(),
    ...partnerStatements(),
    ...(catalogue ? partnerSelectionStatements() : []),
    ...COUPONS.map((coupon) => upsert('coupons', 'code', { ...coupon })),
  ];
}

/**
 * The whole seed, catalogue included: for an empty database (the deploy's `--seed-demo` checks
 * that first), and for the tests, which run it to put the seeded rows back after changing them.
 */
export function seedStatements(): string[] {
  return seedStatementsFor(0);
}
