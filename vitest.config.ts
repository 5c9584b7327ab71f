import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { createTestIssuer } from './backend/src/age/carteira/test-issuer.ts';
import { applyOfflineEnv } from './scripts/lib/offline-env.ts';
import { clientAssets } from './scripts/vite/client-assets.ts';
import { binaryModules } from './scripts/vite/binary-modules.ts';
import { islands } from './scripts/vite/islands.ts';
import { textModules } from './scripts/vite/text-modules.ts';

applyOfflineEnv();

const BACKEND_DB_ID = '5f1d1c1e-0000-4000-8000-00000000d1db';
const COMPATIBILITY_DATE = '2026-10-01';
const migrations = await readD1Migrations('backend/migrations');
// The backend's secrets, for both test workers (the storefront sends them, the backend checks them).
// ADMIN_API_TOKEN is the admin API's own key (backend/src/access/front-door.ts), sent only by the back office.
const ACCESS_TOKENS = {
  API_ACCESS_TOKEN: 'test-api-token-4f9c2e',
  STOREFRONT_ACCESS_TOKEN: 'test-storefront-token-8b1d07',
  ADMIN_API_TOKEN: 'test-admin-token-5e7a13',
};
// The backend's mail stays in its D1 outbox (backend/src/mail/send-mail.ts), where tests read it;
// its checkout stand-in takes orders (CHECKOUT_DEMO), as in every local run.
// Links in mail lead to the tests' storefront origin (worker/test/edge-harness.ts ORIGIN).
// The same tokens in the environment, where wrangler looks for the secrets both configs require
// (`[secrets] required`): otherwise every test worker warns that they are missing.
for (const [name, value] of Object.entries(ACCESS_TOKENS)) process.env[name] ??= value;
// Age verification runs on its stand-ins (docs/age-verification.md); the Receita's stand-in that never
// answers is given up on after 300 ms rather than the 10 s of production.
// The wallet method's stand-in trusts a test issuer made for this run (backend/src/age/carteira/test-issuer.ts).
const walletTestIssuer = (await createTestIssuer({ now: new Date() })).issuer;
const BACKEND_TEST_VARS = {
  ...ACCESS_TOKENS,
  MAIL_DELIVERY: 'outbox',
  CHECKOUT_DEMO: 'on',
  SHOP_ORIGIN: 'https://loja.test',
  AGE_VERIFICATION_DEMO: 'on',
  AGE_RECEITA_TIMEOUT_MS: '300',
  AGE_WALLET_TEST_ISSUER: JSON.stringify(walletTestIssuer),
};

const BUILT_BACKEND = './dist/backend';

/**
 * The built backend's modules: its entry first, then the chunks it loads on demand and their
 * WebAssembly (Miniflare follows static imports only). Empty before `npm run build`.
 */
function builtBackendModules(): { type: 'ESModule' | 'CompiledWasm'; path: string }[] {
  if (!existsSync(`${BUILT_BACKEND}/index.js`)) return [];
  const assets = `${BUILT_BACKEND}/assets`;
  const chunks = existsSync(assets) ? readdirSync(assets).map((file) => `assets/${file}`) : [];
  return ['index.js', ...chunks]
    .filter((file) => file.endsWith('.js') || file.endsWith('.wasm'))
    .map((file) => ({ type: file.endsWith('.wasm') ? 'CompiledWasm' : 'ESModule', path: `${BUILT_BACKEND}/${file}` }));
}

/**
 * Three layers: `unit` (Node and happy-dom), `backend-worker` and `storefront-worker`
 * (inside workerd, with D1 migrated and seeded). The storefront project runs the built backend
 * (dist/backend) behind its service binding, so `npm run build` comes first.
 */
/**
 * On a busy 2-core machine a test's first import of a feature (transforming dozens of modules) can
 * take several seconds: a test is given time to finish, and never asserts how long it took.
 */
const BUSY_MACHINE_TIMEOUTS = { testTimeout: 30_000, hookTimeout: 30_000 } as const;

