/** spec §9: currency shown as R$, dot thousands, comma decimals ("R$ 1.234,56"). */
const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export function formatBRL(value: number): string {
  // Intl puts a no-break space after "R$"; a plain space reads and copies the same everywhere.
  return BRL.format(value).replace(/\u00a0/g, ' ');
}

/**
 * Money is computed in whole centavos (integers) and only turned into reais (the commerce API's
 * `Decimal`, a JSON number) at the boundaries, so R$ 0,10 + R$ 0,20 stays R$ 0,30.
 */
export function toCents(reais: number): number {
  return Math.round(reais * 100);
}

export function toReais(cents: number): number {
  return cents / 100;
}
