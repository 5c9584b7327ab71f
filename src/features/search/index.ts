/**
 * The search feature's public entry: what other features may use of it
 * (scripts/architecture.test.ts). Everything else in src/features/search/ is its own business.
 */
export { default as SearchToggle } from './SearchToggle.island.tsx';
export { inStockFirst } from './search-results.ts';
export { searchWineToCard } from './search-results.ts';
