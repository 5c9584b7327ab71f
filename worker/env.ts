import type { OwnBackend } from './upstream/own-backend.ts';
import type { Logger } from './log.ts';

/** The storefront's Hono environment: bindings from wrangler.toml, per-request variables. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    /** Per-request CSP nonce for the inline scripts streaming SSR emits. */
    nonce: string;
    log: Logger;
    backend: OwnBackend;
  };
}
