import type { AdminOrder, AdminOrderPage } from '../../../src/contracts/admin/orders.ts';
import { formatBRL } from '../../../src/core/rules/money.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { type Column, ListTable, WithNote } from '../ui/ListTable.tsx';
import { PagedList } from '../ui/PagedList.tsx';

const WHEN = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** The statuses the commerce service gives an order, as the owner reads them. */
const STATUS: Record<string, string> = { PAID: 'Pago' };

const statusLabel = (status: string) => STATUS[status] ?? status;

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
  { header: 'Data', cell: (order) => WHEN.format(new Date(order.created_at)) },
  { header: 'Cliente', cell: customerOf, className: 'wide-only' },
  { header: 'Situação', cell: (order) => statusLabel(order.status) },
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

/** One order: who, when, its wines and every amount, as frozen when it was paid. */
export function OrderPage({ storeName, owner, order }: { storeName: string; owner: string; order: AdminOrder }) {
  const amounts: [string, string][] = [
    ['Produtos', formatBRL(order.subtotal)],
    ...(order.coupon_code ? [[`Cupom ${order.coupon_code}`, `− ${formatBRL(order.coupon_discount)}`] as [string, string]] : []),
    ...(order.pix_discount > 0 ? [['Desconto no Pix', `− ${formatBRL(order.pix_discount)}`] as [string, string]] : []),
    [`Frete (${order.shipping_name}, ${order.shipping_deadline} dias úteis)`, formatBRL(order.shipping_fee)],
    ['Total', formatBRL(order.total)],
  ];
  return (
    <AdminDocument title={`Pedido ${order.id}`} storeName={storeName} owner={owner} section="Pedidos">
      <p>
        <a href={ADMIN_PATHS.orders}>← Todos os pedidos</a>
      </p>
      <dl className="facts">
        <dt>Data</dt>
        <dd>{WHEN.format(new Date(order.created_at))}</dd>
        <dt>Situação</dt>
        <dd>{statusLabel(order.status)}</dd>
        <dt>Cliente</dt>
        <dd>{customerOf(order)}</dd>
        <dt>Pagamento</dt>
        <dd>{order.payment_method ? (PAYMENT[order.payment_method] ?? order.payment_method) : '—'}</dd>
        <dt>CEP de entrega</dt>
        <dd>{order.cep ? `${order.cep.slice(0, 5)}-${order.cep.slice(5)}` : '—'}</dd>
      </dl>
      <h2>Vinhos</h2>
      <ListTable rows={order.lines} columns={LINE_COLUMNS} rowKey={(line) => line.sku} />
      <h2>Entrega</h2>
      {/* ECA Digital and the consumer's protection: the age was verified online; at the door the carrier checks it again. */}
      <p>
        Na etiqueta do pacote: <strong>{PARCEL_LABEL_NOTICE}</strong> A transportadora confere o documento de quem recebe e não entrega a menores.
      </p>
      <h2>Valores</h2>
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
    </AdminDocument>
  );
}
