/**
 * Where the checkout hand-off goes (CHECKOUT_URL, CHECKOUT_ACCOUNT_URL): a path is this shop's own
 * origin (its own checkout, in the embedded backend); an absolute URL is a hosted checkout site.
 * One rule, read by the edge and by the deploy's checks.
 */
export function isHostedCheckoutUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
