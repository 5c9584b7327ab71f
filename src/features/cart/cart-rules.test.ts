import { describe, expect, it } from 'vitest';
import type { CartItem, CartWine } from '../../contracts/cart-item.ts';
import { cartItem, cartWine } from '../../test-support/wines.ts';
import {
  canIncrease,
  cartPixTotal,
  cartSubtotal,
  cartTotal,
  decideAdd,
  fitToStock,
  isOutOfStock,
  lineTotal,
  repricedNotices,
  withoutItem,
  withQuantity,
} from './cart-rules.ts';

// The sums and stock limits below are worked out for R$ 59,90 and 5 in stock.
const PRICE_AND_STOCK = { price: 59.9, stock: 5 };
const wine = (id: number, over: Partial<CartWine> = {}) => cartWine(id, { ...PRICE_AND_STOCK, ...over });
const item = (id: number, quantity = 1, over: Partial<CartItem> = {}) => cartItem(id, quantity, { ...PRICE_AND_STOCK, ...over });

describe('add to cart (spec §5)', () => {
  it('refuses a wine with stock zero or less, even when it is already in the cart', () => {
    expect(decideAdd([], wine(1, { stock: 0 }))).toEqual({ kind: 'unavailable' });
    expect(decideAdd([], wine(1, { stock: -2 }))).toEqual({ kind: 'unavailable' });
    expect(decideAdd([item(1)], wine(1, { stock: 0 }))).toEqual({ kind: 'unavailable' });
  });

  it('refuses a product id already in the cart', () => {
    expect(decideAdd([item(1, 3)], wine(1))).toEqual({ kind: 'duplicate' });
  });

  it('adds anything else with quantity 1', () => {
    expect(decideAdd([item(2)], wine(1))).toEqual({ kind: 'add', item: { ...wine(1), quantity: 1 } });
  });
});

describe('cart sums', () => {
  it('sums in centavos', () => {
    expect(cartSubtotal([item(1, 1, { price: 0.1 }), item(2, 1, { price: 0.2 })])).toBe(0.3);
    expect(lineTotal(item(1, 3, { price: 59.9 }))).toBe(179.7);
    expect(cartSubtotal([])).toBe(0);
  });

  it('totals subtotal minus discount plus shipping, never below zero', () => {
    expect(cartTotal(120, 12, 12.9)).toBe(120.9);
    expect(cartTotal(10, 20, 0)).toBe(0);
  });

  it('takes the Pix discount off the wines after the coupon, never off shipping (docs/decisions.md "Pix price")', () => {
    // 5 % of (120 − 12) = 5,40; shipping 12,90 stays whole.
    expect(cartPixTotal(120, 12, 12.9, 5)).toBe(115.5);
    // Rounded to the centavo: 5 % of 89,90 = 4,495 → 4,50.
    expect(cartPixTotal(89.9, 0, 0, 5)).toBe(85.4);
    expect(cartPixTotal(10, 20, 5, 5)).toBe(5);
    expect(cartPixTotal(100, 0, 0, 0)).toBe(100);
  });
});

describe('quantities', () => {
  it('offers plus only while quantity and waiting clicks stay under the stock', () => {
    expect(canIncrease(item(1, 4, { stock: 5 }))).toBe(true);
    expect(canIncrease(item(1, 4, { stock: 5 }), 1)).toBe(false);
    expect(canIncrease(item(1, 5, { stock: 5 }))).toBe(false);
  });

  it('marks items without stock', () => {
    expect(isOutOfStock(item(1, 1, { stock: 0 }))).toBe(true);
    expect(isOutOfStock(item(1))).toBe(false);
  });

  it('changes one line and removes one line without touching the others', () => {
    const items = [item(1), item(2)];
    expect(withQuantity(items, 2, 4).map((line) => line.quantity)).toEqual([1, 4]);
    expect(withoutItem(items, 1).map((line) => line.id)).toEqual([2]);
  });
});

describe('fitToStock (the stock fell since a wine was added)', () => {
  it('takes a sold-out wine out, lowers a line past its stock, and tells each change in pt-BR', () => {
    const { items, notices } = fitToStock([
      item(1, 2, { name: 'Malbec', stock: 0 }),
      item(2, 4, { name: 'Tannat', stock: 1 }),
      item(3, 3, { name: 'Merlot', stock: 3 }),
    ]);
    expect(items.map((line) => [line.id, line.quantity])).toEqual([
      [2, 1],
      [3, 3],
    ]);
    expect(notices).toEqual(['Malbec esgotou e saiu do seu carrinho.', 'Tannat: temos só 1 unidade em estoque.']);
  });

  it('changes nothing and says nothing within the stock', () => {
    expect(fitToStock([item(1, 5)])).toEqual({ items: [item(1, 5)], notices: [] });
  });
});

describe('repricedNotices (a price changed since the shopper saw it)', () => {
  it('tells each wine whose price moved, in reais, and nothing for the others or for new wines', () => {
    const before = [item(1, 1, { name: 'Malbec', price: 89.9 }), item(2, 1, { name: 'Tannat', price: 50 })];
    const after = [item(1, 1, { name: 'Malbec', price: 99.9 }), item(2, 1, { name: 'Tannat', price: 50 }), item(3, 1, { price: 10 })];
    expect(repricedNotices(before, after)).toEqual(['Malbec: o preço mudou de R$ 89,90 para R$ 99,90.']);
  });
});
