import type { AdminWineList } from '../../../src/contracts/admin/api.ts';
import { formatBRL } from '../../../src/core/rules/money.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { FormNotice } from '../ui/fields.tsx';
import { listHref, Pager } from '../ui/Pager.tsx';
import { SearchForm } from '../ui/SearchForm.tsx';

interface WineListPageProps {
  storeName: string;
  owner: string;
  list: AdminWineList;
  query: string;
  /** What the last action did (an import), said once. */
  notice?: string | undefined;
}

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
      <SearchForm action={ADMIN_PATHS.wines} label="Buscar vinho" query={query} placeholder="Nome ou SKU" />
      <p role="status">{list.total === 1 ? '1 vinho' : `${list.total} vinhos`}</p>
      {list.wines.length > 0 ? (
        <table>
          <thead>
            <tr>
              <th scope="col" className="wide-only">
                Foto
              </th>
              <th scope="col">Nome</th>
              <th scope="col" className="num">
                Preço
              </th>
              <th scope="col" className="num">
                Estoque
              </th>
            </tr>
          </thead>
          <tbody>
            {list.wines.map((wine) => (
              <tr key={wine.id}>
                <td className="wide-only">
                  <img className="thumb" src={wine.url_media} alt="" width={48} height={64} loading="lazy" />
                </td>
                <td>
                  <a href={ADMIN_PATHS.wine(wine.id)}>{wine.name}</a>
                  <br />
                  <span className="hint">SKU {wine.sku}</span> {wine.active ? null : <span className="tag">Arquivado</span>}
                </td>
                <td className="num">{formatBRL(wine.price)}</td>
                <td className="num">{wine.stock}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>Nenhum vinho encontrado.</p>
      )}
      <Pager page={list.page} total={list.total} pageSize={list.pageSize} href={(page) => listHref(ADMIN_PATHS.wines, query, page)} />
    </AdminDocument>
  );
}
