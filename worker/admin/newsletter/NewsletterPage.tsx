import type { AdminNewsletterPage } from '../../../src/contracts/admin/orders.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { FormNotice } from '../ui/fields.tsx';
import { listHref, Pager } from '../ui/Pager.tsx';
import { SearchForm } from '../ui/SearchForm.tsx';

const DAY = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });

interface NewsletterPageProps {
  storeName: string;
  owner: string;
  list: AdminNewsletterPage;
  query: string;
  notice?: string | undefined;
  refusal?: string | undefined;
}

/** "Newsletter": the subscribers, newest first, searchable by e-mail, the CSV and an unsubscription per row. */
export function NewsletterPage({ storeName, owner, list, query, notice, refusal }: NewsletterPageProps) {
  return (
    <AdminDocument title="Newsletter" storeName={storeName} owner={owner} section="Newsletter">
      <FormNotice saved={notice} message={refusal} />
      <p className="actions">
        <a href={ADMIN_PATHS.newsletterExport} download>
          Exportar CSV
        </a>
      </p>
      <SearchForm action={ADMIN_PATHS.newsletter} label="Buscar inscrito" query={query} placeholder="E-mail" />
      <p role="status">{list.total === 1 ? '1 inscrito' : `${list.total} inscritos`}</p>
      {list.subscribers.length === 0 ? (
        <p>Nenhum inscrito encontrado.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col" className="wide-only">
                Nome
              </th>
              <th scope="col" className="wide-only">
                Desde
              </th>
              <th scope="col">
                <span className="hint">Ação</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.subscribers.map((subscriber) => (
              <tr key={subscriber.email}>
                <td>{subscriber.email}</td>
                <td className="wide-only">{subscriber.name}</td>
                <td className="wide-only">{DAY.format(new Date(subscriber.created_at))}</td>
                <td>
                  <form method="post" action={ADMIN_PATHS.newsletterUnsubscribe}>
                    <input type="hidden" name="email" value={subscriber.email} />
                    <button className="button secondary" type="submit">
                      Cancelar inscrição de {subscriber.email}
                    </button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={list.page} total={list.total} pageSize={list.pageSize} href={(page) => listHref(ADMIN_PATHS.newsletter, query, page)} />
    </AdminDocument>
  );
}
