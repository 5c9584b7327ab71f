import { containedText, containsText } from './contains-text.ts';

/**
 * The back office's "Buscar vinho": every word of the query somewhere in the name, ignoring case
 * and accents ("araucaria" finds "Casa Araucária"), or the exact SKU. Covers every wine, inactive
 * ones too, which the shop's full-text index (active wines only) does not hold.
 */
const ACCENTED = 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ';
const MAX_WORDS = 6;

const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '');

/** `w.name` with the accents above removed, in SQL. */
const FOLDED_NAME = [...ACCENTED].reduce((sql, letter) => `replace(${sql}, '${letter}', '${withoutAccents(letter)}')`, 'w.name');

/** A WHERE clause over `wines w` with its bound values; every wine when the query is empty. */
export function wineNameSearch(query: string | undefined): { where: string; params: unknown[] } {
  const words = withoutAccents(query ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  if (words.length === 0) return { where: '1 = 1', params: [] };
  const byName = words.map(() => containsText(FOLDED_NAME)).join(' AND ');
  return { where: `((${byName}) OR w.sku = ?)`, params: [...words.map(containedText), (query ?? '').trim().toUpperCase()] };
}
