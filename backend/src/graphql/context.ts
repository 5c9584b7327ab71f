import type { CommerceConfig } from '../commerce/config.ts';
import type { Mail } from '../mail/send-mail.ts';

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
  /** The shopper's IP (backend/src/access/front-door.ts `shopperIp`), for rate limits. */
  ip: string;
  /** The shop's configured origin (SHOP_ORIGIN), for links in mail; never the request's. */
  origin: string;
  /** Sends a mail after the answer (backend/src/mail/send-mail.ts). */
  mail: (mail: Mail) => void;
}
