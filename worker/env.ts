import type { Logger } from './log.ts';
import type { OwnBackend } from './upstream/own-backend.ts';
import type { UpstreamCaller } from './upstream/upstream-fetch.ts';

/** The storefront's Hono environment: bindings from wrangler.toml, per-request variables. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    /** Per-request CSP nonce for the inline scripts streaming SSR emits. */
    nonce: string;
    log: Logger;
    backend: OwnBackend;
    /** Who is calling upstreams on this request (origin, shopper IP, request id, timeout). */
    caller: UpstreamCaller;
    /** The status the proxied upstream answered, for the request log. */
    upstreamStatus: number;
  };
}

declare global {
  // The base of both `Env` and `Cloudflare.Env` in worker-configuration.d.ts.
  interface __BaseEnv_Env {
    /**
     * Secrets (`wrangler secret put NAME`, locally `.dev.vars`), not in wrangler.toml, so typed
     * here. The edge adds them to upstream calls and nothing else ever sees them: the own
     * backend's key (in API_ACCESS_TOKEN_HEADER) and the storefront API's (in TCS-Access-Token).
     * Unset only for the embedded backend in development.
     */
    API_ACCESS_TOKEN: string;
    STOREFRONT_ACCESS_TOKEN: string;
  }
}
