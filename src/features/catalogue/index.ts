/**
 * The catalogue feature's public entry: what other features may use of it
 * (scripts/architecture.test.ts). Everything else in src/features/catalogue/ is its own business.
 */
export * as catalogueCss from './pages/catalogue.css.ts';
export * as wineGridCss from './WineGrid.css.ts';
export { Pagination } from './Pagination.tsx';
export { Price } from './Price.tsx';
export { SectionUnavailable } from './SectionUnavailable.tsx';
export { WineCard } from './WineCard.tsx';
export { WineImageLink } from './WineImageLink.tsx';
