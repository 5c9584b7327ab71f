/**
 * The age verification's addresses (docs/age-verification.md), apart from its schemas so the
 * routes every page loads carry no schema code.
 */

/** Where a signed-in customer confirms their age (the storefront's page). */
export const AGE_VERIFICATION_PATH = '/verificar-idade';

/**
 * Where the local stand-in of the age vendor shows its page (backend/src/age/provedor/), on the
 * shop's own origin; the edge forwards it to the backend like the checkout stand-in.
 */
export const AGE_VENDOR_STAND_IN_PATH = '/verificacao-simulada';

/** The public address the age vendor notifies (a compact JWS in the body), forwarded to the backend. */
export const AGE_VENDOR_WEBHOOK_PATH = '/webhooks/idade';
