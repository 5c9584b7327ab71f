/**
 * The payments' public addresses (docs/payments.md), apart from any schema so the routes that
 * forward them carry no schema code.
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
