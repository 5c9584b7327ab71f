import { CART, LIMITS } from '../../core/constants.ts';

/**
 * spec §5 "Postal code (Cep)": digits only, a hyphen inserted after 5 digits, at most 9
 * characters ("01310-100"). Whatever is typed or pasted is reduced to that.
 */
export function maskCep(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, CART.cepDigits);
  const masked = digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
  return masked.slice(0, LIMITS.cepMaxLength);
}

/** spec §7 shippingQuotes takes the CEP without its hyphen. */
export function cepDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** A CEP is 8 digits; anything else is "Cep inválido" (spec §8). */
export function isValidCep(value: string): boolean {
  return /^\d{5}-?\d{3}$/.test(value.trim());
}
