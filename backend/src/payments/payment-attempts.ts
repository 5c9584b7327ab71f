import { ERROR_CODES } from '../../../src/contracts/graphql/error-codes.ts';
import { readCommerceConfig } from '../commerce/config.ts';
import type { CustomerRow } from '../commerce/customers.ts';
import { CommerceError } from '../commerce/errors.ts';
import { freezeOrder } from '../commerce/orders.ts';
import { DEFAULT_PAYMENT_METHOD } from '../commerce/payment-methods.ts';
import { customerAgeStatus } from '../age/order-guard.ts';
import { SHOP_NAME } from '../shop-name.ts';
import type { PaymentBindings } from './payment-config.ts';
import { PaymentProviderError, type PaymentGateway } from './port.ts';
import { PAYMENT_WEBHOOK_PATH } from '../../../src/contracts/payment-paths.ts';

/**
 * Starting a payment (docs/payments.md): the checkout is frozen into its order, then one attempt
 * is made with the provider: a Pix charge shown on our own page, or the provider's hosted checkout
 * for a card. An attempt still running for the same amount is shown again instead of charging
 * twice; a new one supersedes the older (a late payment of an older one is refunded on arrival).
 */
export const PIX_LIFETIME_MS = 30 * 60_000;
/** How long a hosted checkout (Checkout Pro) stays payable. */
const HOSTED_LIFETIME_MS = 60 * 60_000;

export interface PaymentRow {
  id: string;
  order_id: number;
  provider: string;
  kind: 'pix' | 'hosted';
  amount_cents: number;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled' | 'superseded' | 'refunded';
  provider_payment_id: string | null;
  provider_checkout_id: string | null;
  redirect_url: string | null;
  pix_copy_paste: string | null;
  pix_qr_png: string | null;
  /** How the customer's age was confirmed when paying, and the CPF a Pix must come from (migration 0055). */
  age_level: 'A' | 'B' | null;
  payer_cpf: string | null;
  expires_at: string;
  created_at: string;
}

export type StartedPayment = { orderId: number } & ({ kind: 'pix'; paymentId: string } | { kind: 'hosted'; redirectUrl: string });

const unavailable = () => new CommerceError(ERROR_CODES.paymentMethodInvalid, 'Não foi possível iniciar o pagamento agora. Tente novamente em instantes.');

/** The newest attempt to pay an order. */
export function newestAttempt(db: D1Database, orderId: number): Promise<PaymentRow | null> {
  return db.prepare('SELECT * FROM payments WHERE order_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1').bind(orderId).first<PaymentRow>();
}

