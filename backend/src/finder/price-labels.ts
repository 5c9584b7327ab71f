import type { FinderPriceBand } from '../../../src/contracts/finder.ts';
import { formatBRL } from '../../../src/core/rules/money.ts';

/** A price band as a shopper reads it: "Até R$ 49,99", "De R$ 50,00 a R$ 99,99", "A partir de R$ 400,00". */
export function priceBandLabel(band: FinderPriceBand): string {
  if (band.to === null) return `A partir de ${formatBRL(band.from)}`;
  const top = formatBRL(band.to - 0.01);
  return band.from === 0 ? `Até ${top}` : `De ${formatBRL(band.from)} a ${top}`;
}
