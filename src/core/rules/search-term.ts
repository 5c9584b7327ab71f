import { SEARCH_TERM_LENGTH } from '../../contracts/search-term-length.ts';

/**
 * spec §5/§9: how long a search term is, counted as the search contract counts it
 * (src/contracts/search.ts: characters, an emoji one, not UTF-16 units), so the panel, the results
 * page and the assistants never ask for a term the backend refuses.
 */
export const termLength = (term: string): number => [...term].length;

/** A trimmed term of 3 characters or more, and no longer than the contract takes (longer terms are refused, not cut). */
export function isSearchableLength(term: string): boolean {
  const length = termLength(term.trim());
  return length >= SEARCH_TERM_LENGTH.min && length <= SEARCH_TERM_LENGTH.max;
}
