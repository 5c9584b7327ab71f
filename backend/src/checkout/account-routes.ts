import type { Context } from 'hono';
import { ACCOUNT_DETAILS_SUFFIX } from '../../../src/contracts/payment-paths.ts';
import { withdrawalStanding } from '../../../src/core/rules/withdrawal-window.ts';
import { customerAgeStatus } from '../age/order-guard.ts';
import { ordersOfCustomer } from '../commerce/orders.ts';
import { postedForm } from '../validation/request.ts';
import { withdrawalPath } from '../withdrawal/withdrawal-link.ts';
import { accountDetailsPage, changesIdentity, CPF_TAKEN, type DetailsForm, detailsFormOf, readAccountDetails } from './account-details.ts';
import { html } from './html.ts';
import { accountPage, type Paths } from './pages.ts';
import { customerOf, type Env, legacyTokenOf, loginAgain, respond } from './shopper-page.ts';

/** "Minha conta" (`GET {ACCOUNT_PATH}`) and its "Meus dados", for the shopper the edge names (shopper-page.ts). */
export async function showAccount(c: Context<Env>, paths: Paths, now: Date): Promise<Response> {
  const customer = await customerOf(c, legacyTokenOf(c), now);
  if (!customer) return loginAgain(c, paths);
  const [orders, age] = await Promise.all([ordersOfCustomer(c.env.DB, customer.id), customerAgeStatus(c.env.DB, c.env, customer, now)]);
  // "Desistir da compra" on each order still in its window (core/rules/withdrawal-window.ts), by its signed link
  const withdrawals = new Map<number, string>();
  for (const order of orders) {
    if (withdrawalStanding(order, now).open) withdrawals.set(order.id, await withdrawalPath(c.env, order.id));
  }
  return respond(c, 200, 'Minha conta', accountPage(customer.full_name, orders, age, withdrawals, detailsPathOf(paths)));
}

export const detailsPathOf = (paths: Paths) => `${paths.accountPath}${ACCOUNT_DETAILS_SUFFIX}`;

const DETAILS_SAVED = 'Dados atualizados.';
const DETAILS_SAVED_AGE = 'Dados atualizados. Como o nome, o CPF ou a data de nascimento mudaram, confirme sua idade de novo antes da próxima compra.';
const DETAILS_REFUSED = html`<p class="notice" role="alert" tabindex="-1" autofocus>Confira os campos marcados.</p>`;

/** "Meus dados" (account-details.ts): the form, filled with what the account holds or with what was refused. */
export async function showDetails(c: Context<Env>, paths: Paths, now: Date, refused?: DetailsForm): Promise<Response> {
  const token = legacyTokenOf(c);
  const customer = await customerOf(c, token, now);
  if (!customer) return loginAgain(c, paths);
  const saved = refused ? undefined : c.req.query('salvo');
  const notice = refused
    ? DETAILS_REFUSED
    : saved
      ? html`<p class="notice ok" role="status">${saved === 'idade' ? DETAILS_SAVED_AGE : DETAILS_SAVED}</p>`
      : undefined;
  const form = refused ?? detailsFormOf(customer);
  return respond(
    c,
    refused ? 400 : 200,
    'Meus dados',
    accountDetailsPage({ form, token, action: detailsPathOf(paths), accountPath: paths.accountPath, notice }),
  );
}

export async function saveDetails(c: Context<Env>, paths: Paths, now: Date): Promise<Response> {
  const form = await postedForm(c);
  const token = legacyTokenOf(c);
  // the form repeats the token: a post another site forged lacks it
  const customer = form.token === token ? await customerOf(c, token, now) : undefined;
  if (!customer) return loginAgain(c, paths);
  const read = readAccountDetails(form, customer, now);
  if ('refused' in read) return showDetails(c, paths, now, read.refused);
  const { details } = read;
  try {
    await c.env.DB.prepare('UPDATE customers SET full_name = ?, cpf = ?, birth_date = ?, phone_area_code = ?, phone_number = ?, updated_at = ? WHERE id = ?')
      .bind(details.fullName, details.cpf, details.birthDate, details.areaCode, details.phoneNumber, now.toISOString(), customer.id)
      .run();
  } catch (error) {
    if (!/UNIQUE/i.test(String(error))) throw error;
    const typed = { fullName: form.fullName ?? '', cpf: form.cpf ?? '', birthDate: form.birthDate ?? '', phone: form.phone ?? '' };
    return showDetails(c, paths, now, { ...detailsFormOf(customer), values: typed, errors: { cpf: CPF_TAKEN } });
  }
  return c.redirect(`${detailsPathOf(paths)}?salvo=${changesIdentity(customer, details) ? 'idade' : '1'}`, 303);
}
