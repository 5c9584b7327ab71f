import { LIMITS } from '../../core/constants.ts';
import { isSearchableLength } from '../../core/rules/search-term.ts';
import type { SearchWine } from '../../contracts/search.ts';

/**
 * The search panel's rules (spec §4 "Search", §5, §9; DECISIONS "Search panel on mobile"), pure.
 */

/** spec §5: only a trimmed term longer than 2 characters (and one the backend takes) is searched; null otherwise. */
export function searchableTerm(raw: string): string | null {
  const term = raw.trim().replace(/\s+/g, ' ');
  return isSearchableLength(term) ? term : null;
}

/** A further page joins the list (a result already shown is not repeated), in stock first (spec §4). */
export function appendPage(shown: readonly SearchWine[], page: readonly SearchWine[]): SearchWine[] {
  const seen = new Set(shown.map((wine) => wine.PRODUCTID));
  const merged = [...shown, ...page.filter((wine) => !seen.has(wine.PRODUCTID))];
  return [...merged.filter((wine) => wine.ESTOQUE > 0), ...merged.filter((wine) => wine.ESTOQUE <= 0)];
}

/** spec §9: mobile shows at most 4 results. */
export function visibleResults<T>(results: readonly T[], mobile: boolean): readonly T[] {
  return mobile ? results.slice(0, LIMITS.mobileSearchResults) : results;
}

/** spec §4 endless scroll, never on mobile (DECISIONS: "Ver todos os produtos" leads to the rest). */
export function canLoadMore(shown: number, total: number, mobile: boolean): boolean {
  return !mobile && shown < total;
}
