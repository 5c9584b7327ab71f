import type { MailBindings } from '../mail/send-mail.ts';

/**
 * The commerce service's configuration, read from the worker's bindings once per request.
 * Vars live in backend/wrangler.toml; the access tokens are secrets (backend/src/env.ts).
 * Defaults keep `npm start` working offline.
 */
export interface CommerceBindings extends MailBindings {
  DB: D1Database;
  /** `production` turns introspection off; anything else (e.g. `development`) leaves it on. */
  ENVIRONMENT?: string;
  /** The OAuth client id Google ID tokens must be issued for (their `aud`). */
  GOOGLE_CLIENT_ID?: string;
  /** Where Google's signing keys are fetched from. */
  GOOGLE_JWKS_URL?: string;
  /** An inline JWKS (JSON) that replaces GOOGLE_JWKS_URL: offline runs and tests sign their own tokens. */
  GOOGLE_JWKS?: string;
  /** Path of the hosted-checkout stand-in (Checkout.url is `{CHECKOUT_PATH}/{checkoutId}`). */
  CHECKOUT_PATH?: string;
  /** Path of the stand-in account page. */
  ACCOUNT_PATH?: string;
  /** The shop's own address (e.g. "https://loja.example.com.br"): every link in a mail starts with it. */
  SHOP_ORIGIN?: string;
}

export interface CommerceConfig {
  production: boolean;
  google: { clientId: string | undefined; jwksUrl: string; jwks: string | undefined };
  checkoutPath: string;
  accountPath: string;
  /**
   * The shop's configured origin, for links in mail: never the request's Host, which whoever
   * calls can set (a reset link to another host would hand them the key).
   */
  shopOrigin: string;
}

const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
/** `npm start`'s address. */
const LOCAL_SHOP_ORIGIN = 'http://localhost:8787';

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** The configured origin, or the local shop's when unset or not an http(s) origin (the deploy checks it is set). */
function shopOrigin(value: string | undefined): string {
  const url = URL.parse(nonEmpty(value) ?? '');
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.origin : LOCAL_SHOP_ORIGIN;
}

function path(value: string | undefined, fallback: string): string {
  const chosen = nonEmpty(value) ?? fallback;
  return chosen.endsWith('/') && chosen.length > 1 ? chosen.slice(0, -1) : chosen;
}

export function readCommerceConfig(env: CommerceBindings): CommerceConfig {
  return {
    production: nonEmpty(env.ENVIRONMENT)?.toLowerCase() === 'production',
    google: {
      clientId: nonEmpty(env.GOOGLE_CLIENT_ID),
      jwksUrl: nonEmpty(env.GOOGLE_JWKS_URL) ?? GOOGLE_JWKS_URL,
      jwks: nonEmpty(env.GOOGLE_JWKS),
    },
    checkoutPath: path(env.CHECKOUT_PATH, '/checkout'),
    accountPath: path(env.ACCOUNT_PATH, '/conta'),
    shopOrigin: shopOrigin(env.SHOP_ORIGIN),
  };
}