function nameParts(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** Our public webhook, when the shop's address can receive the provider's calls (https only). */
function notificationUrl(env: PaymentBindings): string {
  const origin = readCommerceConfig(env).shopOrigin;
  return origin.startsWith('https://') ? `${origin}${PAYMENT_WEBHOOK_PATH}` : '';
}

/** Marks the order's running attempts superseded and cancels their Pix at the provider (best effort). */
async function supersede(db: D1Database, gateway: PaymentGateway, orderId: number, now: Date): Promise<void> {
  const { results } = await db
    .prepare("UPDATE payments SET status = 'superseded', updated_at = ? WHERE order_id = ? AND status = 'pending' RETURNING kind, provider_payment_id")
    .bind(now.toISOString(), orderId)
    .all<{ kind: string; provider_payment_id: string | null }>();
  for (const row of results) {
    if (row.kind !== 'pix' || !row.provider_payment_id) continue;
    await gateway.cancel(row.provider_payment_id).catch((error: unknown) => {
      console.warn(JSON.stringify({ level: 'warn', event: 'payment_cancel_failed', orderId, error: String(error) }));
    });
  }
}

export async function startPayment(
  env: PaymentBindings,
  gateway: PaymentGateway,
  checkoutId: string,
  customer: CustomerRow,
  now: Date,
): Promise<StartedPayment> {
  const db = env.DB;
  // refused before the order is frozen again: a refused method must leave the order, and the Pix it awaits, as they were
  const chosen = await db
    .prepare('SELECT payment_method FROM checkouts WHERE id = ?')
    .bind(checkoutId.toLowerCase())
    .first<{ payment_method: string | null }>();
  const method = chosen?.payment_method ?? DEFAULT_PAYMENT_METHOD;
  const age = await customerAgeStatus(db, env, customer, now);
  // Age confirmed by CPF only (level B): the payer must be that CPF, which only Pix reports
  if (method !== 'pix' && age.verified && age.level !== 'A') {
    throw new CommerceError(
      ERROR_CODES.cardNeedsAgeLevelA,
      'Sua idade foi confirmada pelo CPF: pague com Pix, no seu CPF, ou confirme a idade com documento ou carteira digital para pagar com cartão.',
    );
  }
  if (method === 'pix' && !customer.cpf) throw new CommerceError(ERROR_CODES.paymentMethodInvalid, 'Informe seu CPF em Meus dados para pagar com Pix.');
  const order = await freezeOrder(db, env, checkoutId, customer, now);
  const kind = order.paymentMethod === 'pix' ? 'pix' : 'hosted';
  const running = await newestAttempt(db, order.orderId);
  if (running?.status === 'pending' && running.kind === kind && running.amount_cents === order.amountCents && Date.parse(running.expires_at) > now.getTime()) {
    const orderId = order.orderId;
    return running.kind === 'pix' ? { orderId, kind: 'pix', paymentId: running.id } : { orderId, kind: 'hosted', redirectUrl: running.redirect_url ?? '' };
  }
  await supersede(db, gateway, order.orderId, now);
  const id = crypto.randomUUID();
  const expiresAt = new Date(now.getTime() + (kind === 'pix' ? PIX_LIFETIME_MS : HOSTED_LIFETIME_MS));
  const stamp = now.toISOString();
  await db
    .prepare(
      `INSERT INTO payments (id, order_id, provider, kind, amount_cents, status, expires_at, created_at, updated_at, age_level, payer_cpf)
       VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?)`,
    )
    .bind(id, order.orderId, gateway.provider, kind, order.amountCents, expiresAt.toISOString(), stamp, stamp, order.ageLevel, customer.cpf)
    .run();
  const description = `Pedido nº ${order.orderId} - ${SHOP_NAME}`;
  try {
    if (kind === 'pix') {
      const charge = await gateway.createPix({
        reference: id,
        idempotencyKey: id,
        amountCents: order.amountCents,
        description,
        payer: { email: customer.email, cpf: customer.cpf ?? '', ...nameParts(customer.full_name) },
        expiresAt,
        notificationUrl: notificationUrl(env),
      });
      await db
        .prepare('UPDATE payments SET provider_payment_id = ?, pix_copy_paste = ?, pix_qr_png = ?, updated_at = ? WHERE id = ?')
        .bind(charge.providerPaymentId, charge.copyPaste, charge.qrPngBase64, stamp, id)
        .run();
      return { orderId: order.orderId, kind: 'pix', paymentId: id };
    }
    const { checkoutPath, shopOrigin } = readCommerceConfig(env);
    const hosted = await gateway.createHostedCheckout({
      reference: id,
      idempotencyKey: id,
      items: [{ title: description, quantity: 1, unitPriceCents: order.amountCents }],
      payer: { email: customer.email },
      backUrl: `${shopOrigin}${checkoutPath}/${checkoutId.toLowerCase()}`,
      notificationUrl: notificationUrl(env),
      expiresAt,
      excludePix: true,
    });
    await db
      .prepare('UPDATE payments SET provider_checkout_id = ?, redirect_url = ?, updated_at = ? WHERE id = ?')
      .bind(hosted.providerCheckoutId, hosted.redirectUrl, stamp, id)
      .run();
    return { orderId: order.orderId, kind: 'hosted', redirectUrl: hosted.redirectUrl };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.error(JSON.stringify({ level: 'error', event: 'payment_start_failed', orderId: order.orderId, status: error.status, detail: error.detail }));
    await db.prepare("UPDATE payments SET status = 'cancelled', updated_at = ? WHERE id = ?").bind(stamp, id).run();
    throw unavailable();
  }
}
