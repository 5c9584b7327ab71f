import type { ReactNode } from 'react';
import { ListCount } from './ListTable.tsx';
import { listHref, Pager } from './Pager.tsx';
import { SearchForm } from './SearchForm.tsx';

interface PagedListProps {
  /** The list's address: the search is sent to it, and each page is a page of it. */
  path: string;
  /** Where the list is: how many records in all, the page shown, and how many a page holds. */
  paging: { total: number; page: number; pageSize: number };
  /** The record in the singular and the plural, for the count ("1 pedido", "12 pedidos"). */
  one: string;
  many: string;
  /** The search box, for a list the owner can search; its text stays in the pages' links. */
  search?: { label: string; placeholder: string; query: string };
  /** This page's rows (a ListTable). */
  children: ReactNode;
}

/** A list read a page at a time (wines, orders, subscribers): its search, how many in all, this page's rows, and the way to the others. */
export function PagedList({ path, paging, one, many, search, children }: PagedListProps) {
  const query = search?.query ?? '';
  return (
    <>
      {search ? <SearchForm action={path} label={search.label} query={query} placeholder={search.placeholder} /> : null}
      <ListCount total={paging.total} one={one} many={many} />
      {children}
      <Pager page={paging.page} total={paging.total} pageSize={paging.pageSize} href={(page) => listHref(path, query, page)} />
    </>
  );
}
