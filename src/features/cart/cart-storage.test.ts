import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../contracts/cart-item.ts';
import { parseStoredCart, serializeCart } from './cart-storage.ts';

const wine = {
  id: 12,
  name: 'Malbec Reserva',
  wake_product_id: 12,
  wake_wine_id: 1012,
  sku: 'MAL-12',
  price: 89.9,
  quantity: 1,
  stock: 4,
  url_media: '/media/wines/12.svg',
} satisfies CartItem;

describe('parseStoredCart', () => {
  it('reads back what serializeCart wrote', () => {
    expect(parseStoredCart(serializeCart([wine]))).toEqual({ items: [wine], rejected: 0 });
  });

  it('writes the same cart as the same text, whichever order the item was built in', () => {
    const { quantity, ...rest } = wine;
    const restored: CartItem = { ...rest, quantity };
    expect(serializeCart([restored])).toBe(serializeCart([wine]));
  });

  it('treats an absent key as an empty cart', () => {
    expect(parseStoredCart(null)).toEqual({ items: [], rejected: 0 });
  });

  it('keeps the valid items and counts the unreadable ones', () => {
    const raw = JSON.stringify([wine, { id: 'x' }, { ...wine, id: 13, quantity: 0 }]);
    const stored = parseStoredCart(raw);
    expect(stored.items).toEqual([wine]);
    expect(stored.rejected).toBe(2);
  });

  it('survives corrupted JSON and non-array values', () => {
    expect(parseStoredCart('{oops')).toEqual({ items: [], rejected: 1 });
    expect(parseStoredCart('{"id":1}')).toEqual({ items: [], rejected: 1 });
  });
});
