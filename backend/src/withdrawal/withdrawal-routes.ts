import { type Context, Hono } from 'hono';
import { WITHDRAWAL_PATH } from '../../../src/contracts/payment-paths.ts';
import { page, PAGE_HEADERS, type Html } from '../checkout/html.ts';
import type { BackendEnv } from '../env.ts';
import { mailerOf } from '../mail/send-mail.ts';
import { noticeWithdrawal } from '../payments/order-notices.ts';
import { signedForOrder } from './withdrawal-link.ts';
import { confirmWithdrawal, refusalOf, withdrawalDone, withdrawalForm } from './withdrawal-pages.ts';
import { registerWithdrawal, standingOf, withdrawalOrderOf, type WithdrawalOrder } from './withdrawal.ts';
import { postedForm } from '../validation/request.ts';

/**
 * `/arrependimento` (docs/payments.md): public, like the checkout's pages served on the shop's
 * origin through the edge (which limits its posts per address). No answer tells whether an order
 * number exists for another e-mail.
 */
const TITLE = 'Arrependimento de compra';
const NOT_FOUND = 'Não encontramos um pedido com esse número e esse e-mail. Confira os dois, como estão no e-mail de confirmação.';
const ORDER_NUMBER = /^[1-9]\d{0,9}$/;

function respond(c: Context<BackendEnv>, status: 200 | 400 | 404 | 409, body: Html): Response {
  return c.body(page(TITLE, body), status, PAGE_HEADERS);
}

/** The order a signed link names, or null for a link that is not ours. */
async function signedOrder(c: Context<BackendEnv>, orderText: string, signature: string): Promise<WithdrawalOrder | null> {
  if (!ORDER_NUMBER.test(orderText) || !(await signedForOrder(c.env, Number(orderText), signature))) return null;
  return withdrawalOrderOf(c.env.DB, Number(orderText), null);
}

/** What is wrong with the form as filled: each field that is missing, or an order number that is not one. */
function formProblem(orderText: string, email: string): string {
  if (orderText === '' || email === '') return 'Informe o número do pedido e o e-mail usado na compra.';
  if (!ORDER_NUMBER.test(orderText)) {
    return /^\d+$/.test(orderText)
      ? 'Confira o número do pedido, como está no e-mail de confirmação (pedido nº 123).'
      : 'O número do pedido tem só algarismos, como no e-mail de confirmação (pedido nº 123).';
  }
  return 'Informe um e-mail válido, o usado na compra.';
}

export const withdrawalRoutes = new Hono<BackendEnv>()
  .get(WITHDRAWAL_PATH, async function showWithdrawal(c) {
    const signature = c.req.query('assinatura');
    if (!signature) return respond(c, 200, withdrawalForm({ pedido: c.req.query('pedido')?.slice(0, 12) }));
    const order = await signedOrder(c, c.req.query('pedido') ?? '', signature);
    if (!order) return respond(c, 404, withdrawalForm({}, NOT_FOUND));
    const standing = standingOf(order, new Date());
    return standing.open
      ? respond(c, 200, confirmWithdrawal(order, signature))
      : respond(c, 409, withdrawalForm({ pedido: String(order.id) }, refusalOf(order, standing)));
  })
  .post(WITHDRAWAL_PATH, async function withdraw(c) {
    const fields = await postedForm(c);
    const orderText = fields.pedido ?? '';
    const email = (fields.email ?? '').slice(0, 254);
    const typed = { pedido: orderText.slice(0, 12), email };
    if (!fields.assinatura && (!ORDER_NUMBER.test(orderText) || !email.includes('@'))) {
      return respond(c, 400, withdrawalForm(typed, formProblem(orderText, email)));
    }
    const order = fields.assinatura ? await signedOrder(c, orderText, fields.assinatura) : await withdrawalOrderOf(c.env.DB, Number(orderText), email);
    if (!order) return respond(c, 404, withdrawalForm(typed, NOT_FOUND));
    const now = new Date();
    const standing = standingOf(order, now);
    if (!standing.open) return respond(c, 409, withdrawalForm(typed, refusalOf(order, standing)));
    const withdrawn = await registerWithdrawal(c.env, order, now).catch(async (error: unknown) => {
      // registered by a parallel post a moment ago: say so, with its protocol
      const again = await withdrawalOrderOf(c.env.DB, order.id, null);
      if (again?.withdrawnAt) return null;
      throw error;
    });
    if (!withdrawn) {
      const again = (await withdrawalOrderOf(c.env.DB, order.id, null)) ?? order;
      return respond(c, 409, withdrawalForm(typed, refusalOf(again, { open: false, why: 'withdrawn' })));
    }
    await noticeWithdrawal(c.env, order, withdrawn.protocol, withdrawn.refundedCents, mailerOf(c));
    return respond(c, 200, withdrawalDone(order, withdrawn));
  });
