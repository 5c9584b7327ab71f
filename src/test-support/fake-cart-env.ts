/**
 * Test support: an in-memory commerce service with the embedded backend's rules that matter to
 * the cart (stock per variant, lines by variant, metadata by key, one coupon, completion), plus
 * the browser's memory. Used by the cart's unit tests only.
 */
import { RequestError } from '../core/browser/request.ts';
import type { CheckoutApi } from '../features/cart/browser/checkout-api.ts';
import type { CheckoutLineInput } from '../contracts/graphql/checkout-documents.ts';
import type { Checkout, ShippingQuote } from '../contracts/graphql/checkout-data.ts';
import { ERROR_CODES } from '../contracts/graphql/error-codes.ts';
import type { WineCard } from '../contracts/wine.ts';
import { MemoryStorage } from './memory-storage.ts';
import type { CartEnv } from '../features/cart/browser/cart-env.ts';

export { cartWine as wine, wineCard as card } from './wines.ts';
export { MemoryStorage } from './memory-storage.ts';

interface FakeCheckout {
  lines: Map<number, number>;
  metadata: Map<string, string>;
  coupon: string | null;
  completed: boolean;
  shippingQuoteId: string | null;
  cep: number | null;
}

const graphqlError = (code: string, details: Record<string, unknown> = {}) => new RequestError('graphql', code, 200, code, details);

/**
 * `oneCall`: the service also takes the whole cart in one call (CheckoutSync, this shop's own
 * backend); without it, the hosted API's operations only.
 */
