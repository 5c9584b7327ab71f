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

async function signature(env: LinkBindings, orderId: number): Promise<string> {
  // 128 bits of the MAC: enough against guessing, short enough for a link in a mail
  return (await hmacSha256Hex(`adega:withdrawal-link:${env.API_ACCESS_TOKEN ?? 'local'}`, `pedido:${orderId}`)).slice(0, 32);
}

/** The path of the order's withdrawal page, signed. */
export async function withdrawalPath(env: LinkBindings, orderId: number): Promise<string> {
  return `${WITHDRAWAL_PATH}?pedido=${orderId}&assinatura=${await signature(env, orderId)}`;
}

/** The same, as a full address for a mail. */
export async function withdrawalLink(env: LinkBindings, orderId: number): Promise<string> {
  return `${readCommerceConfig(env).shopOrigin}${await withdrawalPath(env, orderId)}`;
}

export async function signedForOrder(env: LinkBindings, orderId: number, sent: string): Promise<boolean> {
  return constantTimeEqualText(await signature(env, orderId), sent.toLowerCase());
}
