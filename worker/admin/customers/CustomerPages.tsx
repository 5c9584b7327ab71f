import type { AdminCustomer, AgeVerificationRecord } from '../../../src/contracts/admin/customers.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { FormNotice } from '../ui/fields.tsx';
import { type Column, ListCount, ListTable, WithNote } from '../ui/ListTable.tsx';
import { SearchForm } from '../ui/SearchForm.tsx';
import { adminDay } from '../ui/dates.ts';

const formattedCpf = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

type FoundCustomer = Pick<AdminCustomer, 'id' | 'email' | 'full_name' | 'orders'>;

const FOUND_COLUMNS: Column<FoundCustomer>[] = [
  {
    header: 'Cliente',
    cell: (customer) => (
      <WithNote note={customer.email}>
        <a href={ADMIN_PATHS.customer(customer.id)}>{customer.full_name}</a>
      </WithNote>
    ),
  },
  { header: 'Pedidos', cell: (customer) => customer.orders, className: 'num' },
];

interface CustomerSearchPageProps {
  storeName: string;
  owner: string;
  query: string;
  found: readonly FoundCustomer[] | null;
  notice?: string | undefined;
  refusal?: string | undefined;
}

/** "Clientes": find a customer by e-mail or CPF, to answer a data request (LGPD art. 18). */
export function CustomerSearchPage({ storeName, owner, query, found, notice, refusal }: CustomerSearchPageProps) {
  return (
    <AdminDocument title="Clientes" storeName={storeName} owner={owner} section="Clientes">
      <FormNotice saved={notice} message={refusal} />
      <p>Quando um cliente pede uma cópia dos seus dados ou que eles sejam apagados (LGPD), encontre-o aqui.</p>
      <SearchForm action={ADMIN_PATHS.customers} label="Buscar cliente" query={query} placeholder="E-mail ou CPF" />
      {/* before a search nothing is said; a search that finds no one says so where the count would be */}
      {found === null ? null : found.length === 0 ? (
        <p role="status">Nenhum cliente encontrado.</p>
      ) : (
        <>
          <ListCount total={found.length} one="cliente" many="clientes" />
          <ListTable rows={found} columns={FOUND_COLUMNS} rowKey={(customer) => customer.id} />
        </>
      )}
    </AdminDocument>
  );
}

const METHOD_NAMES: Record<AgeVerificationRecord['method'], string> = {
  receita: 'CPF na Receita Federal',
  carteira: 'Carteira digital',
  provedor: 'Documento e selfie',
};

const RESULT_NAMES: Record<string, string> = {
  pending: 'Aguardando resposta',
  confirmed: 'Confirmada',
  not_confirmed: 'Não confirmada',
  minor: 'Menor de idade',
  unavailable: 'Serviço indisponível',
  cancelled: 'Interrompida',
};

const ENDED_BECAUSE: Record<string, string> = {
  identity_changed: 'CPF, nome ou nascimento mudou',
  password_recovery: 'senha redefinida por e-mail',
  erasure: 'dados excluídos',
};

function resultText(record: AgeVerificationRecord): string {
  const result = RESULT_NAMES[record.result] ?? record.result;
  if (!record.invalidated_at) return result;
  return `${result}, encerrada em ${adminDay(record.invalidated_at)} (${ENDED_BECAUSE[record.invalidated_reason ?? ''] ?? record.invalidated_reason})`;
}

const VERIFICATION_COLUMNS: Column<AgeVerificationRecord>[] = [
  { header: 'Data', cell: (record) => adminDay(record.verified_at ?? record.created_at) },
  { header: 'Forma (nível)', cell: (record) => `${METHOD_NAMES[record.method]} (${record.level})` },
  { header: 'Resultado', cell: resultText },
];

/**
 * The customer's age verifications (docs/age-verification.md): what the law asks the shop to
 * show (method, level, result, dates), never the data that was checked.
 */
function AgeVerifications({ records }: { records: readonly AgeVerificationRecord[] }) {
  return (
    <>
      <h2>Verificação de idade</h2>
      <ListTable
        rows={records}
        columns={VERIFICATION_COLUMNS}
        rowKey={(record) => record.created_at + record.method}
        empty="Nenhuma verificação. O cliente confirma a idade antes da primeira compra."
      />
    </>
  );
}

/** One customer: what the shop holds, the export and the erasure. */
export function CustomerPage({ storeName, owner, customer }: { storeName: string; owner: string; customer: AdminCustomer }) {
  return (
    <AdminDocument title={customer.full_name} storeName={storeName} owner={owner} section="Clientes">
      <p>
        <a href={ADMIN_PATHS.customers}>← Buscar outro cliente</a>
      </p>
      <dl className="facts">
        <dt>E-mail</dt>
        <dd>{customer.email}</dd>
        <dt>CPF</dt>
        <dd>{customer.cpf ? formattedCpf(customer.cpf) : '—'}</dd>
        <dt>Telefone</dt>
        <dd>{customer.phone ?? '—'}</dd>
        <dt>Cidade</dt>
        <dd>{customer.city ? `${customer.city}${customer.state ? ` – ${customer.state}` : ''}` : '—'}</dd>
        <dt>Cliente desde</dt>
        <dd>{adminDay(customer.created_at)}</dd>
        <dt>Pedidos</dt>
        <dd>{customer.orders}</dd>
        <dt>Favoritos</dt>
        <dd>{customer.favorites}</dd>
        <dt>Newsletter</dt>
        <dd>{customer.newsletter ? 'Inscrito' : 'Não inscrito'}</dd>
      </dl>
      <AgeVerifications records={customer.age_verifications} />
      <h2>Pedidos de dados (LGPD)</h2>
      <p className="actions">
        <a className="button secondary" href={ADMIN_PATHS.customerExport(customer.id)} download>
          Exportar dados (LGPD)
        </a>
        <a className="button secondary" href={ADMIN_PATHS.customerErasure(customer.id)}>
          Excluir dados pessoais
        </a>
      </p>
    </AdminDocument>
  );
}

/** The erasure's confirmation: what goes, what stays, and one button. */
export function CustomerErasurePage({ storeName, owner, customer }: { storeName: string; owner: string; customer: AdminCustomer }) {
  return (
    <AdminDocument title="Confirmar exclusão" storeName={storeName} owner={owner} section="Clientes">
      <p>
        <a href={ADMIN_PATHS.customer(customer.id)}>← Voltar sem excluir</a>
      </p>
      <div className="card">
        <p>
          Excluir os dados pessoais de <strong>{customer.full_name}</strong> ({customer.email})?
        </p>
        <ul>
          <li>
            Saem: nome, e-mail, CPF, nascimento, telefone, endereço, senha, login com Google, favoritos, carrinho salvo e a inscrição na newsletter. As sessões
            abertas terminam.
          </li>
          {customer.orders > 0 ? (
            <li>
              Ficam, como exige a lei fiscal: {customer.orders === 1 ? 'o pedido' : `os ${customer.orders} pedidos`} com valores, vinhos, datas e CEP de
              entrega, sem nome nem e-mail.
            </li>
          ) : null}
          <li>Não há como desfazer. Exporte os dados antes, se o cliente pediu uma cópia.</li>
        </ul>
        <form method="post" action={ADMIN_PATHS.customerErasure(customer.id)}>
          <button className="button" type="submit">
            Excluir dados pessoais de {customer.full_name}
          </button>
        </form>
      </div>
    </AdminDocument>
  );
}
