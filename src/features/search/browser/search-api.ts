import { searchResponseSchema, type SearchResponse } from '../../../contracts/search.ts';
import { mostWantedResponseSchema, type MostWantedResponse } from '../../../contracts/wine.ts';
import { requestJson } from '../../../core/browser/request.ts';

/** spec §7 `POST {globalApiUrl}/search_similar_asv`, through the edge (same origin). */
export function searchWines(term: string, page: number, signal?: AbortSignal): Promise<SearchResponse> {
  return requestJson('/search_similar_asv', searchResponseSchema, { body: { search_term: term, page }, ...(signal ? { signal } : {}) });
}

/** spec §7 `GET api/mostWantedWine`: the "vinhos mais procurados" list. */
export function fetchMostWanted(signal?: AbortSignal): Promise<MostWantedResponse> {
  return requestJson('/api/mostWantedWine', mostWantedResponseSchema, signal ? { signal } : {});
}
