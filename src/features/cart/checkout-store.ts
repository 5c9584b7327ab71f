import { proxy } from 'valtio/vanilla';
import type { ShippingQuote } from '../../contracts/graphql/checkout-data.ts';
import { DEFAULT_FREE_SHIPPING, type FreeShippingRule } from '../../contracts/free-shipping.ts';

/**
 * What the cart drawer shows beyond the items (spec §2 "Cart drawer", §3 "Checkout"): the remote
 * checkout's amounts as the commerce service last computed them, whether the last sync failed
 * (DECISIONS 4: the drawer offers a retry), the plus clicks still waiting their 1000 ms, and the
 * shipping calculator. Framework-free; actions live in src/features/cart/browser/.
 */
interface CheckoutSummary {
  couponDiscount: number;
  shippingFee: number;
  total: number;
  cep: string | null;
  selectedShippingId: string | null;
}

interface ShippingState {
  /** The CEP as typed, masked ("01310-100"). */
  cep: string;
  status: 'idle' | 'loading' | 'invalid' | 'failed' | 'ready';
  /** The CEP the quotes below are for. */
  quotedCep: string | null;
  quotes: ShippingQuote[];
  /** The quote being selected (its radio shows busy). */
  selecting: string | null;
}

/** The coupon field of the drawer: what the shopper typed, and why a code was refused. */
interface CouponFormState {
  code: string;
  status: 'idle' | 'applying' | 'refused';
  /** The pt-BR reason of the last refusal, shown under the field. */
  error: string | null;
}

export interface CheckoutState {
  summary: CheckoutSummary | null;
  syncFailed: boolean;
  /** Plus clicks still waiting their delay, by cart item id (spec §4 "Quantity"). */
  pendingIncrease: Record<number, number>;
  shipping: ShippingState;
  couponForm: CouponFormState;
  /** The shop's Pix discount (docs/decisions.md "Pix price"); null until known, or when it cannot be read. */
  pixDiscountPercent: number | null;
  /** The shop's free-shipping rule (the owner's "Frete"); the defaults of spec §9 until read. */
  freeShipping: FreeShippingRule;
  /** What the shop changed in the cart (a wine sold out, a quantity over the stock), told in the drawer until it closes. */
  notices: string[];
}

export function createCheckoutStore(): CheckoutState {
  return proxy<CheckoutState>({
    summary: null,
    syncFailed: false,
    pendingIncrease: {},
    shipping: { cep: '', status: 'idle', quotedCep: null, quotes: [], selecting: null },
    couponForm: { code: '', status: 'idle', error: null },
    pixDiscountPercent: null,
    freeShipping: DEFAULT_FREE_SHIPPING,
    notices: [],
  });
}
