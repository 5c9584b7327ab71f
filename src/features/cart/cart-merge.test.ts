import { describe, expect, it } from 'vitest';
import { cartItem } from '../../test-support/wines.ts';
import { mergeCarts } from './cart-merge.ts';

const wine = (id: number, quantity: number, stock = 10) => cartItem(id, quantity, { stock });

describe('DECISIONS 2: the anonymous cart merged into the account’s saved cart', () => {
  it('adds quantities of the same wine and appends the others after the account’s lines', () => {
    expect(mergeCarts([wine(1, 2), wine(2, 1)], [wine(2, 3), wine(3, 1)])).toEqual({
      items: [wine(1, 2), wine(2, 4), wine(3, 1)],
      changed: true,
    });
  });

  it('stays within the stock, and never lowers what the account had', () => {
    expect(mergeCarts([wine(1, 4, 5)], [wine(1, 3, 5)]).items).toEqual([wine(1, 5, 5)]);
    expect(mergeCarts([wine(1, 6, 5)], [wine(1, 1, 5)]).items).toEqual([wine(1, 6, 5)]);
    expect(mergeCarts([wine(1, 2, 0)], [wine(1, 1, 0)])).toEqual({ items: [wine(1, 2, 0)], changed: false });
    expect(mergeCarts([], [wine(4, 9, 3)]).items).toEqual([wine(4, 3, 3)]);
  });

  it('is the account’s cart, unchanged, when the anonymous cart is empty', () => {
    expect(mergeCarts([wine(1, 2)], [])).toEqual({ items: [wine(1, 2)], changed: false });
  });

  it('is the anonymous cart when the account had nothing', () => {
    expect(mergeCarts([], [wine(1, 1)])).toEqual({ items: [wine(1, 1)], changed: true });
  });
});
