/**
 * The stand-in's books (table payment_stand_in, migration 0052): each payment and preference it
 * "created", as the JSON Mercado Pago would answer for it, with the idempotency key it was
 * created under. Never read by the shop itself: only by the stand-in's API and simulation page.
 */

/** A refund inside a payment, as Mercado Pago lists them in the payment's `refunds`. */
export interface StandInRefund {
  id: number;
  payment_id: number;
  amount: number;
  status: 'approved';
  date_created: string;
  source: { id: string; name: string; type: 'collector' };
  /** The stand-in's own note, never answered: the X-Idempotency-Key the refund was made under. */
  idempotency_key?: string;
}

export interface StandInPayment {
  id: number;
  date_created: string;
  date_approved: string | null;
  date_last_updated: string;
  date_of_expiration: string | null;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled' | 'refunded';
  status_detail: string;
  currency_id: 'BRL';
  description: string | null;
  transaction_amount: number;
  transaction_amount_refunded: number;
  payment_method_id: string;
  payment_type_id: string;
  external_reference: string | null;
  /** Where this payment's notifications go (its own, else the application's): the simulation page reads it. */
  notification_url: string | null;
  installments: number;
  live_mode: false;
  payer: {
    email: string | null;
    first_name: string | null;
    last_name: string | null;
    identification: { type: string; number: string } | null;
  };
  point_of_interaction?: {
    type: 'PIX';
    transaction_data: { qr_code: string; qr_code_base64: string; ticket_url: string };
  };
  refunds: StandInRefund[];
}

export interface StandInPreference {
  id: string;
  collector_id: number;
  date_created: string;
  items: Array<{ title: string; quantity: number; unit_price: number; currency_id: string }>;
  payer: { email: string | null };
  external_reference: string | null;
  back_urls: { success?: string; failure?: string; pending?: string };
  auto_return: string | null;
  notification_url: string | null;
  expires: boolean;
  expiration_date_to: string | null;
  payment_methods: {
    excluded_payment_types: Array<{ id: string }>;
    excluded_payment_methods: Array<{ id: string }>;
  };
  init_point: string;
  sandbox_init_point: string;
}

type Kind = 'payment' | 'preference';

interface Row {
  body: string;
}

/** Mercado Pago's payment and refund ids: 11-digit numbers. */
export function standInNumericId(): number {
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1));
  return 10_000_000_000 + (random % 89_999_999_999);
}

async function read<T>(db: D1Database, kind: Kind, id: string): Promise<T | null> {
  const row = await db.prepare('SELECT body FROM payment_stand_in WHERE id = ? AND kind = ?').bind(id, kind).first<Row>();
  return row ? (JSON.parse(row.body) as T) : null;
}

export function standInPayment(db: D1Database, id: string): Promise<StandInPayment | null> {
  return read<StandInPayment>(db, 'payment', id);
}

export function standInPreference(db: D1Database, id: string): Promise<StandInPreference | null> {
  return read<StandInPreference>(db, 'preference', id);
}

/**
 * Keeps a new resource, once per idempotency key: answers the resource kept under the key, which
 * is `make()`'s only when no request with that key came first (even one racing this one). Keys
 * are kept per kind: a payment's key never answers a preference.
 */
export async function keepOnce<T extends { id: number | string }>(db: D1Database, kind: Kind, idempotencyKey: string | null, make: () => T): Promise<T> {
  const key = idempotencyKey ? `${kind}:${idempotencyKey}` : null;
  const kept = () => db.prepare('SELECT body FROM payment_stand_in WHERE idempotency_key = ?').bind(key).first<Row>();
  const earlier = key ? await kept() : null;
  if (earlier) return JSON.parse(earlier.body) as T;
  const resource = make();
  await db
    .prepare('INSERT INTO payment_stand_in (id, kind, idempotency_key, body, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING')
    .bind(String(resource.id), kind, key, JSON.stringify(resource), new Date().toISOString())
    .run();
  const first = key ? await kept() : null;
  return first ? (JSON.parse(first.body) as T) : resource;
}

export async function savePayment(db: D1Database, payment: StandInPayment): Promise<void> {
  await db.prepare("UPDATE payment_stand_in SET body = ? WHERE id = ? AND kind = 'payment'").bind(JSON.stringify(payment), String(payment.id)).run();
}

/** A refund as the API answers it: the stand-in's own note left out. */
export function refundAnswer({ idempotency_key: _key, ...refund }: StandInRefund): StandInRefund {
  return refund;
}

/** A payment as the API answers it. */
export function answerOf(payment: StandInPayment): StandInPayment {
  return { ...payment, refunds: payment.refunds.map(refundAnswer) };
}
