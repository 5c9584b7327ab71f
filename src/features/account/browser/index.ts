/**
 * The account feature's browser-only public entry: what other features may use of it
 * (scripts/architecture.test.ts). Everything else in src/features/account/ is its own business.
 */
export { AUTH_PATHS } from './session-api.ts';
export { authApi } from './auth-api.ts';
export { fetchSession } from './session-api.ts';
