import { applyD1Migrations } from 'cloudflare:test';
import { seedStatements } from '../seed/index.ts';
import { testEnv } from './test-env.ts';

/** Every test file starts from the migrated, seeded database `npm start` would have. */
await applyD1Migrations(testEnv.DB, testEnv.TEST_MIGRATIONS);
await testEnv.DB.batch(seedStatements().map((sql) => testEnv.DB.prepare(sql)));
