import { cpfCheckDigit } from '../core/rules/cpf.ts';

let sequence = 0;

/** A CPF with valid check digits, different on each call (and between test runs). */
export function newValidCpf(): string {
  sequence += 1;
  const base = String(100_000_000 + ((sequence * 7_919 + Date.now()) % 899_999_999))
    .slice(0, 9)
    .split('')
    .map(Number);
  const first = cpfCheckDigit(base);
  return [...base, first, cpfCheckDigit([...base, first])].join('');
}
