import { freshStorage } from './fresh-storage.ts';
import { testEnv } from './test-env.ts';

/** Every test file starts from the migrated, seeded database `npm start` would have, and an empty media bucket. */
await freshStorage({ db: testEnv.DB, migrations: testEnv.TEST_MIGRATIONS, buckets: [testEnv.MEDIA] });
