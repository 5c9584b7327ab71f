/**
 * The payment port (docs/payments.md): what the shop asks of a payment provider, in the shop's own
 * terms (centavos, our attempt's reference), so the checkout never names a provider. Mercado Pago
 * (mercadopago/) is the first adapter, and its local stand-in answers the same REST shapes
 * in-process; a second provider (Pagar.me, Stripe Pix) is one more file implementing this.
 */

/** A payment's state as the provider reports it, mapped to the few the shop acts on. */
export type ProviderPaymentStatus = 'pending' | 'approved' | 'rejected' | 'cancelled' | 'refunded' | 'charged_back';

interface Payer {
  email: string;
  /** 11 digits. */
  cpf: string;
  firstName: string;
  lastName: string;
}

export interface PixRequest {
  /** Our payment attempt's id: the provider hands it back as the payment's reference. */
  reference: string;
  /** Sent as the provider's idempotency key: a retried request never makes a second charge. */
  idempotencyKey: string;
  amountCents: number;
  description: string;
  payer: Payer;
  expiresAt: Date;
  /** Where the provider notifies (the storefront's public webhook), or '' to rely on the account's setting. */
  notificationUrl: string;
}

interface PixCharge {
  providerPaymentId: string;
  status: ProviderPaymentStatus;
  /** The "Pix Copia e Cola" text (an EMV BR Code). */
  copyPaste: string;
  /** The QR code as a PNG, base64. */
  qrPngBase64: string;
  expiresAt: string;
}

export interface HostedCheckoutRequest {
  reference: string;
  idempotencyKey: string;
  /** The lines the provider's page shows; their sum is the amount charged. */
  items: ReadonlyArray<{ title: string; quantity: number; unitPriceCents: number }>;
  payer: Pick<Payer, 'email'>;
  /** Where the provider sends the shopper back (our order page), whatever the outcome. */
  backUrl: string;
  notificationUrl: string;
  expiresAt: Date;
  /** Card (and the provider's other non-Pix methods) only: Pix is offered on our own page. */
  excludePix: boolean;
}

interface HostedCheckout {
  providerCheckoutId: string;
  /** The provider's payment page the shopper is sent to. */
  redirectUrl: string;
}

/** A payment read back from the provider's API: the only account of a payment the shop believes. */
export interface ProviderPayment {
  providerPaymentId: string;
  status: ProviderPaymentStatus;
  amountCents: number;
  /** ISO 4217, e.g. "BRL". */
  currency: string;
  /** The reference we gave (our attempt's id), or null for a payment we never asked for. */
  reference: string | null;
  method: 'pix' | 'card' | 'other';
  /** The payer's CPF as the provider reports it (11 digits), when it does. */
  payerCpf: string | null;
  refundedCents: number;
}

interface RefundRequest {
  providerPaymentId: string;
  /** Omitted: the whole payment. */
  amountCents?: number;
  idempotencyKey: string;
}

export interface ProviderRefund {
  providerRefundId: string;
  amountCents: number;
  status: 'approved' | 'pending' | 'rejected';
}

/** A notification as it reached the webhook: the query string, headers and raw body. */
export interface IncomingNotification {
  query: URLSearchParams;
  headers: Headers;
  body: string;
}

/**
 * What a notification says once its signature holds: which provider payment to read back (never
 * what its body claims about it), and the provider's id for this delivery (replay detection).
 */
export type NotificationCheck = { ok: true; providerPaymentId: string; deliveryId: string } | { ok: false; reason: 'signature' | 'stale' | 'not_a_payment' };

/** A provider's refusal or failure, with its HTTP status (0: no answer) and the provider's own words for the log. */
export class PaymentProviderError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`payment provider answered ${status}: ${detail}`);
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentGateway {
  /** Recorded on each attempt: which adapter took it ("mercadopago", "local"). */
  readonly provider: string;
  createPix(request: PixRequest): Promise<PixCharge>;
  createHostedCheckout(request: HostedCheckoutRequest): Promise<HostedCheckout>;
  readPayment(providerPaymentId: string): Promise<ProviderPayment>;
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** Cancels a payment still pending (a Pix superseded by a new attempt). */
  cancel(providerPaymentId: string): Promise<void>;
  checkNotification(notification: IncomingNotification, now: Date): Promise<NotificationCheck>;
}
