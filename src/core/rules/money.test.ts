import { describe, expect, it } from 'vitest';
import { installmentsFor } from './installments.ts';
import { formatBRL } from './money.ts';

describe('formatBRL (spec §9)', () => {
  it('writes R$, dot thousands and comma decimals', () => {
    expect(formatBRL(1234.56)).toBe('R$ 1.234,56');
    expect(formatBRL(29.9)).toBe('R$ 29,90');
    expect(formatBRL(0)).toBe('R$ 0,00');
  });
});

describe('installmentsFor (spec §9: up to 6x, minimum R$ 50,00)', () => {
  it('divides into as many R$ 50 installments as fit, up to 6', () => {
    expect(installmentsFor(900)).toEqual({ count: 6, value: 150 });
    expect(installmentsFor(149.9)).toEqual({ count: 2, value: 74.95 });
    expect(installmentsFor(100)).toEqual({ count: 2, value: 50 });
  });

  it('is at least one installment', () => {
    expect(installmentsFor(49.99)).toEqual({ count: 1, value: 49.99 });
    expect(installmentsFor(29.9)).toEqual({ count: 1, value: 29.9 });
  });
});
