import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbort, requestErrorMessage } from '../../core/browser/request.ts';
import { fetchMostWanted, searchWines } from './browser/search-api.ts';
import { TIMINGS } from '../../core/constants.ts';
import type { SearchWine } from '../../contracts/search.ts';
import type { MostWantedResponse } from '../../contracts/wine.ts';
import { appendPage, searchableTerm } from './search-panel.ts';
import { showSnack } from '../../core/stores/snack-store.ts';
import type { Stores } from '../../stores/stores.ts';

export interface SearchState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The term the results are for. */
  query: string | null;
  results: SearchWine[];
  total: number;
  page: number;
  loadingMore: boolean;
}

const IDLE: SearchState = { status: 'idle', query: null, results: [], total: 0, page: 0, loadingMore: false };

function report(stores: Stores, error: unknown): void {
  const text = requestErrorMessage(error);
  // spec §8: timeout, 429 and network failures are told; other request errors are logged only.
  if (text) showSnack(stores.snack, { text, style: 'error' });
  else console.warn('search: request failed', error);
}

/**
 * spec §4 "Search": the most wanted wines for an empty term; a trimmed term over 2 characters is
 * searched 300 ms after the last keystroke (an older request is cancelled); further pages on demand.
 * State lives in the panel, so closing it resets term and results.
 */
export function useSearch(stores: Stores) {
  const [term, setTerm] = useState('');
  const [state, setState] = useState<SearchState>(IDLE);
  const [mostWanted, setMostWanted] = useState<MostWantedResponse['wines'] | null>(null);
  const more = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchMostWanted(controller.signal)
      .then((answer) => setMostWanted(answer.wines))
      .catch((error: unknown) => {
        if (!isAbort(error)) report(stores, error);
      });
    return () => controller.abort();
  }, [stores]);

  useEffect(() => {
    const query = searchableTerm(term);
    more.current?.abort();
    if (!query) {
      setState(IDLE);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ ...IDLE, status: 'loading', query });
      searchWines(query, 1, controller.signal)
        .then((answer) => setState({ status: 'ready', query, results: appendPage([], answer.similar_wines), total: answer.total, page: 1, loadingMore: false }))
        .catch((error: unknown) => {
          if (isAbort(error)) return;
          report(stores, error);
          setState({ ...IDLE, status: 'failed', query });
        });
    }, TIMINGS.searchDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [term, stores]);

  // The latest state, for loadMore (called from an observer, outside React's render).
  const latest = useRef(state);
  latest.current = state;

  const loadMore = useCallback(() => {
    const current = latest.current;
    if (current.status !== 'ready' || current.loadingMore || current.results.length >= current.total || !current.query) return;
    const { query } = current;
    const controller = new AbortController();
    more.current = controller;
    latest.current = { ...current, loadingMore: true };
    setState(latest.current);
    searchWines(query, current.page + 1, controller.signal)
      .then((answer) =>
        setState((now) =>
          now.query === query
            ? { ...now, results: appendPage(now.results, answer.similar_wines), total: answer.total, page: now.page + 1, loadingMore: false }
            : now,
        ),
      )
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        report(stores, error);
        setState((now) => ({ ...now, loadingMore: false }));
      });
  }, [stores]);

  return { term, setTerm, state, mostWanted, loadMore };
}
