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

/**
 * Reais as a person types them in a form: "89,90", "1.234,56", "R$ 89,9" or "89.90". A number with
 * more decimals ("12,345") is read as written, so the contract's own check says "no máximo 2 casas
 * decimais" rather than that the price is missing. NaN for anything else, which the contract
 * refuses with its own message (a price is never guessed).
 */
export function parseReais(text: string): number {
  const plain = text.replace(/R\$/i, '').replace(/\s/g, '');
  if (/^\d{1,3}(\.\d{3})*(,\d+)?$/.test(plain) || /^\d+(,\d+)?$/.test(plain)) {
    return Number(plain.replaceAll('.', '').replace(',', '.'));
  }
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/** Reais as a form shows them for editing: "89,90", no currency sign, no thousands dots. */
export function reaisForInput(reais: number): string {
  return reais.toFixed(2).replace('.', ',');
}