/**
 * The worker suites run their files one after another in one workerd runtime per test worker (a
 * worker that moves on to the other project's files starts that project's), not a runtime per
 * file: starting one (the built backend, the module graph) cost about 2 s a file, most of
 * the whole run. Each file still starts from the storage `npm start` leaves (the setup files,
 * backend/test/fresh-storage.ts); what lives in memory (rate-limit counts, the Cache API, Durable
 * Objects) is shared, so a test never counts on it being empty.
 */
const ONE_RUNTIME_PER_WORKER = { isolate: false } as const;

/**
 * As many test files at once as the machine has cores, all projects together. Vitest's default
 * leaves one core out, so on
 * a 2-core machine it ran every file one after another, the two worker projects too, while most of
 * a file's time is spent waiting on workerd or on imports: on such a machine, quiet, the unit run
 * took 122 s with one and 78 s with two, the worker runs 217 s and 156 s.
 */
const ALL_CORES = { maxWorkers: availableParallelism() } as const;

export default defineConfig({
  test: {
    ...ALL_CORES,
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          ...BUSY_MACHINE_TIMEOUTS,
          include: ['{src,client,scripts}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.worker.test.{ts,tsx}', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        plugins: [
          textModules(['.graphql']),
          binaryModules(['.ttf']),
          cloudflareTest({
            wrangler: { configPath: './backend/wrangler.toml' },
            // A developer's backend/.dev.vars (npm run dev: ENVIRONMENT=development) must not change what
            // the tests see: the vars it may hold are pinned to the deployed defaults (introspection off,
            // no demo checkout).
            miniflare: { bindings: { TEST_MIGRATIONS: migrations, ...BACKEND_TEST_VARS, ENVIRONMENT: 'production' } },
          }),
        ],
        test: {
          name: 'backend-worker',
          ...BUSY_MACHINE_TIMEOUTS,
          ...ONE_RUNTIME_PER_WORKER,
          include: ['backend/**/*.worker.test.ts'],
          setupFiles: ['backend/test/setup-database.ts'],
        },
      },
      {
        plugins: [
          islands(),
          vanillaExtractPlugin(),
          clientAssets({ scriptEntry: 'client/main.ts', styleEntry: 'client/styles.ts' }),
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              // The test worker shares the backend's database to migrate and seed it.
              d1Databases: { DB: BACKEND_DB_ID },
              // Tests provoke failures on purpose; request logs would drown the report.
              // EDGE_CACHE off: tests change the backend's data and expect to see it at once
              // (the edge-cache tests turn it on for themselves).
              bindings: {
                TEST_MIGRATIONS: migrations,
                LOG_LEVEL: 'silent',
                ...ACCESS_TOKENS,
                ENVIRONMENT: 'test',
                EDGE_CACHE: 'off',
              },
              // A misbehaving upstream on demand (worker/test/fake-upstream.js), for fault injection;
              // it also plays the hosted services (every outbound fetch goes to it, never out).
              serviceBindings: { FAKE_UPSTREAM: 'fake-upstream' },
              outboundService: 'fake-upstream',
              workers: [
                {
                  name: 'backend',
                  modulesRoot: BUILT_BACKEND,
                  modules: builtBackendModules(),
                  compatibilityDate: COMPATIBILITY_DATE,
                  d1Databases: { DB: BACKEND_DB_ID },
                  // uploaded wine photos (backend/wrangler.toml MEDIA)
                  r2Buckets: ['MEDIA'],
                  bindings: BACKEND_TEST_VARS,
                },
                {
                  name: 'fake-upstream',
                  modules: true,
                  scriptPath: './worker/test/fake-upstream.js',
                  compatibilityDate: COMPATIBILITY_DATE,
                },
              ],
            },
          }),
        ],
        test: {
          name: 'storefront-worker',
          ...BUSY_MACHINE_TIMEOUTS,
          ...ONE_RUNTIME_PER_WORKER,
          include: ['worker/**/*.worker.test.{ts,tsx}'],
          setupFiles: ['worker/test/setup-database.ts'],
        },
      },
    ],
  },
});
