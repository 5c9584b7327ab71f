import { sessionSchema, type Session } from '../../../contracts/auth.ts';
import { requestJson } from '../../../core/browser/request.ts';

/** The edge's session routes (DECISIONS 1: the page never holds a token). */
export const AUTH_PATHS = {
  session: '/auth/session',
  /**
   * Hands this browser's cart (its `cart-id` cookie, never a parameter another site could set) to
   * the checkout site, the legacy token added at the edge (spec §7).
   */
  checkout: '/auth/checkout',
} as const;

/** Whether a customer is logged in (spec §5 "Checkout requires login"). */
export function fetchSession(): Promise<Session> {
  return requestJson(AUTH_PATHS.session, sessionSchema);
}
