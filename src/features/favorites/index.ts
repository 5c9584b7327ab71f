/**
 * The favorites feature's public entry: what other features may use of it
 * (scripts/architecture.test.ts). Everything else in src/features/favorites/ is its own business.
 */
export { default as FavoriteButton } from './FavoriteButton.island.tsx';
export { default as FavoritesList } from './FavoritesList.island.tsx';
