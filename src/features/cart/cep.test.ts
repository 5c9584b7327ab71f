import { describe, expect, it } from 'vitest';
import { cepDigits, isValidCep, maskCep } from './cep.ts';

describe('CEP mask (spec §5)', () => {
  it('keeps digits only and inserts the hyphen after 5 digits', () => {
    expect(maskCep('0131')).toBe('0131');
    expect(maskCep('01310')).toBe('01310');
    expect(maskCep('013101')).toBe('01310-1');
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('01.310-100')).toBe('01310-100');
    expect(maskCep('abc')).toBe('');
  });

  it('never exceeds 9 characters', () => {
    expect(maskCep('0131010099999')).toBe('01310-100');
    expect(maskCep('0131010099999')).toHaveLength(9);
  });

  it('accepts 8 digits, with or without the hyphen, and nothing else', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('01310100')).toBe(true);
    expect(isValidCep('01310-10')).toBe(false);
    expect(isValidCep('')).toBe(false);
    expect(cepDigits('01310-100')).toBe('01310100');
  });
});
