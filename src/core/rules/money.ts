/** spec §9: currency shown as R$, dot thousands, comma decimals ("R$ 1.234,56"). */
const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

export function formatBRL(value: number): string {
  // Intl puts a no-break space after "R$"; a plain space reads and copies the same everywhere.
  return BRL.format(value).replace(/\u00a0/g, ' ');
}
