/**
 * The public addresses of payments and orders (docs/payments.md), apart from any schema so the
 * routes that forward them, and the footer that links one, carry no schema code.
 */

/** Where the payment provider notifies (its signature in headers), forwarded to the backend as it came. */
export const PAYMENT_WEBHOOK_PATH = '/webhooks/pagamentos';

/**
 * The provider's own x-request-id (part of what its signature covers), as the edge forwards it:
 * under its own name, since every call to the backend carries the edge's x-request-id.
 */
export const PROVIDER_REQUEST_ID_HEADER = 'x-provider-request-id';

/**
 * Where the local payment stand-in shows its pages ("Simular pagamento"), on the shop's own
 * origin; the edge forwards them to the backend like the checkout stand-in.
 */
export const PAYMENT_STAND_IN_PATH = '/pagamento-simulado';

/**
 * "Arrependimento de compra" (CDC art. 49, Decreto 7.962/2013 art. 5): a shopper gives up a
 * purchase without logging in, with the order's number and e-mail or the signed link of its mails.
 * Served by the backend on the shop's origin, like the checkout.
 */
export const WITHDRAWAL_PATH = '/arrependimento';

/**
 * "Meus dados", under the account page's path (`/conta/dados`): the customer's own details
 * (backend/src/checkout/account-details.ts). Its posts can name any CPF, so the edge counts them
 * in the logins' rate limit.
 */
export const ACCOUNT_DETAILS_SUFFIX = '/dados';
