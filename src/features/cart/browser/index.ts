/**
 * The cart feature's browser-only public entry: what other features may use of it
 * (scripts/architecture.test.ts). Everything else in src/features/cart/ is its own business.
 */
export type { BrowserMemory } from './checkout-memory.ts';
export type { CartAdoption } from './cart-adoption.ts';
export { adoptAccountCart } from './cart-adoption.ts';
export { browserMemory } from './checkout-memory.ts';
export { forgetCartId } from './checkout-memory.ts';
export { startCartLink } from './cart-link.ts';
