/**
 * Money is computed in whole centavos (integers) and only turned into reais (the hosted
 * `Decimal`, a JSON number) at the edges, so R$ 0,10 + R$ 0,20 stays R$ 0,30. Text shows reais,
 * as the storefront does: formatBRL (src/core/rules/money.ts) of toReais(cents).
 */
export function toCents(reais: number): number {
  return Math.round(reais * 100);
}

export function toReais(cents: number): number {
  return cents / 100;
}
