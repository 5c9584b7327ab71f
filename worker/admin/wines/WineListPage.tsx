import type { AdminWineList } from '../../../src/contracts/admin/api.ts';
import { formatBRL } from '../../../src/core/rules/money.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { FormNotice } from '../ui/fields.tsx';
import { type Column, ListTable, WithNote } from '../ui/ListTable.tsx';
import { PagedList } from '../ui/PagedList.tsx';

interface WineListPageProps {
  storeName: string;
  owner: string;
  list: AdminWineList;
  query: string;
  /** What the last action did (an import), said once. */
  notice?: string | undefined;
}

const WINE_COLUMNS: Column<AdminWineList['wines'][number]>[] = [
  { header: 'Foto', cell: (wine) => <img className="thumb" src={wine.url_media} alt="" width={48} height={64} loading="lazy" />, className: 'wide-only' },
  {
    header: 'Nome',
    cell: (wine) => (
      <>
        <WithNote note={`SKU ${wine.sku}`}>
          <a href={ADMIN_PATHS.wine(wine.id)}>{wine.name}</a>
        </WithNote>{' '}
        {wine.active ? null : <span className="tag">Arquivado</span>}
      </>
    ),
  },
  { header: 'Preço', cell: (wine) => formatBRL(wine.price), className: 'num' },
  { header: 'Estoque', cell: (wine) => wine.stock, className: 'num' },
];

/** "Vinhos": every wine, archived ones too, searchable by name or SKU, 50 a page. */
export function WineListPage({ storeName, owner, list, query, notice }: WineListPageProps) {
  return (
    <AdminDocument title="Vinhos" storeName={storeName} owner={owner} section="Vinhos">
      <FormNotice saved={notice} />
      <p className="actions">
        <a className="button" href={ADMIN_PATHS.newWine}>
          Novo vinho
        </a>
        <a href={ADMIN_PATHS.wineExport} download>
          Exportar CSV
        </a>
        <a href={ADMIN_PATHS.wineImport}>Importar CSV</a>
      </p>
      <PagedList path={ADMIN_PATHS.wines} paging={list} one="vinho" many="vinhos" search={{ label: 'Buscar vinho', placeholder: 'Nome ou SKU', query }}>
        <ListTable rows={list.wines} columns={WINE_COLUMNS} rowKey={(wine) => wine.id} empty="Nenhum vinho encontrado." />
      </PagedList>
    </AdminDocument>
  );
}
