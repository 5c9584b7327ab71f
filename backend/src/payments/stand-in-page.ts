import { Hono } from 'hono';
import { PAYMENT_STAND_IN_PATH } from '../../../src/contracts/payment-paths.ts';
import { html, page, PAGE_HEADERS } from '../checkout/html.ts';
import { readCommerceConfig } from '../commerce/config.ts';
import type { BackendEnv } from '../env.ts';
import { signNotification } from './mercadopago/signature.ts';
import { standInPayPreference, standInPreference, standInSettlePayment } from './mercadopago/stand-in-api.ts';
import { standInPayment } from './mercadopago/stand-in-store.ts';
import { paymentGateway, standInNotificationSecret } from './payment-config.ts';
import { receivePaymentNotification } from './webhook.ts';
import type { SendMail } from '../mail/send-mail.ts';
import { mailerOf } from '../mail/send-mail.ts';
import { postedForm } from '../validation/request.ts';

/**
 * The payment stand-in's own pages (docs/payments.md), served only while the shop pays through the
 * local stand-in: "Simular pagamento" for a Pix (aprovado, recusado, expirado, and estornado once
 * approved) and the card page a hosted checkout sends the shopper to (aprovado, recusado). Each
 * choice changes the stand-in's books, then sends the correctly signed notification Mercado Pago
 * would send through the same webhook handling as a real one (signature, replay, read-back).
 */
const PIX_CHOICES = [
  ['approved', 'Simular pagamento: aprovado'],
  ['rejected', 'Simular pagamento: recusado'],
  ['expired', 'Simular pagamento: expirado'],
  ['refunded', 'Simular pagamento: estornado'],
] as const;

const CARD_CHOICES = [
  ['approved', 'Simular pagamento: cartão aprovado'],
  ['rejected', 'Simular pagamento: cartão recusado'],
] as const;

type PixOutcome = (typeof PIX_CHOICES)[number][0];

const notFound = () =>
  page(
    'Pagamento não encontrado',
    html`<h1>Pagamento não encontrado</h1><p class="notice" role="alert">Este pagamento simulado não existe.</p><p><a href="/">Voltar à loja</a></p>`,
  );

function choicePage(title: string, action: string, choices: ReadonlyArray<readonly [string, string]>): string {
  const buttons = choices.map(([value, label]) => html`<p><button type="submit" name="resultado" value="${value}">${label}</button></p>`);
  return page(
    title,
    html`<h1>${title}</h1>
<p>Esta página faz o papel do provedor de pagamento, para testes e demonstrações. Nenhum dinheiro é movido.</p>
<form method="post" action="${action}">${buttons}</form>`,
  );
}

/** Sends the notification Mercado Pago would send for `paymentId`, signed with the stand-in's secret. */
async function notify(env: Env, paymentId: string, send: SendMail): Promise<void> {
  const requestId = crypto.randomUUID();
  const ts = Math.floor(Date.now() / 1000);
  const headers = new Headers({
    'x-request-id': requestId,
    'x-signature': await signNotification(await standInNotificationSecret(env), paymentId, requestId, ts),
  });
  const query = new URLSearchParams({ 'data.id': paymentId, type: 'payment' });
  const body = JSON.stringify({ action: 'payment.updated', api_version: 'v1', type: 'payment', data: { id: paymentId } });
  await receivePaymentNotification(env, { query, headers, body }, new Date(), send);
}

/** Our checkout page for the attempt a stand-in payment was made for (a path of this origin). */
async function checkoutPageOf(env: Env, reference: string | null | undefined): Promise<string> {
  const row = reference
    ? await env.DB.prepare('SELECT o.checkout_id FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = ?')
        .bind(reference)
        .first<{ checkout_id: string }>()
    : null;
  return row ? `${readCommerceConfig(env).checkoutPath}/${row.checkout_id}` : '/';
}

export const paymentStandInPages = new Hono<BackendEnv>()
  .use(`${PAYMENT_STAND_IN_PATH}/*`, async (c, next) => {
    if ((await paymentGateway(c.env))?.provider !== 'local') return c.json({ error: 'not_found', message: 'Recurso não encontrado' }, 404);
    await next();
  })
  .get(`${PAYMENT_STAND_IN_PATH}/preferencia/:id`, async function showCardPage(c) {
    const id = c.req.param('id');
    if (!(await standInPreference(c.env.DB, id))) return c.body(notFound(), 404, PAGE_HEADERS);
    return c.body(
      choicePage('Pagamento com cartão (simulado)', `${PAYMENT_STAND_IN_PATH}/preferencia/${encodeURIComponent(id)}`, CARD_CHOICES),
      200,
      PAGE_HEADERS,
    );
  })
  .post(`${PAYMENT_STAND_IN_PATH}/preferencia/:id`, async function payCard(c) {
    const id = c.req.param('id');
    const outcome = (await postedForm(c)).resultado ?? '';
    const preference = await standInPreference(c.env.DB, id);
    if (!preference || (outcome !== 'approved' && outcome !== 'rejected')) return c.body(notFound(), 404, PAGE_HEADERS);
    const paid = await standInPayPreference(c.env.DB, id, outcome);
    if (paid) await notify(c.env, paid.paymentId, mailerOf(c));
    // back as Mercado Pago sends the shopper back: to the preference's back URL, with the payment's id
    const back = `${await checkoutPageOf(c.env, preference.external_reference)}?payment_id=${paid?.paymentId ?? ''}&status=${outcome}`;
    return c.redirect(back, 303);
  })
  .get(`${PAYMENT_STAND_IN_PATH}/:id`, async function showPixPage(c) {
    const id = c.req.param('id');
    const payment = await standInPayment(c.env.DB, id);
    if (!payment) return c.body(notFound(), 404, PAGE_HEADERS);
    const open = PIX_CHOICES.filter(([outcome]) => (payment.status === 'approved' ? outcome === 'refunded' : outcome !== 'refunded'));
    return c.body(choicePage('Simular pagamento', `${PAYMENT_STAND_IN_PATH}/${encodeURIComponent(id)}`, open), 200, PAGE_HEADERS);
  })
  .post(`${PAYMENT_STAND_IN_PATH}/:id`, async function simulatePix(c) {
    const id = c.req.param('id');
    const outcome = (await postedForm(c)).resultado ?? '';
    if (!PIX_CHOICES.some(([choice]) => choice === outcome)) return c.body(notFound(), 404, PAGE_HEADERS);
    const payment = await standInSettlePayment(c.env.DB, id, outcome as PixOutcome);
    if (!payment) return c.body(notFound(), 404, PAGE_HEADERS);
    await notify(c.env, id, mailerOf(c));
    return c.redirect(await checkoutPageOf(c.env, payment.external_reference), 303);
  });
