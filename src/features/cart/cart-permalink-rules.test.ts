import { describe, expect, it } from 'vitest';
import { cartItem, cartWine } from '../../test-support/wines.ts';
import { permalinkPairsNotAdded, withPermalinkLines } from './cart-permalink-rules.ts';

const quantities = (items: { id: number; quantity: number }[]) => items.map((item) => [item.id, item.quantity]);

describe('a cart link\'s wines in the cart (docs/assistants.md "Permalink")', () => {
  it('adds new wines at the end with the link’s quantities, keeping every line the shopper had', () => {
    const next = withPermalinkLines(
      [cartItem(7, 3)],
      [
        { wine: cartWine(1), quantity: 2 },
        { wine: cartWine(2), quantity: 1 },
      ],
      0,
    );
    expect(quantities(next.items)).toEqual([
      [7, 3],
      [1, 2],
      [2, 1],
    ]);
    expect(next.notices).toEqual([]);
  });

  it('sets a wine already in the cart to the link’s quantity, in its place: opening the link again changes nothing', () => {
    const link = [{ wine: cartWine(1, { price: 45 }), quantity: 2 }];
    const once = withPermalinkLines([cartItem(1, 5), cartItem(7, 1)], link, 0);
    expect(quantities(once.items)).toEqual([
      [1, 2],
      [7, 1],
    ]);
    // the link's lookup is the fresher record
    expect(once.items[0]?.price).toBe(45);
    expect(withPermalinkLines(once.items, link, 0).items).toEqual(once.items);
  });

  it('brings a quantity past the stock down to it, told as the cart tells it', () => {
    const next = withPermalinkLines([], [{ wine: cartWine(1, { stock: 3 }), quantity: 6 }], 0);
    expect(quantities(next.items)).toEqual([[1, 3]]);
    expect(next.notices).toEqual(['Vinho 1: temos só 3 unidades em estoque.']);
  });

  it('leaves a wine out of stock out, and the cart’s own line of it as it was; counts it with the dropped pairs', () => {
    const soldOut = { wine: cartWine(1, { stock: 0 }), quantity: 2 };
    expect(withPermalinkLines([], [soldOut], 0)).toEqual({ items: [], notices: ['1 item do link não pôde ser adicionado ao carrinho.'] });
    expect(quantities(withPermalinkLines([cartItem(1, 1, { stock: 0 })], [soldOut], 0).items)).toEqual([[1, 1]]);
    expect(withPermalinkLines([], [soldOut, { wine: cartWine(2), quantity: 1 }], 2).notices).toEqual([
      '3 itens do link não puderam ser adicionados ao carrinho.',
    ]);
  });

  it('counts the pairs not added alike for the page and the browser', () => {
    expect(permalinkPairsNotAdded([{ wine: cartWine(1), quantity: 1 }], 0)).toBe(0);
    expect(permalinkPairsNotAdded([{ wine: cartWine(1, { stock: 0 }), quantity: 1 }], 1)).toBe(2);
  });
});
