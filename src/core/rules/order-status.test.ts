import { describe, expect, it } from 'vitest';
import { correiosTrackingCode, nextOrderStatuses, orderStatusLabel } from './order-status.ts';

describe('an order’s life', () => {
  it('lets the owner separate, ship and deliver a paid order, and cancel only one never paid', () => {
    expect(nextOrderStatuses('PAID')).toEqual(['SEPARATING', 'SHIPPED']);
    expect(nextOrderStatuses('SEPARATING')).toEqual(['SHIPPED']);
    expect(nextOrderStatuses('SHIPPED')).toEqual(['DELIVERED']);
    expect(nextOrderStatuses('AWAITING_PAYMENT')).toEqual(['CANCELLED']);
    for (const ended of ['DELIVERED', 'CANCELLED', 'REFUNDED', 'INVENTADO']) expect(nextOrderStatuses(ended)).toEqual([]);
  });

  it('names each status in pt-BR', () => {
    expect(orderStatusLabel('SEPARATING')).toBe('Em separação');
    expect(orderStatusLabel('REFUNDED')).toBe('Estornado');
    expect(orderStatusLabel('OUTRO')).toBe('OUTRO');
  });
});

describe('a Correios tracking code', () => {
  it('takes two letters, eight digits, the check digit and the country, forgiving spaces and case', () => {
    // the S10 weights 8 6 4 2 3 5 9 7 over 12345678 sum to 204, and 11 - (204 % 11) = 5
    expect(correiosTrackingCode('AA123456785BR')).toBe('AA123456785BR');
    expect(correiosTrackingCode(' aa 12345678 5 br ')).toBe('AA123456785BR');
    // a rest of 10 is checked as 0, of 11 as 5
    expect(correiosTrackingCode('QB000000005BR')).toBe('QB000000005BR');
  });

  it('refuses another shape or a wrong check digit', () => {
    for (const wrong of ['AA123456784BR', 'A1234567895BR', 'AA12345678BR', '123456789BR', 'AA123456785B', '']) expect(correiosTrackingCode(wrong)).toBeNull();
  });
});
