/**
 * The favorites feature's browser-only public entry: what other features may use of it
 * (scripts/architecture.test.ts). Everything else in src/features/favorites/ is its own business.
 */
export { mergeLocalFavorites } from './favorites-service.ts';
