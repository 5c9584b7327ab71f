import type { FinderPriceBand } from '../../../src/contracts/finder.ts';

// The backend's own pt-BR texts (README "Commerce: backend texts"): it may import only src/contracts.
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** "R$ 50,00" without the non-breaking space Intl puts after the symbol. */
function money(value: number): string {
  return brl.format(value).replace(/\s/g, ' ');
}

/** A price band as a shopper reads it: "Até R$ 49,99", "De R$ 50,00 a R$ 99,99", "A partir de R$ 400,00". */
export function priceBandLabel(band: FinderPriceBand): string {
  if (band.to === null) return `A partir de ${money(band.from)}`;
  const top = money(band.to - 0.01);
  return band.from === 0 ? `Até ${top}` : `De ${money(band.from)} a ${top}`;
}
