import { ERROR_CODES } from '../../../src/contracts/graphql/error-codes.ts';
import { customerForToken } from './auth.ts';
import { loadCheckoutState, type CheckoutState } from './checkout-store.ts';
import { isUuid } from './crypto.ts';
import type { CustomerRow } from './customers.ts';
import { CommerceError } from './errors.ts';

/**
 * Who may read or change a checkout. The checkout id is the capability for an anonymous cart (as
 * on the hosted API); once a cart belongs to a customer, only that customer's token opens it, so
 * a cart id left in a browser after logout reveals nothing (and the storefront starts a new cart).
 * A completed checkout is read-only (CKT117).
 */
export async function callerOf(db: D1Database, token: string | null | undefined, now: Date): Promise<CustomerRow | undefined> {
  // an absent or empty token is an anonymous caller; a token that does not work is an error (TKN101)
  return token ? customerForToken(db, token, now) : undefined;
}

export const checkoutNotFound = () => new CommerceError(ERROR_CODES.checkoutNotFound, 'Carrinho não encontrado.');
export const checkoutForbidden = () => new CommerceError(ERROR_CODES.checkoutForbidden, 'Este carrinho pertence a outra conta: faça login para continuar.');
export const checkoutCompleted = () => new CommerceError(ERROR_CODES.checkoutCompleted, 'Este carrinho já foi finalizado.');

export async function openCheckout(db: D1Database, checkoutId: string, caller: CustomerRow | undefined, access: 'read' | 'write'): Promise<CheckoutState> {
  if (!isUuid(checkoutId)) throw new CommerceError(ERROR_CODES.checkoutGet, 'Identificador de carrinho inválido.');
  const state = await loadCheckoutState(db, checkoutId.toLowerCase());
  if (!state) throw checkoutNotFound();
  const owner = state.checkout.customer_id;
  if (owner !== null && owner !== caller?.id) throw checkoutForbidden();
  if (access === 'write' && state.checkout.completed === 1) throw checkoutCompleted();
  return state;
}
