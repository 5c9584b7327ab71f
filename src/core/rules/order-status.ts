/**
 * An order's life (docs/payments.md): the statuses the shopper and the owner follow and their
 * pt-BR names. One place for the rule, read by the backend that changes orders and by the pages
 * that show them.
 */
const ORDER_STATUSES = ['AWAITING_PAYMENT', 'PAID', 'SEPARATING', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'REFUNDED'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: 'Aguardando pagamento',
  PAID: 'Pago',
  SEPARATING: 'Em separação',
  SHIPPED: 'Enviado',
  DELIVERED: 'Entregue',
  CANCELLED: 'Cancelado',
  REFUNDED: 'Estornado',
};

/** Statuses of an order that was sold (paid, whatever happened to the parcel since): what a coupon's uses and "first purchase" count. */
export const SOLD_ORDER_STATUSES: readonly OrderStatus[] = ['PAID', 'SEPARATING', 'SHIPPED', 'DELIVERED'];

/** The label of a stored status; an unknown one is shown as stored. */
export function orderStatusLabel(status: string): string {
  return (ORDER_STATUSES as readonly string[]).includes(status) ? ORDER_STATUS_LABELS[status as OrderStatus] : status;
}
