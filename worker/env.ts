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
    /** This page is rendered for the edge cache to share among visitors (worker/page-cache/). */
    sharedPage?: true;
    /** This page has a markdown version (worker/markdown/negotiation.ts `offersMarkdown`): its HTML names it in `Link`. */
    markdownVersion?: true;
    /** The page renderer ran for this request (the request log says so: a page from the edge cache did not). */
    rendered?: true;
    /** In the back office: the owner's e-mail (lower case), as Cloudflare Access or the local login established it. */
    owner?: string;
    /** An agent's request body, read once within its limit (worker/agents/ucp/ucp-request.ts). */
    agentBody?: Uint8Array;
    /** An agent's request failed in a way a retry may not (5xx, 409, 429): its answer is not kept under an Idempotency-Key. */
    agentTransientFailure?: true;
  };
}
