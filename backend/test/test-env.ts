import { env } from 'cloudflare:test';
import type { D1Migration } from 'cloudflare:test';

/** Bindings the tests see: the worker's own plus the migrations vitest.config.ts reads. */
export const testEnv = env as unknown as Env & { DB: D1Database; TEST_MIGRATIONS: D1Migration[] };
