/**
 * Money is computed in whole centavos (integers) and only turned into reais (the hosted
 * `Decimal`, a JSON number) at the edges, so R$ 0,10 + R$ 0,20 stays R$ 0,30.
 */
export function toCents(reais: number): number {
  return Math.round(reais * 100);
}

export function toReais(cents: number): number {
  return cents / 100;
}

/** pt-BR currency text for the stand-in pages (spec §9: R$, dot thousands, comma decimals). */
export function formatBrl(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const reais = Math.floor(absolute / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}R$ ${reais},${String(absolute % 100).padStart(2, '0')}`;
}
