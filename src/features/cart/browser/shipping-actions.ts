import { requestErrorMessage, RequestError } from '../../../core/browser/request.ts';
import { ERROR_CODES } from '../../../contracts/graphql/error-codes.ts';
import { cepDigits, isValidCep, maskCep } from '../cep.ts';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { showSnack } from '../../../core/stores/snack-store.ts';
import type { Stores } from '../../../stores/stores.ts';
import type { CartEnv } from './cart-env.ts';
import type { CartSync } from './cart-sync.ts';

export interface ShippingActions {
  /** spec §5: the CEP field keeps digits only, with the hyphen after 5 digits, at most 9 characters. */
  setCep(input: string): void;
  /** spec §5: Enter or "Calcular" asks for quotes; a bad CEP shows "Cep inválido". */
  quote(): Promise<void>;
  /** spec §4: choosing a quote sets the shipping cost, which the total then includes. */
  select(shippingQuoteId: string): Promise<void>;
  /** After the cart changed: quotes shown for a CEP are asked again (prices and free shipping move). */
  refresh(): Promise<void>;
}

function tell(stores: Stores, error: unknown): void {
  console.warn('cart: shipping failed', error);
  showSnack(stores.snack, { text: requestErrorMessage(error) ?? MESSAGES.cartSyncFailed, style: 'error' });
}

export function createShippingActions(stores: Stores, env: CartEnv, cartSync: CartSync): ShippingActions {
  const shipping = stores.checkout.shipping;

  async function checkoutId(): Promise<string | null> {
    if (stores.cart.checkoutId && !stores.checkout.syncFailed) return stores.cart.checkoutId;
    return (await cartSync.sync()) ? stores.cart.checkoutId : null;
  }

  async function quoteFor(cep: string, quiet: boolean): Promise<void> {
    if (!isValidCep(cep)) {
      shipping.status = 'invalid';
      return;
    }
    shipping.status = 'loading';
    const id = await checkoutId();
    if (!id) {
      shipping.status = 'failed';
      return;
    }
    try {
      shipping.quotes = await env.api.shippingQuotes(id, cepDigits(cep));
      shipping.quotedCep = cep;
      shipping.status = 'ready';
    } catch (error) {
      if (error instanceof RequestError && error.code === ERROR_CODES.cepInvalid) {
        shipping.status = 'invalid';
        return;
      }
      shipping.status = 'failed';
      if (!quiet) tell(stores, error);
    }
  }

  return {
    setCep(input) {
      shipping.cep = maskCep(input);
      if (shipping.status === 'invalid') shipping.status = 'idle';
    },
    quote: () => quoteFor(shipping.cep, false),
    async select(shippingQuoteId) {
      const id = stores.cart.checkoutId;
      if (!id) return;
      shipping.selecting = shippingQuoteId;
      try {
        cartSync.applyCheckout(await env.api.selectShippingQuote(id, shippingQuoteId));
      } catch (error) {
        tell(stores, error);
      } finally {
        shipping.selecting = null;
      }
    },
    async refresh() {
      if (shipping.quotedCep && stores.cart.items.length > 0) await quoteFor(shipping.quotedCep, true);
    },
  };
}
