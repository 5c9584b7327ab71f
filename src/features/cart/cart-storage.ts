import { cartItemSchema, type CartItem } from '../../contracts/cart-item.ts';

export interface StoredCart {
  items: CartItem[];
  /** Entries that could not be read (corrupted or from an incompatible version). */
  rejected: number;
}

/**
 * spec §3: the `wine` storage key holds the cart items as JSON. Storage is shared with every
 * script of the origin and with older versions of the shop, so each entry is validated.
 */
export function parseStoredCart(raw: string | null): StoredCart {
  if (!raw) return { items: [], rejected: 0 };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { items: [], rejected: 1 };
  }
  if (!Array.isArray(parsed)) return { items: [], rejected: 1 };
  const items: CartItem[] = [];
  let rejected = 0;
  for (const entry of parsed) {
    const result = cartItemSchema.safeParse(entry);
    if (result.success) items.push(result.data);
    else rejected += 1;
  }
  return { items, rejected };
}

export { serializeCart } from './cart-serialize.ts';
