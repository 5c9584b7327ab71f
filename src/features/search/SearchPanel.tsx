import { SEARCH_TERM_LENGTH } from '../../contracts/search-term-length.ts';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { button } from '../../core/ui/Button.css.ts';
import { PLACEHOLDER_WINE_IMAGE } from '../../core/constants.ts';
import type { SearchWine } from '../../contracts/search.ts';
import { cartWineFromCard } from '../cart/index.ts';
import { formatBRL } from '../../core/rules/money.ts';
import { canLoadMore, searchableTerm, visibleResults } from './search-panel.ts';
import { searchWineToCard } from './search-results.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { productPath, resultsPath } from '../../core/routes.ts';
import { isMobileWidth } from '../../core/styles/theme.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import { AddToCartButton } from '../cart/index.ts';
import { visuallyHidden } from '../../core/styles/a11y.css.ts';
import { iconButton } from '../../core/ui/Button.css.ts';
import { useModalPanel } from '../../core/ui/use-modal-panel.ts';
import * as styles from './SearchPanel.css.ts';
import { useBelowHeader } from './use-below-header.ts';
import { useSearch } from './use-search.ts';

/** spec §2: an image that fails falls back to the placeholder wine image. */
function showPlaceholder(event: { currentTarget: HTMLImageElement }): void {
  if (!event.currentTarget.src.endsWith(PLACEHOLDER_WINE_IMAGE)) event.currentTarget.src = PLACEHOLDER_WINE_IMAGE;
}

function ResultRow({ wine }: { wine: SearchWine }) {
  const card = searchWineToCard(wine);
  const image = card?.url_media || PLACEHOLDER_WINE_IMAGE;
  return (
    <li className={styles.row}>
      <img className={styles.thumb} src={image} alt="" width={48} height={64} onError={showPlaceholder} />
      <a className={styles.link} href={productPath({ name: wine.PRODUCTNAME, wake_product_id: wine.PRODUCTID })} data-result>
        <span>{wine.PRODUCTNAME}</span>
        <span className={styles.meta}>
          {wine.CATEGORYNAME_TIPO} · {wine.CATEGORIADESC} · {formatBRL(wine.PRECOVENDA)}
        </span>
        {wine.ESTOQUE <= 0 ? <span className={styles.unavailable}>{MESSAGES.outOfStock}</span> : null}
      </a>
      {/* A hosted search service may not send the variant id the cart needs: then the link only. */}
      {card ? <AddToCartButton wine={cartWineFromCard(card)} className={styles.add} /> : null}
    </li>
  );
}

/** Moves focus among the result links with the arrow keys (spec: keyboard use of the search panel). */
function moveAmongResults(event: KeyboardEvent, container: HTMLElement | null): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...(container?.querySelectorAll<HTMLElement>('[data-result]') ?? [])];
  if (links.length === 0) return;
  event.preventDefault();
  const index = links.indexOf(document.activeElement as HTMLElement);
  const next = event.key === 'ArrowDown' ? (index < 0 ? 0 : Math.min(index + 1, links.length - 1)) : index <= 0 ? -1 : index - 1;
  if (next < 0) container?.querySelector<HTMLElement>('input')?.focus();
  else links[next]?.focus();
}

/**
 * spec §2/§4 "Search panel": the most wanted wines for an empty term; results after a 300 ms pause
 * (a trimmed term over 2 characters), in stock first, with skeletons while loading; further pages
 * as the list scrolls to its end (not on mobile, where at most 4 show); "nenhum vinho encontrado";
 * "Ver todos os produtos" to /resultados/{term}. Each result can go to the cart. Esc, the X, the
 * backdrop and the header's toggle close it (focus back to the toggle); it opens below the header,
 * which stays usable; arrow keys move through the results; Enter opens one.
 */
