import { applyD1Migrations } from 'cloudflare:test';
import { seedStatements } from '../../backend/seed/index.ts';
import { testEnv } from '../../backend/test/test-env.ts';

/** The embedded backend behind the BACKEND binding reads this same database, migrated and seeded. */
await applyD1Migrations(testEnv.DB, testEnv.TEST_MIGRATIONS);
await testEnv.DB.batch(seedStatements().map((sql) => testEnv.DB.prepare(sql)));
