import type { CommerceConfig } from '../commerce/config.ts';

/**
 * What every resolver receives, made fresh for each request (no request state at module scope:
 * STYLE habit 3). The customer is never taken from a header: like the hosted API, operations
 * carry the `customerAccessToken` argument (notes/storefront-api.md "Transport").
 */
export interface CommerceContext {
  db: D1Database;
  config: CommerceConfig;
  /** One clock reading per request, so every rule in it agrees on "now". */
  now: Date;
  /** The shopper's IP (X-Forwarded-For from the edge), for rate limits. */
  ip: string;
}

/** The first address of X-Forwarded-For (the edge puts the shopper's there), else the peer's. */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('cf-connecting-ip')?.trim() || 'unknown';
}
