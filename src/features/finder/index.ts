/**
 * The finder feature's public entry: what other features may use of it
 * (scripts/architecture.test.ts). Everything else in src/features/finder/ is its own business.
 */
export { HeaderFinderLink } from './FinderLink.tsx';