export default function SearchPanel({ id, onClose, returnFocusTo }: { id: string; onClose(): void; returnFocusTo: RefObject<HTMLElement | null> }) {
  const stores = useStores();
  const { term, setTerm, state, mostWanted, loadMore } = useSearch(stores);
  const { ref, onKeyDown } = useModalPanel<HTMLDivElement>({ onClose, returnFocusTo, trapFocus: true, lockScroll: true });
  const top = useBelowHeader(onClose, returnFocusTo);
  const mobile = typeof window !== 'undefined' && isMobileWidth(window.innerWidth);
  const sentinel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const shown = visibleResults(state.results, mobile);
  const more = canLoadMore(state.results.length, state.total, mobile);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !more || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { root: body.current },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, loadMore, state.results.length]);

  const query = searchableTerm(term);

  return (
    <>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div
        id={id}
        ref={ref}
        className={styles.panel}
        style={{ top: `${top}px`, maxHeight: `calc(100vh - ${top}px)` }}
        role="dialog"
        aria-modal="true"
        aria-label={MESSAGES.searchPanelLabel}
        tabIndex={-1}
        onKeyDown={(event) => {
          onKeyDown(event);
          moveAmongResults(event, ref.current);
        }}
      >
        <form
          className={styles.form}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            // spec §8: searching with an empty term writes a console warning only.
            if (!term.trim()) console.warn('search: empty term');
            else if (query) window.location.assign(resultsPath(query));
          }}
        >
          <label htmlFor="busca-termo" className={visuallyHidden}>
            {MESSAGES.searchInputLabel}
          </label>
          <input
            id="busca-termo"
            className={styles.input}
            type="search"
            autoComplete="off"
            placeholder={MESSAGES.searchPlaceholder}
            // a longer term is refused by the search, so it is never typed or pasted whole (spec §9, DECISIONS)
            maxLength={SEARCH_TERM_LENGTH.max}
            value={term}
            onChange={(event) => setTerm(event.currentTarget.value)}
            data-autofocus
          />
          <button type="button" className={iconButton} aria-label={MESSAGES.closeSearch} onClick={onClose}>
            X
          </button>
        </form>
        <div ref={body} className={styles.body}>
          {state.status === 'idle' ? (
            <section aria-labelledby="busca-mais-procurados">
              <h2 id="busca-mais-procurados" className={styles.heading}>
                {MESSAGES.mostWantedTitle}
              </h2>
              {mostWanted === null ? (
                <Skeletons />
              ) : (
                <ul className={styles.list}>
                  {mostWanted.map((wine) => (
                    <li key={wine.id} className={styles.row}>
                      <img className={styles.thumb} src={wine.url_media || PLACEHOLDER_WINE_IMAGE} alt="" width={48} height={64} onError={showPlaceholder} />
                      <a className={styles.link} href={productPath({ name: wine.name, wake_product_id: wine.id })} data-result>
                        {wine.name}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ) : (
            <section aria-labelledby="busca-resultados" aria-busy={state.status === 'loading' || state.loadingMore}>
              <h2 id="busca-resultados" className={styles.heading}>
                {MESSAGES.searchResultsTitle}
              </h2>
              <p role="status" className={visuallyHidden}>
                {state.status === 'loading' ? MESSAGES.searchLoading : ''}
              </p>
              {state.status === 'loading' ? (
                <Skeletons />
              ) : state.status === 'ready' && state.results.length === 0 ? (
                <p className={styles.message}>{MESSAGES.noSearchResults}</p>
              ) : (
                <ul className={styles.list}>
                  {shown.map((wine) => (
                    <ResultRow key={wine.PRODUCTID} wine={wine} />
                  ))}
                </ul>
              )}
              {state.loadingMore ? <Skeletons count={2} /> : null}
              {more ? <div ref={sentinel} className={styles.sentinel} /> : null}
              {state.query && state.status === 'ready' && state.results.length > 0 ? (
                <a className={`${button.primary} ${styles.seeAll}`} href={resultsPath(state.query)}>
                  {MESSAGES.seeAllProducts}
                </a>
              ) : null}
            </section>
          )}
        </div>
      </div>
    </>
  );
}

function Skeletons({ count = 4 }: { count?: number }) {
  return (
    <ul className={styles.list} aria-hidden="true" data-testid="search-skeletons">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <li key={index} className={styles.skeleton} />
      ))}
    </ul>
  );
}
