import { describe, expect, it } from 'vitest';
import { installmentsFor } from './installments.ts';
import { formatBRL, parseReais, reaisForInput } from './money.ts';

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

describe('parseReais (the owner typing a price)', () => {
  it('reads the ways a Brazilian writes reais', () => {
    expect(parseReais('89,90')).toBe(89.9);
    expect(parseReais('R$ 1.234,56')).toBe(1234.56);
    expect(parseReais(' 89 ')).toBe(89);
    expect(parseReais('89.90')).toBe(89.9);
    expect(parseReais('1.234')).toBe(1234);
  });

  it('reads more decimals as written, for the contract to refuse by their number', () => {
    expect(parseReais('12,345')).toBe(12.345);
    expect(parseReais('1.234,567')).toBe(1234.567);
    expect(parseReais('12.3456')).toBe(12.3456);
  });

  it('gives NaN for anything else, never a guess', () => {
    for (const text of ['', 'abc', ',5', '-5', '1,2,3', '8 9,90x']) expect(parseReais(text)).toBeNaN();
  });

  it('writes a price back for editing', () => {
    expect(reaisForInput(89.9)).toBe('89,90');
    expect(parseReais(reaisForInput(1234.5))).toBe(1234.5);
  });
});
