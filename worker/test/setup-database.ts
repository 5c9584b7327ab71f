import type { CacheScope } from '../../src/contracts/own-backend-api.ts';
import { freshStorage } from '../../backend/test/fresh-storage.ts';
import { testEnv } from '../../backend/test/test-env.ts';
import { purgeScopes } from '../upstream/cache-generations.ts';
import { fakeUpstream, testBindings } from './edge-harness.ts';

const EVERY_SCOPE = Object.keys({ catalogue: 0, banners: 0, partners: 0, settings: 0, static: 0 } satisfies Record<CacheScope, 0>) as CacheScope[];

/**
 * Each file starts where `npm start` does (the files share one runtime, vitest.config.ts): the
 * database the embedded backend behind BACKEND reads, migrated and seeded; the storefront's KV
 * empty; nothing the edge cached before (every scope purged, as a back-office write would: the
 * last file may have cached the fake upstream's answers); the fake upstream back to its defaults.
 */
await freshStorage({
  db: testEnv.DB,
  migrations: testEnv.TEST_MIGRATIONS,
  namespaces: [testBindings.PARTNERS_KV, testBindings.SESSIONS_KV],
});
await purgeScopes(testBindings, EVERY_SCOPE);
await fakeUpstream.reset();
