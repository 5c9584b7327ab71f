import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { fetchFinder } from './browser/finder-api.ts';
import { isAbort } from '../../core/browser/request.ts';
import { dataKey, isResultsStep, type FinderData } from './finder.ts';
import { finderHref, parseFinderQuery, type FinderState } from './finder-state.ts';
import { ROUTES } from '../../core/routes.ts';
import { QUESTION_HEADING_ID } from './QuestionStep.tsx';

export interface FinderView {
  state: FinderState;
  data: FinderData;
}

/** Where focus goes once a new view shows: the new question, the results, or nowhere (a filter changed). */
type FocusTarget = 'question' | 'results' | null;

function focusTargetOf(next: FinderState, current: FinderState): FocusTarget {
  if (next.mode === 'Conhecedor') return next.page !== current.page || current.mode !== 'Conhecedor' ? 'results' : null;
  return isResultsStep(next) ? 'results' : 'question';
}

/**
 * The finder without a page load per step. The URL stays the truth: every move is the
 * URL a link or a GET form of the page would open, parsed as the server parses it; the island
 * asks `GET /api/finder` for it, shows it, and pushes the URL (the back button pops back through
 * the same path). A response already seen is reused. When the call fails, or the data did not
 * come from the finder endpoint (hosted mode), the browser simply opens the URL.
 */
export function useFinderNavigation(initial: FinderView, onMode: (state: FinderState) => void) {
  const [view, setView] = useState(initial);
  const [busy, setBusy] = useState(false);
  const current = useRef(view);
  const seen = useRef(new Map([[dataKey(initial.state.answers, initial.state.page), initial.data]]));
  const inFlight = useRef<AbortController | null>(null);
  const focusNext = useRef<FocusTarget>(null);

  const go = useCallback(
    async (next: FinderState, how: 'push' | 'pop') => {
      const href = finderHref(next);
      if (current.current.data.source !== 'finder') {
        if (how === 'push') window.location.assign(href);
        else window.location.reload();
        return;
      }
      inFlight.current?.abort();
      const key = dataKey(next.answers, next.page);
      let data = seen.current.get(key);
      if (!data) {
        const controller = new AbortController();
        inFlight.current = controller;
        setBusy(true);
        try {
          data = { ...(await fetchFinder(next.answers, next.page, controller.signal)), source: 'finder' };
          seen.current.set(key, data);
        } catch (error) {
          if (isAbort(error)) return;
          console.warn('finder: the next step could not be read; opening it as a page', error);
          window.location.assign(href);
          return;
        } finally {
          if (inFlight.current === controller) {
            inFlight.current = null;
            setBusy(false);
          }
        }
      }
      if (how === 'push') window.history.pushState(null, '', href);
      focusNext.current = focusTargetOf(next, current.current.state);
      current.current = { state: next, data };
      onMode(next);
      setView(current.current);
    },
    [onMode],
  );

  // The back and forward buttons walk the pushed URLs: each is read again as the server would.
  useEffect(() => {
    const onPop = () => {
      const next = parseFinderQuery(new URLSearchParams(window.location.search), current.current.state.mode);
      if (next) void go(next, 'pop');
      else window.location.reload();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [go]);

  // The new question's heading (or the results') takes the focus, so keyboard and screen reader users start there.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target) document.getElementById(target === 'question' ? QUESTION_HEADING_ID : 'resultados-titulo')?.focus();
  }, [view]);

  /** A click on a link to /sommelier inside the finder (mode, skip, back, restart, pages, "Alterar"). */
  const onClick = useCallback(
    (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link || link.target) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname !== ROUTES.sommelier) return;
      const next = parseFinderQuery(url.searchParams, current.current.state.mode);
      if (!next) return;
      event.preventDefault();
      void go(next, 'push');
    },
    [go],
  );

  /** A finder form sent (a step's "Próxima", the filters): the URL its GET would open. */
  const submit = useCallback(
    (form: HTMLFormElement) => {
      const params = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
      const next = parseFinderQuery(params, current.current.state.mode);
      if (next) void go(next, 'push');
      else form.submit();
    },
    [go],
  );

  return { view, busy, onClick, submit };
}
