import type { AuditEntry } from '../../../src/contracts/admin/api.ts';
import type { AdminOrder, AdminOrderPage } from '../../../src/contracts/admin/orders.ts';
import { businessDays } from '../../../src/core/rules/business-days.ts';
import { formatBRL } from '../../../src/core/rules/money.ts';
import { orderStatusLabel, trackingLink } from '../../../src/core/rules/order-status.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { RecordHistory } from '../ui/AuditTable.tsx';
import { FormNotice, SelectField, TextField } from '../ui/fields.tsx';
import { type Column, ListTable, WithNote } from '../ui/ListTable.tsx';
import { PagedList } from '../ui/PagedList.tsx';
import { adminDateTime } from '../ui/dates.ts';
import { deliveryAddressLine } from '../../../src/contracts/delivery-address.ts';

const customerOf = (order: { customer_name: string | null; customer_email: string | null }) =>
  order.customer_email ? `${order.customer_name ?? ''} (${order.customer_email})` : 'Dados pessoais excluídos a pedido (LGPD)';

const ORDER_COLUMNS: Column<AdminOrderPage['orders'][number]>[] = [
  {
    header: 'Pedido',
    cell: (order) => (
      <WithNote note={order.items === 1 ? '1 garrafa' : `${order.items} garrafas`}>
        <a href={ADMIN_PATHS.order(order.id)}>Pedido {order.id}</a>
      </WithNote>
    ),
  },
  { header: 'Data', cell: (order) => adminDateTime(order.created_at) },
  { header: 'Cliente', cell: customerOf, className: 'wide-only' },
  { header: 'Situação', cell: (order) => orderStatusLabel(order.status) },
  { header: 'Total', cell: (order) => formatBRL(order.total), className: 'num' },
];

/** "Pedidos": what the embedded checkout sold, newest first, 50 a page. */
export function OrderListPage({ storeName, owner, list }: { storeName: string; owner: string; list: AdminOrderPage }) {
  return (
    <AdminDocument title="Pedidos" storeName={storeName} owner={owner} section="Pedidos">
      <PagedList path={ADMIN_PATHS.orders} paging={list} one="pedido" many="pedidos">
        <ListTable rows={list.orders} columns={ORDER_COLUMNS} rowKey={(order) => order.id} empty="Nenhum pedido ainda." />
      </PagedList>
    </AdminDocument>
  );
}

const PAYMENT: Record<string, string> = { pix: 'Pix', 'credit-card': 'Cartão de crédito' };

const LINE_COLUMNS: Column<AdminOrder['lines'][number]>[] = [
  { header: 'Vinho', cell: (line) => <WithNote note={`SKU ${line.sku}`}>{line.name}</WithNote> },
  { header: 'Qtd.', cell: (line) => line.quantity, className: 'num' },
  { header: 'Preço', cell: (line) => formatBRL(line.unit_price), className: 'num' },
  { header: 'Subtotal', cell: (line) => formatBRL(line.unit_price * line.quantity), className: 'num' },
];

/** What every parcel says (docs/age-verification.md: delivery to an adult stays the shop's responsibility). */
const PARCEL_LABEL_NOTICE = 'Entregar somente a maior de 18 anos, com documento com foto.';

const PAYMENT_KIND: Record<string, string> = { pix: 'Pix', hosted: 'Cartão (página do provedor)' };
const PAYMENT_STATUS: Record<string, string> = {
  pending: 'Aguardando',
  approved: 'Aprovado',
  rejected: 'Recusado',
  cancelled: 'Cancelado',
  superseded: 'Substituído por outro',
  refunded: 'Estornado',
};
const REFUND_REASON: Record<string, string> = {
  owner: 'Pela loja',
  withdrawal: 'Arrependimento do cliente',
  out_of_stock: 'Vinho esgotado durante o pagamento',
  coupon_exhausted: 'Cupom deixou de valer durante o pagamento',
  amount_mismatch: 'Valor diferente do pedido',
  superseded: 'Pagamento de uma tentativa antiga',
  age_unconfirmed: 'Idade não confirmada em 48 horas',
};
const REFUND_STATUS: Record<string, string> = { requested: 'Pedido ao provedor', approved: 'Feito', failed: 'Falhou' };

