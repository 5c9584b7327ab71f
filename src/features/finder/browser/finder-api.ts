import { finderQueryString, finderResponseSchema, type FinderAnswers, type FinderResponse } from '../../../contracts/finder.ts';
import { requestJson } from '../../../core/browser/request.ts';

/** `GET /api/finder` through the edge (same origin, edge-cached): the finder's one call per step. */
export function fetchFinder(answers: FinderAnswers, page: number, signal?: AbortSignal): Promise<FinderResponse> {
  const search = finderQueryString(answers, page);
  return requestJson(`/api/finder${search ? `?${search}` : ''}`, finderResponseSchema, signal ? { signal } : {});
}
