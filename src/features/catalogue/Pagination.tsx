import { LISTING_PARAMS } from '../../core/constants.ts';
import * as styles from './Pagination.css.ts';

const PAGE_PARAM = LISTING_PARAMS.page;

function pageHref(basePath: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete(PAGE_PARAM);
  else next.set(PAGE_PARAM, String(page));
  const search = next.toString();
  return search ? `${basePath}?${search}` : basePath;
}

/** Page links for a long list: previous, a window of pages, next. Nothing for a single page. */
export function Pagination(props: { basePath: string; params: URLSearchParams; page: number; pageSize: number; total: number }) {
  const pages = Math.ceil(props.total / props.pageSize);
  if (pages <= 1) return null;
  const first = Math.max(1, props.page - 2);
  const last = Math.min(pages, first + 4);
  const numbers = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  return (
    <nav className={styles.nav} aria-label="Páginas">
      {props.page > 1 ? (
        <a className={styles.link} rel="prev" href={pageHref(props.basePath, props.params, props.page - 1)}>
          Anterior
        </a>
      ) : null}
      {numbers.map((number) =>
        number === props.page ? (
          <span key={number} className={styles.current} aria-current="page">
            {number}
          </span>
        ) : (
          <a key={number} className={styles.link} href={pageHref(props.basePath, props.params, number)} aria-label={`Página ${number}`}>
            {number}
          </a>
        ),
      )}
      {props.page < pages ? (
        <a className={styles.link} rel="next" href={pageHref(props.basePath, props.params, props.page + 1)}>
          Próxima
        </a>
      ) : null}
    </nav>
  );
}
