import { isDevelopment, secretOf } from '../access/front-door.ts';
import { readCommerceConfig, type CommerceBindings } from '../commerce/config.ts';
import { constantTimeEqualText, hmacSha256Hex } from '../commerce/crypto.ts';
import { WITHDRAWAL_PATH } from '../../../src/contracts/payment-paths.ts';

/**
 * The signed link of an order's mails and of "Meus pedidos" to its withdrawal page (docs/payments.md):
 * it names the order and proves the shop wrote it (HMAC with a key derived from the backend's own
 * secret), so the buyer withdraws in one click without typing the order's number and e-mail. It
 * opens nothing but that order's withdrawal.
 */
interface LinkBindings extends CommerceBindings {
  API_ACCESS_TOKEN?: string;
}

/**
 * The signing key: derived from the backend's secret. Without it, a key anyone could compute would
 * open every order's withdrawal, so only development (where the front door opens without the
 * secret too, access/front-door.ts) signs with a fixed one; elsewhere no link is signed.
 */
function signingKey(env: LinkBindings): string | undefined {
  const secret = secretOf(env.API_ACCESS_TOKEN);
  if (secret) return `adega:withdrawal-link:${secret}`;
  return isDevelopment(env) ? 'adega:withdrawal-link:local' : undefined;
}

async function signature(env: LinkBindings, orderId: number): Promise<string | undefined> {
  const key = signingKey(env);
  // 128 bits of the MAC: enough against guessing, short enough for a link in a mail
  return key === undefined ? undefined : (await hmacSha256Hex(key, `pedido:${orderId}`)).slice(0, 32);
}

/** The path of the order's withdrawal page, signed; without a key, the page that asks for the order's number and e-mail. */
export async function withdrawalPath(env: LinkBindings, orderId: number): Promise<string> {
  const signed = await signature(env, orderId);
  return signed === undefined ? WITHDRAWAL_PATH : `${WITHDRAWAL_PATH}?pedido=${orderId}&assinatura=${signed}`;
}

/** The same, as a full address for a mail. */
export async function withdrawalLink(env: LinkBindings, orderId: number): Promise<string> {
  return `${readCommerceConfig(env).shopOrigin}${await withdrawalPath(env, orderId)}`;
}

export async function signedForOrder(env: LinkBindings, orderId: number, sent: string): Promise<boolean> {
  const signed = await signature(env, orderId);
  return signed !== undefined && constantTimeEqualText(signed, sent.toLowerCase());
}
