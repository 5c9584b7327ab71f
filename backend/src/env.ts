/** The backend worker's Hono environment. */
export interface BackendEnv {
  Bindings: Env;
}

declare global {
  // Secrets (`wrangler secret put`, locally `.dev.vars`), not in wrangler.toml, so typed here.
  interface __BaseEnv_Env {
    /** The key the storefront sends the REST API in X-Access-Token (backend/src/access/front-door.ts). */
    API_ACCESS_TOKEN?: string;
    /** The key the storefront sends /graphql in TCS-Access-Token. */
    STOREFRONT_ACCESS_TOKEN?: string;
  }
}
