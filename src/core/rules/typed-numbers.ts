/**
 * Numbers as the owner types them in the back office's forms and the catalogue CSV. Anything
 * unreadable becomes NaN, which the contracts refuse with the field's own pt-BR message, so a
 * typo is explained beside its field instead of being read as some other number.
 */

/** A whole number written with digits only ("24", " 7 "). */
export function typedWholeNumber(text: string): number {
  return /^\s*\d{1,9}\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** A decimal as Brazilians write it ("13,5"; "13.5" too). */
export function typedDecimal(text: string): number {
  const plain = text.trim().replace(',', '.');
  return /^\d{1,9}(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}
