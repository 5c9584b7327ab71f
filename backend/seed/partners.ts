import { PARTNERS } from './data/partners.ts';
import { upsertMany } from './sql.ts';

/** Partner shops. */
export function partnerStatements(): string[] {
  return upsertMany(
    'partners',
    'name',
    PARTNERS.map(({ wines: _wines, ...partner }) => ({ ...partner, active: 1 })),
  );
}

/** Their selections of wines: part of the demo catalogue (after the wines and the partners). */
export function partnerSelectionStatements(): string[] {
  return upsertMany(
    'partner_wines',
    ['partner_name', 'wine_id'],
    PARTNERS.flatMap((partner) => partner.wines.map((wineId, index) => ({ partner_name: partner.name, wine_id: wineId, position: index + 1 }))),
  );
}