type MoneyEvent = { status: string; amount: number; created_at: string };

const PAYMENT_COLUMNS: Column<AdminOrder['payments'][number]>[] = [
  { header: 'Data', cell: (payment) => adminDateTime(payment.created_at) },
  { header: 'Forma', cell: (payment) => PAYMENT_KIND[payment.kind] ?? payment.kind },
  { header: 'Situação', cell: (payment) => PAYMENT_STATUS[payment.status] ?? payment.status },
  { header: 'Valor', cell: (payment: MoneyEvent) => formatBRL(payment.amount), className: 'num' },
];

const REFUND_COLUMNS: Column<AdminOrder['refunds'][number]>[] = [
  { header: 'Data', cell: (refund) => adminDateTime(refund.created_at) },
  { header: 'Motivo', cell: (refund) => REFUND_REASON[refund.reason] ?? refund.reason },
  { header: 'Situação', cell: (refund) => REFUND_STATUS[refund.status] ?? refund.status },
  { header: 'Valor', cell: (refund: MoneyEvent) => formatBRL(refund.amount), className: 'num' },
];

/** What the owner sees after an action (`?feito=`). */
export const ORDER_OUTCOMES: Record<string, string> = {
  situacao: 'Situação do pedido atualizada.',
  estorno: 'Estorno feito pelo provedor de pagamento.',
};

export interface OrderPageProps {
  storeName: string;
  owner: string;
  order: AdminOrder;
  history: readonly AuditEntry[];
  saved?: string | undefined;
  message?: string | undefined;
  errors?: Record<string, string>;
}

const ACTION_LABELS = { status: 'Nova situação', tracking_code: 'Código de rastreio (Correios)', lines: 'Quantidades a estornar', amount: 'Valor estornado' };

/** The owner's next move: the situations the order may go to now, with the tracking code when it ships. */
function StatusForm({ order, errors }: { order: AdminOrder; errors: Record<string, string> }) {
  if (order.next_statuses.length === 0) return null;
  return (
    <form className="card" method="post" action={`${ADMIN_PATHS.order(order.id)}/situacao`} noValidate>
      <h2>Mudar a situação</h2>
      <SelectField
        label={ACTION_LABELS.status}
        name="status"
        value={order.next_statuses[0] ?? ''}
        options={order.next_statuses.map((status) => ({ value: status, label: orderStatusLabel(status) }))}
        error={errors.status}
      />
      {order.next_statuses.includes('SHIPPED') ? (
        <TextField
          label={ACTION_LABELS.tracking_code}
          name="tracking_code"
          value={order.tracking_code ?? ''}
          hint="Obrigatório para Enviado, como AA123456785BR."
          autoComplete="off"
          error={errors.tracking_code}
        />
      ) : null}
      <button type="submit">Mudar situação</button>
    </form>
  );
}

/** Refunds through the provider that took the payment: some bottles, or everything still paid. */
function RefundForm({ order, error }: { order: AdminOrder; error: string | undefined }) {
  const left = Math.round((order.paid - order.refunded) * 100) / 100;
  if (left <= 0) return null;
  // a bottle refunded once is not offered again
  const refundable = order.lines.filter((line) => line.quantity > line.refunded_quantity);
  return (
    <form className="card" method="post" action={`${ADMIN_PATHS.order(order.id)}/estorno`} noValidate>
      <h2>Estornar</h2>
      <p>
        Pago: {formatBRL(order.paid)}. Já estornado: {formatBRL(order.refunded)}. Ainda pode ser devolvido: {formatBRL(left)}.
      </p>
      <fieldset id="campo-lines" tabIndex={-1} aria-describedby={error ? 'campo-lines-erro' : undefined}>
        <legend>{ACTION_LABELS.lines} (deixe em branco para estornar tudo, frete incluído)</legend>
        {error ? (
          <span className="error" id="campo-lines-erro">
            {error}
          </span>
        ) : null}
        {refundable.map((line) => (
          <TextField
            key={line.product_variant_id}
            label={`${line.name} (comprados: ${line.quantity}${line.refunded_quantity > 0 ? `, já estornados: ${line.refunded_quantity}` : ''})`}
            name={`estornar-${line.product_variant_id}`}
            type="number"
            min={1}
            max={line.quantity - line.refunded_quantity}
            inputMode="numeric"
          />
        ))}
      </fieldset>
      <button type="submit">Estornar</button>
    </form>
  );
}