export function fakeCommerce(options: { stock?: Record<number, number>; coupons?: Record<string, number>; oneCall?: boolean } = {}) {
  const checkouts = new Map<string, FakeCheckout>();
  const calls: string[] = [];
  /** The next call of this operation fails with this error (once). */
  const failures = new Map<keyof CheckoutApi, unknown>();
  let serial = 0;
  const stockOf = (variant: number) => options.stock?.[variant - 1000] ?? 10;
  const price = 50;
  const quotes: ShippingQuote[] = [
    { shippingQuoteId: 'q-padrao', name: 'Entrega Padrão', type: 'Normal', value: 12.9, deadline: 2, products: null },
    { shippingQuoteId: 'q-retirada', name: 'Retirada na loja', type: 'Retirada', value: 0, deadline: 1, products: null },
  ];

  function view(id: string): Checkout {
    const entry = checkouts.get(id);
    if (!entry) throw graphqlError(ERROR_CODES.checkoutNotFound);
    const subtotal = [...entry.lines.values()].reduce((sum, quantity) => sum + quantity * price, 0);
    const discount = entry.coupon ? (options.coupons?.[entry.coupon] ?? 0) : 0;
    const shipping = quotes.find((quote) => quote.shippingQuoteId === entry.shippingQuoteId);
    return {
      checkoutId: id,
      completed: entry.completed,
      coupon: entry.coupon,
      couponDiscount: discount,
      subtotal,
      shippingFee: shipping?.value ?? 0,
      total: subtotal - discount + (shipping?.value ?? 0),
      cep: entry.cep,
      url: null,
      updateDate: '2026-11-20T12:00:00Z',
      products: [...entry.lines].map(([variant, quantity]) => ({
        productId: variant - 1000,
        productVariantId: variant,
        name: `Vinho ${variant - 1000}`,
        sku: `SKU-${variant - 1000}`,
        quantity,
        price,
        listPrice: 60,
        imageUrl: null,
        url: null,
      })),
      metadata: [...entry.metadata].map(([key, value]) => ({ key, value })),
      orders: entry.completed ? [{ orderId: 1, orderStatus: 'PAID', date: '2026-11-20T12:00:00Z', totalValue: subtotal }] : [],
      selectedShipping: shipping
        ? { shippingQuoteId: shipping.shippingQuoteId, name: shipping.name, type: shipping.type, value: shipping.value, deadline: shipping.deadline }
        : null,
    };
  }

  function open(id: string, write: boolean): FakeCheckout {
    const entry = checkouts.get(id);
    if (!entry) throw graphqlError(ERROR_CODES.checkoutNotFound);
    if (write && entry.completed) throw graphqlError(ERROR_CODES.checkoutCompleted);
    return entry;
  }

  function addLines(entry: FakeCheckout, products: CheckoutLineInput[]) {
    for (const line of products) {
      const wanted = (entry.lines.get(line.productVariantId) ?? 0) + line.quantity;
      const available = stockOf(line.productVariantId);
      if (wanted > available) throw graphqlError(ERROR_CODES.insufficientStock, { productVariantId: line.productVariantId, available });
    }
    for (const line of products) entry.lines.set(line.productVariantId, (entry.lines.get(line.productVariantId) ?? 0) + line.quantity);
  }

  async function call<T>(name: keyof CheckoutApi, run: () => T): Promise<T> {
    calls.push(name);
    await Promise.resolve();
    if (failures.has(name)) {
      const error = failures.get(name);
      failures.delete(name);
      throw error;
    }
    return run();
  }

  const api: CheckoutApi = {
    create: (products) =>
      call('create', () => {
        const entry: FakeCheckout = { lines: new Map(), metadata: new Map(), coupon: null, completed: false, shippingQuoteId: null, cep: null };
        addLines(entry, products);
        const id = `00000000-0000-4000-8000-${String(++serial).padStart(12, '0')}`;
        checkouts.set(id, entry);
        return view(id);
      }),
    read: (id) => call('read', () => view(id)),
    addProducts: (id, products) =>
      call('addProducts', () => {
        addLines(open(id, true), products);
        return view(id);
      }),
    removeProducts: (id, products) =>
      call('removeProducts', () => {
        const entry = open(id, true);
        for (const line of products) {
          const left = (entry.lines.get(line.productVariantId) ?? 0) - line.quantity;
          if (left > 0) entry.lines.set(line.productVariantId, left);
          else entry.lines.delete(line.productVariantId);
        }
        return view(id);
      }),
    addMetadata: (id, metadata) =>
      call('addMetadata', () => {
        for (const entry of metadata) open(id, true).metadata.set(entry.key, entry.value);
        return view(id);
      }),
    removeMetadata: (id, keys) =>
      call('removeMetadata', () => {
        for (const key of keys) open(id, true).metadata.delete(key);
        return view(id);
      }),
    addCoupon: (id, coupon) =>
      call('addCoupon', () => {
        const entry = open(id, true);
        if (!(coupon in (options.coupons ?? {}))) throw graphqlError(ERROR_CODES.couponInvalid);
        entry.coupon = coupon;
        return view(id);
      }),
    removeCoupon: (id) =>
      call('removeCoupon', () => {
        open(id, true).coupon = null;
        return view(id);
      }),
    shippingQuotes: (id, cep) =>
      call('shippingQuotes', () => {
        if (!/^\d{8}$/.test(cep)) throw graphqlError(ERROR_CODES.cepInvalid);
        open(id, false).cep = Number(cep);
        return quotes;
      }),
    selectShippingQuote: (id, quoteId) =>
      call('selectShippingQuote', () => {
        open(id, true).shippingQuoteId = quoteId;
        return view(id);
      }),
  };
  if (options.oneCall) {
    api.sync = (id, products, metadata, removeMetadataKeys) =>
      call('sync', () => {
        const checkoutId = id ?? `00000000-0000-4000-8000-${String(++serial).padStart(12, '0')}`;
        if (!id) checkouts.set(checkoutId, { lines: new Map(), metadata: new Map(), coupon: null, completed: false, shippingQuoteId: null, cep: null });
        const entry = open(checkoutId, true);
        const wanted: FakeCheckout = { ...entry, lines: new Map() };
        addLines(wanted, products);
        entry.lines = wanted.lines;
        for (const key of removeMetadataKeys) entry.metadata.delete(key);
        for (const item of metadata) entry.metadata.set(item.key, item.value);
        return view(checkoutId);
      });
  }

  return {
    api,
    calls,
    checkouts,
    /** The next call of `operation` fails with `error`. */
    failNext(operation: keyof CheckoutApi, error: unknown) {
      failures.set(operation, error);
    },
    lines(id: string) {
      return Object.fromEntries(checkouts.get(id)?.lines ?? []);
    },
  };
}

export function fakeCartEnv(commerce = fakeCommerce(), catalogue: WineCard[] = []) {
  const storage = new MemoryStorage();
  const cookies: string[] = [];
  const env: CartEnv = {
    api: commerce.api,
    productsCart: async (ids) => catalogue.filter((entry) => ids.includes(entry.wake_product_id)),
    memory: { storage, cookies: { read: () => cookies.at(-1)?.split(';')[0] ?? '', write: (cookie) => void cookies.push(cookie) }, secure: true },
  };
  return { env, storage, cookies, commerce };
}
