import type { Context } from 'hono';
import { AGENT_MESSAGES } from '../../../../src/core/messages/pt-BR-agents.ts';
import type { AppEnv } from '../../../env.ts';
import { UcpRequestError } from '../ucp-answers.ts';

/** Another change of the cart is under way; the agent tries again in a moment. */
const RETRY_BUSY_SECONDS = 1;

/**
 * One change of an agent's cart at a time (update, cancel). A change is planned from a read of the
 * checkout and sent in several calls; two at once would each plan from the same read and mix their
 * lines (past the 30-line bound). The claim is the Idempotency-Key store's (one object per name,
 * which answers one call at a time), under the checkout's name; a second change meanwhile is 409
 * `cart_busy`, and nothing of it runs.
 */
export async function withCartWrite<T>(c: Context<AppEnv>, checkoutId: string, change: () => Promise<T>): Promise<T> {
  const claims = c.env.IDEMPOTENCY_KEYS;
  const lock = claims.get(claims.idFromName(`cart-write ${checkoutId}`));
  const claim = await lock.claim('write', Date.now());
  if (claim.state !== 'first') throw new UcpRequestError(409, 'cart_busy', AGENT_MESSAGES.cartBusy, RETRY_BUSY_SECONDS);
  try {
    return await change();
  } finally {
    await lock.settle('write', null);
  }
}
