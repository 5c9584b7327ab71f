/** Links to the previous and next page of a list, with where the owner is ("Página 2 de 5"). */
export function Pager({ page, total, pageSize, href }: { page: number; total: number; pageSize: number; href: (page: number) => string }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label="Páginas">
      {page > 1 ? <a href={href(page - 1)}>Anterior</a> : null}
      <span>
        Página {page} de {pages}
      </span>
      {page < pages ? <a href={href(page + 1)}>Próxima</a> : null}
    </nav>
  );
}

/** A list's address with its search and page (the first page has no `pagina`). */
export function listHref(path: string, query: string, page: number): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (page > 1) params.set('pagina', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
