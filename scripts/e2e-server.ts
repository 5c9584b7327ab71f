/**
 * The server Playwright tests run against: the built app on workerd with a fresh database
 * (migrated and seeded), on loopback port 8788 (or E2E_PORT) so it never collides with `npm start`.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { setupDatabase } from './db-setup.ts';
import { createGoogleTestKey, GOOGLE_TEST_CLIENT_ID } from './lib/google-test-key.ts';
import { E2E_ACCESS_TOKENS } from './lib/dev-secrets.ts';
import { E2E_STOREFRONT_VARS, serveBuiltApp } from './lib/serve.ts';
import { E2E_PORT } from '../e2e/shopper-state.ts';

const persistTo = resolve('.wrangler/e2e-state');
rmSync(persistTo, { recursive: true, force: true });
await setupDatabase(persistTo);
// Google sign-in with a key made for this run: the storefront offers Google's button
// (tests serve a stand-in for Google's script) and the commerce service trusts the run's key.
const googleJwks = await createGoogleTestKey();
// Not "production": test-only switches (such as the build-id override) are available.
const server = await serveBuiltApp({
  port: E2E_PORT,
  persistTo,
  quiet: true,
  // what the workers log at "error" (a request that failed, with its cause) reaches Playwright's output
  onOutput: (text) => process.stderr.write(text),
  vars: { ...E2E_STOREFRONT_VARS, GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID },
  // Known tokens let e2e prove no page or asset ever carries them.
  accessTokens: E2E_ACCESS_TOKENS,
  // links in mail on the address the tests browse (their local storage belongs to that origin)
  backendVars: { GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID, GOOGLE_JWKS: googleJwks, SHOP_ORIGIN: `http://127.0.0.1:${E2E_PORT}` },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.stop();
    process.exit(0);
  });
}
