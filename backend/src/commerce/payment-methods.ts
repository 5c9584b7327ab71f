import { ERROR_CODES } from '../../../src/contracts/graphql/error-codes.ts';
import type { CheckoutState } from './checkout-store.ts';
import { CommerceError } from './errors.ts';

/**
 * The payment methods a checkout offers (hosted `paymentMethods`, `checkoutSelectPaymentMethod`).
 * Pix gets the shop's Pix discount (docs/decisions.md "Pix price"); nothing is charged here: the
 * hosted checkout, or the stand-in in a demo, takes the payment.
 */
export const PAYMENT_METHODS = [
  { id: 'pix', name: 'Pix' },
  { id: 'credit-card', name: 'Cartão de crédito' },
] as const;

export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]['id'];

/** What a checkout that never chose is priced and recorded as: no Pix discount. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethodId = 'credit-card';

function isPaymentMethodId(value: unknown): value is PaymentMethodId {
  return PAYMENT_METHODS.some((method) => method.id === value);
}

/** The hosted `paymentMethod` nodes (no images: the names say it). */
export function paymentMethodNodes() {
  return PAYMENT_METHODS.map((method) => ({ id: method.id, name: method.name, imageUrl: null }));
}

/** PAY101 for an id `paymentMethods` does not offer; the choice is kept with a new selection id. */
export async function selectPaymentMethod(db: D1Database, state: CheckoutState, paymentMethodId: string, now: Date): Promise<void> {
  if (!isPaymentMethodId(paymentMethodId)) {
    throw new CommerceError(ERROR_CODES.paymentMethodInvalid, 'Forma de pagamento inválida: escolha Pix ou Cartão de crédito.', {
      available: PAYMENT_METHODS.map((method) => method.id),
    });
  }
  await db
    .prepare('UPDATE checkouts SET payment_method = ?, payment_selection_id = ?, updated_at = ? WHERE id = ?')
    .bind(paymentMethodId, crypto.randomUUID(), now.toISOString(), state.checkout.id)
    .run();
}
