/**
 * The account feature's browser-only public entry: what other features may use of it
 * (scripts/architecture.test.ts). Everything else in src/features/account/ is its own business.
 */
export { authApi } from './auth-api.ts';
