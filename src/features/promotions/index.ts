/**
 * The promotions feature's public entry: what other features may use of it
 * (scripts/architecture.test.ts). Everything else in src/features/promotions/ is its own business.
 */
export { default as NewsletterForm } from './NewsletterForm.island.tsx';
export { default as PopupBanners } from './PopupBanners.island.tsx';
export { default as TopBannerStrip } from './TopBannerStrip.island.tsx';
