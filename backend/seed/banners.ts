import { CAMPAIGNS, PAGE_BANNERS, POPUP_BANNERS } from './data/banners.ts';
import { upsertMany } from './sql.ts';

/** Popup banners, banner-left/right and campaigns. */
export function bannerStatements(): string[] {
  return [
    ...upsertMany(
      'popup_banners',
      'id',
      POPUP_BANNERS.map(({ position, ...banner }) => ({ ...banner, position: JSON.stringify(position) })),
    ),
    ...upsertMany(
      'page_banners',
      'slot',
      PAGE_BANNERS.map((banner) => ({ ...banner, active: 1 })),
    ),
    ...upsertMany(
      'campaigns',
      'slug',
      CAMPAIGNS.map((campaign) => ({ ...campaign, active: 1 })),
    ),
  ];
}
