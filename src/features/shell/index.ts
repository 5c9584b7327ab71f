/**
 * The shell feature's public entry: what other features may use of it
 * (scripts/architecture.test.ts). Everything else in src/features/shell/ is its own business.
 */
export { default as CleanStorage } from './CleanStorage.island.tsx';
export { FirstScreenEnd } from './FirstScreenEnd.tsx';
