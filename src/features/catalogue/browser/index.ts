/**
 * The catalogue feature's browser-only public entry: what other features may use of it
 * (scripts/architecture.test.ts). Everything else in src/features/catalogue/ is its own business.
 */
export { fetchProductsCart } from './catalogue-api.ts';
export { fetchShopSettings } from './catalogue-api.ts';
