/**
 * The cart feature's public entry: what other features may use of it
 * (scripts/architecture.test.ts). Everything else in src/features/cart/ is its own business.
 */
export { cartWineFromCard } from './cart-rules.ts';
export { default as AddToCartButton } from './AddToCartButton.island.tsx';
export { default as CartButton } from './CartButton.island.tsx';
export { setCartItems } from './cart-store.ts';
