import { AGE_VENDOR_STAND_IN_PATH } from '../src/contracts/age-paths.ts';
import { isHostedCheckoutUrl } from '../src/contracts/checkout-target.ts';
import { PAYMENT_STAND_IN_PATH, WITHDRAWAL_PATH } from '../src/contracts/payment-paths.ts';

/**
 * Reading the checkout configuration (wrangler.toml vars). CHECKOUT_URL and CHECKOUT_ACCOUNT_URL
 * are either paths on this origin, served by the embedded backend's hosted-checkout stand-in
 * (the default, so an order can be completed at http://localhost:8787), or absolute URLs of a
 * hosted checkout site.
 */

const DEFAULT_CHECKOUT_PATH = '/checkout';
const DEFAULT_ACCOUNT_PATH = '/conta';

/** Where the checkout hand-off points (spec §7: `{CHECKOUT_URL}/{cart-id}?token={legacy token}`). */
export function checkoutBase(env: Env, siteOrigin: string): URL {
  return new URL(env.CHECKOUT_URL || DEFAULT_CHECKOUT_PATH, siteOrigin);
}

/** The checkout site's account area ("Minha conta", spec §2). */
export function checkoutAccountUrl(env: Env, siteOrigin: string): URL {
  return new URL(env.CHECKOUT_ACCOUNT_URL || DEFAULT_ACCOUNT_PATH, siteOrigin);
}

/** The hosted checkout's origin when CHECKOUT_URL is absolute (for CSP and redirect checks). */
export function externalCheckoutOrigin(env: Env): string | undefined {
  return env.CHECKOUT_URL && isHostedCheckoutUrl(env.CHECKOUT_URL) ? new URL(env.CHECKOUT_URL).origin : undefined;
}

/**
 * Paths of this origin the embedded stand-ins serve (forwarded to the backend): the checkout
 * prefix and the account page, each only while configured as a path, and the age vendor's and the
 * payment provider's stand-in pages (the backend answers 404 there unless that stand-in runs), and
 * the withdrawal page ("Arrependimento de compra").
 */
export function embeddedCheckoutPaths(env: Env): string[] {
  const paths = [env.CHECKOUT_URL || DEFAULT_CHECKOUT_PATH, env.CHECKOUT_ACCOUNT_URL || DEFAULT_ACCOUNT_PATH];
  return [
    ...paths.filter((path) => !isHostedCheckoutUrl(path)).map((path) => path.replace(/\/+$/, '')),
    AGE_VENDOR_STAND_IN_PATH,
    PAYMENT_STAND_IN_PATH,
    WITHDRAWAL_PATH,
  ];
}

/**
 * A local run (`npm start`, `npm run dev`, the tests): ENVIRONMENT "development" or "test". Only
 * then do local conveniences exist (the build-id override cookie, /dev/mail); a staging or
 * production deployment has none of them.
 */
export function isLocalRun(env: Env): boolean {
  return env.ENVIRONMENT === 'development' || env.ENVIRONMENT === 'test';
}
