import { describe, expect, it } from 'vitest';
import { itJudges, itMasks } from '../../test-support/tables.ts';
import { cpfDigits, isValidCpf, maskCpf } from './cpf.ts';

describe('CPF mask (registration forms)', () => {
  itMasks(maskCpf, [
    ['', ''],
    ['5', '5'],
    ['529', '529'],
    ['5299', '529.9'],
    ['529982', '529.982'],
    ['5299822', '529.982.2'],
    ['529982247', '529.982.247'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['529982247251234', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['abc529x982', '529.982'],
  ]);

  it('keeps digits only, at most 11', () => {
    expect(cpfDigits(' 529.982.247-25 99')).toBe('52998224725');
  });
});

describe('CPF check digits', () => {
  itJudges(isValidCpf, {
    accepts: ['529.982.247-25', '52998224725', '111.444.777-35'],
    refuses: [
      ['a wrong first check digit', '529.982.247-35'],
      ['a wrong second check digit', '529.982.247-24'],
      ['too short', '529.982.247-2'],
      ['too long', '529.982.247-251'],
      ['all equal digits', '111.111.111-11'],
      ['letters', '529.982.247-2A'],
      ['empty', ''],
    ],
  });
});
