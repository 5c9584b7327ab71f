import type { AdminNewsletterPage } from '../../../src/contracts/admin/orders.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { FormNotice } from '../ui/fields.tsx';
import { type Column, ListTable } from '../ui/ListTable.tsx';
import { PagedList } from '../ui/PagedList.tsx';
import { adminDay } from '../ui/dates.ts';

interface NewsletterPageProps {
  storeName: string;
  owner: string;
  list: AdminNewsletterPage;
  query: string;
  notice?: string | undefined;
  refusal?: string | undefined;
}

type Subscriber = AdminNewsletterPage['subscribers'][number];

/** The one button that ends a subscription, named by its e-mail. */
function Unsubscribe({ subscriber }: { subscriber: Subscriber }) {
  return (
    <form method="post" action={ADMIN_PATHS.newsletterUnsubscribe}>
      <input type="hidden" name="email" value={subscriber.email} />
      <button className="button secondary" type="submit">
        Cancelar inscrição de {subscriber.email}
      </button>
    </form>
  );
}

const SUBSCRIBER_COLUMNS: Column<Subscriber>[] = [
  { header: 'E-mail', cell: (subscriber) => subscriber.email },
  { header: 'Nome', cell: (subscriber) => subscriber.name, className: 'wide-only' },
  { header: 'Desde', cell: (subscriber) => adminDay(subscriber.created_at), className: 'wide-only' },
  { header: <span className="hint">Ação</span>, cell: (subscriber) => <Unsubscribe subscriber={subscriber} /> },
];

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
      <PagedList
        path={ADMIN_PATHS.newsletter}
        paging={list}
        one="inscrito"
        many="inscritos"
        search={{ label: 'Buscar inscrito', placeholder: 'E-mail', query }}
      >
        <ListTable rows={list.subscribers} columns={SUBSCRIBER_COLUMNS} rowKey={(subscriber) => subscriber.email} empty="Nenhum inscrito encontrado." />
      </PagedList>
    </AdminDocument>
  );
}
