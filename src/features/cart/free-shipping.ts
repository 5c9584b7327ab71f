import { CART } from '../../core/constants.ts';
import { cepDigits, isValidCep } from './cep.ts';
import { toCents } from '../../core/rules/money.ts';

/**
 * spec §4/§5 and DECISIONS "Free shipping": standard delivery is free from a products subtotal
 * of R$ 100,00 for CEP prefixes 01–39 and 80–99 (South and Southeast).
 */
export function isFreeShippingRegion(cep: string): boolean {
  if (!isValidCep(cep)) return false;
  const prefix = Number(cepDigits(cep).slice(0, 2));
  return CART.freeShippingCepPrefixes.some(([from, to]) => prefix >= from && prefix <= to);
}

/** spec §4: the subtotal as a percent of R$ 100,00, capped at 100 (whole percent, rounded down). */
export function freeShippingProgress(subtotal: number): number {
  const percent = Math.floor((toCents(subtotal) * 100) / toCents(CART.freeShippingThreshold));
  return Math.max(0, Math.min(100, percent));
}

/** What is still missing to reach free shipping, in reais (0 once reached). */
export function missingForFreeShipping(subtotal: number): number {
  return Math.max(0, toCents(CART.freeShippingThreshold) - toCents(subtotal)) / 100;
}
