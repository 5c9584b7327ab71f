/**
 * An agent's cart id (docs/assistants.md "Cart"): the commerce service's checkout id and a
 * signature only this shop can make, `cart_{checkoutId}_{signature}`. A checkout the shop did not
 * open for an agent (a shopper's, whose id an agent might have read somewhere) has no valid
 * signature, so no agent route reads or changes it; and no store of carts is needed to say so.
 * The key is derived (HKDF, its own label) from a secret the deployment already has
 * (cart-operations.ts `cartSecret`), so the owner sets no new one; rotating it retires agents'
 * carts.
 */

const PREFIX = 'cart_';
/** The signature's base64url may hold `_` too, so the id is read by position, never split on it. */
const CART_ID = /^cart_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})_([\w-]{43})$/;
const HKDF_INFO = new TextEncoder().encode('adega ucp cart id v1');

let keyMemo: { secret: string; key: Promise<CryptoKey> } | undefined;

function signingKey(secret: string): Promise<CryptoKey> {
  if (keyMemo?.secret !== secret) {
    const key = crypto.subtle
      .importKey('raw', new TextEncoder().encode(secret), 'HKDF', false, ['deriveKey'])
      .then((material) =>
        crypto.subtle.deriveKey(
          { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: HKDF_INFO },
          material,
          { name: 'HMAC', hash: 'SHA-256', length: 256 },
          false,
          ['sign', 'verify'],
        ),
      );
    keyMemo = { secret, key };
  }
  return keyMemo.key;
}

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/=+$/, '')
    .replaceAll('+', '-')
    .replaceAll('/', '_');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (char) => char.charCodeAt(0));
}

/** HMAC-SHA-256 of the checkout id, base64url. */
async function signatureOf(secret: string, checkoutId: string): Promise<string> {
  return base64Url(new Uint8Array(await crypto.subtle.sign('HMAC', await signingKey(secret), new TextEncoder().encode(checkoutId))));
}

/** The id an agent gets for a checkout the shop opened for it. */
export async function agentCartId(secret: string, checkoutId: string): Promise<string> {
  return `${PREFIX}${checkoutId}_${await signatureOf(secret, checkoutId)}`;
}

/**
 * The checkout behind an agent's cart id, or null for an id the shop did not give (malformed,
 * another checkout's, a signature that does not match), checked by WebCrypto's HMAC verify.
 */
export async function checkoutIdOf(secret: string, cartId: string): Promise<string | null> {
  const [, checkoutId, signatureText] = CART_ID.exec(cartId) ?? [];
  if (!checkoutId || !signatureText) return null;
  const signature = fromBase64Url(signatureText);
  // 43 characters carry 258 bits and atob drops the last 2: only the one spelling we write opens
  if (base64Url(new Uint8Array(signature)) !== signatureText) return null;
  const valid = await crypto.subtle.verify('HMAC', await signingKey(secret), signature, new TextEncoder().encode(checkoutId));
  return valid ? checkoutId : null;
}
