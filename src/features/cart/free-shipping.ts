import { toCents } from '../../core/rules/money.ts';
import { cepDigits, isValidCep } from './cep.ts';

/** The rule as the cart's store holds it (read only). */
type FreeShipping = { readonly minimum: number; readonly prefixes: ReadonlyArray<readonly [number, number]> };

/**
 * spec §4/§5 and DECISIONS "Free shipping": standard delivery is free from a products subtotal
 * (R$ 100,00 by default) for some CEP starts (01–39 and 80–99, the South and Southeast, by
 * default); the owner sets both in "Frete" and the cart reads them (`/api/shopSettings`).
 */
export function isFreeShippingRegion(cep: string, rule: FreeShipping): boolean {
  if (!isValidCep(cep)) return false;
  const prefix = Number(cepDigits(cep).slice(0, 2));
  return rule.prefixes.some(([from, to]) => prefix >= from && prefix <= to);
}

/** spec §4: the subtotal as a percent of the minimum, capped at 100 (whole percent, rounded down). */
export function freeShippingProgress(subtotal: number, rule: FreeShipping): number {
  const minimum = toCents(rule.minimum);
  if (minimum === 0) return 100;
  const percent = Math.floor((toCents(subtotal) * 100) / minimum);
  return Math.max(0, Math.min(100, percent));
}

/** What is still missing to reach free shipping, in reais (0 once reached). */
export function missingForFreeShipping(subtotal: number, rule: FreeShipping): number {
  return Math.max(0, toCents(rule.minimum) - toCents(subtotal)) / 100;
}
