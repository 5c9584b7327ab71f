/**
 * An order's life (docs/payments.md): the statuses the shopper and the owner follow, their pt-BR
 * names, which change may follow which, and the tracking code a shipment needs. One place for the
 * rule, read by the backend that changes orders and by the pages that show them.
 */
const ORDER_STATUSES = ['AWAITING_PAYMENT', 'AWAITING_AGE', 'PAID', 'SEPARATING', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'REFUNDED'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: 'Aguardando pagamento',
  AWAITING_AGE: 'Aguardando confirmação de idade',
  PAID: 'Pago',
  SEPARATING: 'Em separação',
  SHIPPED: 'Enviado',
  DELIVERED: 'Entregue',
  CANCELLED: 'Cancelado',
  REFUNDED: 'Estornado',
};

/** Statuses of an order that was sold (paid, whatever happened to the parcel since): what a coupon's uses and "first purchase" count. */
export const SOLD_ORDER_STATUSES: readonly OrderStatus[] = ['PAID', 'SEPARATING', 'SHIPPED', 'DELIVERED'];

/** Statuses of an order paid and not shipped yet: its bottles are still at the shop (a refund puts them back in stock). */
export const UNSHIPPED_ORDER_STATUSES: readonly OrderStatus[] = ['PAID', 'SEPARATING', 'AWAITING_AGE'];

/**
 * The owner's moves (the back office's "Pedidos"): a paid order is separated, shipped with its
 * tracking code, delivered; an order never paid can be cancelled. Refunds are their own action
 * (a whole refund leaves the order "Estornado"); the payment itself makes an order "Pago".
 */
const NEXT_BY_OWNER: Record<OrderStatus, readonly OrderStatus[]> = {
  AWAITING_PAYMENT: ['CANCELLED'],
  // paid from another CPF than the account's, whose age was confirmed by CPF only: never shipped;
  // the customer's age confirmed by document or wallet makes it "Pago", 48 h without it refunds it
  AWAITING_AGE: [],
  PAID: ['SEPARATING', 'SHIPPED'],
  SEPARATING: ['SHIPPED'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: [],
  REFUNDED: [],
};

/** An order picked up at the shop is never shipped: from paid or separated it is handed over ("Entregue"). */
const PICKUP_NEXT_BY_OWNER: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  PAID: ['SEPARATING', 'DELIVERED'],
  SEPARATING: ['DELIVERED'],
};

function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The statuses the owner may move an order in `status` to; `pickup` for one collected at the shop. */
export function nextOrderStatuses(status: string, pickup = false): readonly OrderStatus[] {
  if (!isOrderStatus(status)) return [];
  return (pickup ? PICKUP_NEXT_BY_OWNER[status] : undefined) ?? NEXT_BY_OWNER[status];
}

/** The label of a stored status; an unknown one is shown as stored. */
export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status;
}

/**
 * A Correios tracking code (the S10 standard the Correios use): two letters, eight digits, the
 * check digit, two letters for the country ("BR"), e.g. "AA123456785BR". Spaces and case are
 * forgiven; the check digit must hold. Answers the code as stored, or null.
 */
export function correiosTrackingCode(text: string): string | null {
  const code = text.replace(/\s+/g, '').toUpperCase();
  const match = /^([A-Z]{2})(\d{8})(\d)([A-Z]{2})$/.exec(code);
  if (!match) return null;
  const digits = match[2] ?? '';
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  const rest = 11 - (sum % 11);
  const check = rest === 10 ? 0 : rest === 11 ? 5 : rest;
  return Number(match[3]) === check ? code : null;
}

/** Where a shopper follows a Correios parcel. */
export function trackingLink(code: string): string {
  return `https://rastreamento.correios.com.br/app/index.php?objeto=${encodeURIComponent(code)}`;
}
