import type { Context, Next } from 'hono';
import { AGENT_MESSAGES } from '../../../src/core/messages/pt-BR-agents.ts';
import type { AppEnv } from '../../env.ts';
import { withinLimit } from '../../middleware/rate-limits.ts';
import { UcpRequestError } from './ucp-answers.ts';

/** The rate-limiting binding's window is a minute (wrangler.toml AGENT_LIMITER). */
const RETRY_AFTER_SECONDS = 60;

/**
 * Agents' calls have a bucket of their own (AGENT_LIMITER, per client address), so an eager agent
 * spends its own allowance and never a shopper's (pages and the search box count elsewhere, or not
 * at all). One bucket for both bindings, REST (/ucp/*) and MCP (/mcp): an agent cannot double its
 * allowance by switching. Over it: 429 with Retry-After (UCP overview "Error Handling"), which each
 * binding answers in its own shape.
 */
export async function agentRateLimit(c: Context<AppEnv>, next: Next): Promise<Response | undefined> {
  if (await withinLimit(c, 'AGENT_LIMITER')) {
    await next();
    return undefined;
  }
  throw new UcpRequestError(429, 'rate_limited', AGENT_MESSAGES.tooManyRequests, RETRY_AFTER_SECONDS);
}

/**
 * A new coupon code tried on an agent's cart counts in the shoppers' coupon bucket too
 * (COUPON_LIMITER, the one checkoutAddCoupon spends): codes are guessable, and the agents' larger
 * allowance must not make guessing faster. Checked before the cart changes: a refused call changes
 * nothing. The code the cart already holds, or none, spends nothing.
 */
export async function limitCouponAttempt(c: Context<AppEnv>, codes: readonly string[] | undefined, held: string | null): Promise<void> {
  const wanted = codes?.[0]?.trim();
  if (!wanted || wanted.toLowerCase() === held?.toLowerCase()) return;
  if (!(await withinLimit(c, 'COUPON_LIMITER'))) throw new UcpRequestError(429, 'rate_limited', AGENT_MESSAGES.tooManyRequests, RETRY_AFTER_SECONDS);
}