/** One order: who, when, its wines and every amount, as frozen when it was paid; its payments, refunds and the owner's actions. */
export function OrderPage({ storeName, owner, order, history, saved, message, errors = {} }: OrderPageProps) {
  const amounts: [string, string][] = [
    ['Produtos', formatBRL(order.subtotal)],
    ...(order.coupon_code ? [[`Cupom ${order.coupon_code}`, `− ${formatBRL(order.coupon_discount)}`] as [string, string]] : []),
    ...(order.pix_discount > 0 ? [['Desconto no Pix', `− ${formatBRL(order.pix_discount)}`] as [string, string]] : []),
    [`Frete (${order.shipping_name}, ${businessDays(order.shipping_deadline)})`, formatBRL(order.shipping_fee)],
    ['Total', formatBRL(order.total)],
  ];
  return (
    <AdminDocument title={`Pedido ${order.id}`} storeName={storeName} owner={owner} section="Pedidos">
      <p>
        <a href={ADMIN_PATHS.orders}>← Todos os pedidos</a>
      </p>
      <FormNotice saved={saved} message={message} errors={errors} labels={ACTION_LABELS} />
      <dl className="facts">
        <dt>Data</dt>
        <dd>{adminDateTime(order.created_at)}</dd>
        <dt>Situação</dt>
        <dd>{orderStatusLabel(order.status)}</dd>
        {order.tracking_code ? (
          <>
            <dt>Rastreio</dt>
            <dd>
              <a href={trackingLink(order.tracking_code)}>{order.tracking_code}</a>
            </dd>
          </>
        ) : null}
        {order.withdrawal_protocol ? (
          <>
            <dt>Arrependimento</dt>
            <dd>Protocolo {order.withdrawal_protocol}</dd>
          </>
        ) : null}
        <dt>Cliente</dt>
        <dd>{customerOf(order)}</dd>
        <dt>Pagamento</dt>
        <dd>{order.payment_method ? (PAYMENT[order.payment_method] ?? order.payment_method) : '—'}</dd>
        <dt>CEP de entrega</dt>
        <dd>{order.cep ? `${order.cep.slice(0, 5)}-${order.cep.slice(5)}` : '—'}</dd>
        <dt>Endereço de entrega</dt>
        <dd>{order.delivery_address ? deliveryAddressLine(order.delivery_address) : '—'}</dd>
      </dl>
      <h2>Vinhos</h2>
      <ListTable rows={order.lines} columns={LINE_COLUMNS} rowKey={(line) => line.sku} />
      <h2>Entrega</h2>
      {/* ECA Digital and the consumer's protection: the age was verified online; at the door the carrier checks it again. */}
      <p>
        Na etiqueta do pacote: <strong>{PARCEL_LABEL_NOTICE}</strong> A transportadora confere o documento de quem recebe e não entrega a menores.
      </p>
      <h2>Valores</h2>
      <div className="table-scroll">
        <table>
          <tbody>
            {amounts.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td className="num">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <StatusForm order={order} errors={errors} />
      <h2>Pagamentos</h2>
      <ListTable rows={order.payments} columns={PAYMENT_COLUMNS} rowKey={(payment) => payment.created_at} empty="Nenhum pagamento iniciado." />
      {order.refunds.length > 0 ? (
        <>
          <h2>Estornos</h2>
          <ListTable rows={order.refunds} columns={REFUND_COLUMNS} rowKey={(refund) => `${refund.created_at}-${refund.amount}`} />
        </>
      ) : null}
      <RefundForm order={order} error={errors.lines} />
      <RecordHistory entries={history} labels={ACTION_LABELS} />
    </AdminDocument>
  );
}
