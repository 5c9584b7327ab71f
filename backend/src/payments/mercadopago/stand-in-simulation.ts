import { newCardPayment, type SettleOutcome, settle } from './stand-in-payments.ts';
import { answerOf, keepOnce, type StandInPayment, savePayment, standInPayment, standInPreference } from './stand-in-store.ts';

/**
 * What the stand-in's simulation page (the shop's /pagamento-simulado/…) makes happen, as the
 * payer's bank or Mercado Pago's own page would: a Pix paid, refused or expired, a preference paid
 * by card. Sending the notification that follows is the page's part (signature.ts signs it).
 */

/** The payment after the event, or null when the stand-in never made it. */
export async function standInSettlePayment(db: D1Database, paymentId: string, outcome: SettleOutcome): Promise<StandInPayment | null> {
  const payment = await standInPayment(db, paymentId);
  if (!payment) return null;
  const updated = settle(payment, outcome, new Date());
  if (updated !== payment) await savePayment(db, updated);
  return answerOf(updated);
}

/**
 * A card payment on a preference's page (Checkout Pro), for the sum of its items and with its
 * external_reference; null for a preference the stand-in never made, or one past its
 * expiration_date_to (Mercado Pago's page no longer takes it).
 */
export async function standInPayPreference(
  db: D1Database,
  preferenceId: string,
  outcome: 'approved' | 'rejected',
  payerCpf?: string,
): Promise<{ paymentId: string } | null> {
  const preference = await standInPreference(db, preferenceId);
  const now = new Date();
  if (!preference) return null;
  if (preference.expires && preference.expiration_date_to && Date.parse(preference.expiration_date_to) < now.getTime()) return null;
  const payment = await keepOnce(db, 'payment', null, () => newCardPayment(preference, outcome, payerCpf, now));
  return { paymentId: String(payment.id) };
}
