/**
 * The secrets both workers declare (`[secrets] required` in wrangler.toml and backend/wrangler.toml),
 * as a local run supplies them. Wrangler loads a worker's local secrets from a `.dev.vars` beside
 * its config, or else from the process environment, and warns "Missing required secrets" for each
 * worker that lacks one: `npm start` gives the local server (scripts/lib/workers-server.ts, which
 * reads them with wrangler's own loader) a development value for each (a fresh clone
 * has no `.dev.vars`), and the build, which gets none, keeps that check quiet.
 */

/**
 * The access tokens of one run: the storefront sends the first two, the backend checks them;
 * ADMIN_API_TOKEN is the admin API's own key (each worker receives the secrets it declares).
 */
export interface AccessTokens {
  API_ACCESS_TOKEN: string;
  STOREFRONT_ACCESS_TOKEN: string;
  ADMIN_API_TOKEN: string;
}

/** Fresh tokens for one local run (the backend refuses calls without them, as in production). */
function localAccessTokens(): AccessTokens {
  const token = () => Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url');
  return { API_ACCESS_TOKEN: token(), STOREFRONT_ACCESS_TOKEN: token(), ADMIN_API_TOKEN: token() };
}

/** Known tokens for the e2e run: e2e checks that no page or asset contains them. */
export const E2E_ACCESS_TOKENS: AccessTokens = {
  API_ACCESS_TOKEN: 'e2e-api-token-7d41b9',
  STOREFRONT_ACCESS_TOKEN: 'e2e-storefront-token-3c92af',
  ADMIN_API_TOKEN: 'e2e-admin-token-61c0d4',
};

/** What the local server's environment adds for a run: a development value for every required secret. */
export function localServerEnv(tokens: AccessTokens = localAccessTokens()): Record<string, string> {
  return { ...tokens };
}

/**
 * What the build's environment adds: wrangler's logs at "error". Building, the Cloudflare plugin
 * loads each worker's local secrets as if to serve it (to copy a `.dev.vars` into dist), finds
 * none (the local server gets them later) and would warn for each worker. `npm run build` sets the same.
 */
export const BUILD_ENV = { WRANGLER_LOG: 'error' } as const;
