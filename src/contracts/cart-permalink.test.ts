import { describe, expect, it } from 'vitest';
import { CART_PERMALINK_LIMITS, cartPermalinkPath, parseCartPermalink } from './cart-permalink.ts';

describe('a cart in a link', () => {
  it('reads each id:quantity pair in order', () => {
    expect(parseCartPermalink('123:2,456:1')).toEqual({
      lines: [
        { id: 123, quantity: 2 },
        { id: 456, quantity: 1 },
      ],
      dropped: 0,
    });
  });

  it('reads a percent-encoded segment as written', () => {
    expect(parseCartPermalink('123%3A2%2C456%3A1').lines).toEqual([
      { id: 123, quantity: 2 },
      { id: 456, quantity: 1 },
    ]);
  });

  it('drops bad pairs and counts them, keeping the rest', () => {
    const parsed = parseCartPermalink('123:2,abc:1,456:0,789:-1,12:01,9:1:1,,10:100,11:3');
    expect(parsed.lines).toEqual([
      { id: 123, quantity: 2 },
      { id: 11, quantity: 3 },
    ]);
    expect(parsed.dropped).toBe(6);
  });

  it('adds the quantities of a wine named twice, never past the maximum', () => {
    expect(parseCartPermalink('5:2,5:3').lines).toEqual([{ id: 5, quantity: 5 }]);
    const over = parseCartPermalink(`5:${CART_PERMALINK_LIMITS.maxQuantity},5:1`);
    expect(over).toEqual({ lines: [{ id: 5, quantity: CART_PERMALINK_LIMITS.maxQuantity }], dropped: 1 });
  });

  it('takes at most the line limit and drops the rest', () => {
    const pairs = Array.from({ length: CART_PERMALINK_LIMITS.maxLines + 2 }, (_, index) => `${index + 1}:1`).join(',');
    const parsed = parseCartPermalink(pairs);
    expect(parsed.lines).toHaveLength(CART_PERMALINK_LIMITS.maxLines);
    expect(parsed.dropped).toBe(2);
  });

  it('reads nothing of a link past its length limit', () => {
    expect(parseCartPermalink('1:1,'.repeat(300))).toEqual({ lines: [], dropped: 1 });
  });

  it('writes the path the parser reads, with the coupon every page takes', () => {
    const path = cartPermalinkPath(
      [
        { id: 123, quantity: 2 },
        { id: 456, quantity: 1 },
      ],
      'BEM VINDO',
    );
    expect(path).toBe('/comprar/123:2,456:1?coupon=BEM%20VINDO');
    expect(parseCartPermalink(path.slice('/comprar/'.length, path.indexOf('?'))).lines).toHaveLength(2);
  });
});
