import { WITHDRAWAL_PATH } from '../../../src/contracts/payment-paths.ts';
import { formatBRL, toReais } from '../../../src/core/rules/money.ts';
import { saoPauloDay } from '../../../src/core/rules/sao-paulo-time.ts';
import { WITHDRAWAL_DAYS, type WithdrawalStanding } from '../../../src/core/rules/withdrawal-window.ts';
import { html, type Html } from '../checkout/html.ts';
import type { WithdrawalOrder, Withdrawn } from './withdrawal.ts';

/**
 * The withdrawal pages, pt-BR, plain forms (no login, no script): the form (order number and
 * e-mail), the confirmation of a signed link, the protocol on screen, and each refusal in words.
 */
const INTRO = html`<p>Pelo Código de Defesa do Consumidor (art. 49), você pode desistir de uma compra feita pela internet em até ${WITHDRAWAL_DAYS} dias depois de receber o pedido, sem dar motivo. Antes da entrega, também. A desistência é registrada na hora, com um número de protocolo, e o valor pago volta pelo mesmo meio de pagamento.</p>`;

export function withdrawalForm(values: { pedido?: string; email?: string } = {}, error?: string): Html {
  return html`<h1>Arrependimento de compra</h1>
${INTRO}
${error ? html`<p class="notice" role="alert" id="erro" tabindex="-1" autofocus>${error}</p>` : ''}
<form method="post" action="${WITHDRAWAL_PATH}">
<label for="pedido">Número do pedido</label>
<input type="text" id="pedido" name="pedido" inputmode="numeric" autocomplete="off" maxlength="12" value="${values.pedido ?? ''}" required${error ? html` aria-describedby="erro"` : ''}>
<label for="email">E-mail usado na compra</label>
<input type="text" id="email" name="email" inputmode="email" autocomplete="email" maxlength="254" value="${values.email ?? ''}" required${error ? html` aria-describedby="erro"` : ''}>
<p><button type="submit">Desistir da compra</button></p>
</form>
<p>O número do pedido está no e-mail de confirmação e em Minha conta.</p>`;
}

/** A signed link: the order named, one button to confirm. */
export function confirmWithdrawal(order: WithdrawalOrder, signature: string): Html {
  return html`<h1>Arrependimento de compra</h1>
${INTRO}
<p>Pedido nº ${order.id}, de ${formatBRL(toReais(order.totalCents))}.</p>
<form method="post" action="${WITHDRAWAL_PATH}">
<input type="hidden" name="pedido" value="${order.id}">
<input type="hidden" name="assinatura" value="${signature}">
<p><button type="submit">Desistir da compra do pedido nº ${order.id}</button></p>
</form>`;
}

export function withdrawalDone(order: WithdrawalOrder, withdrawn: Withdrawn): Html {
  return html`<h1>Desistência registrada</h1>
<p class="notice ok" role="status">Desistência do pedido nº ${order.id} registrada. Protocolo: <strong>${withdrawn.protocol}</strong>.</p>
<p>${
    withdrawn.refundedCents > 0
      ? `O estorno de ${formatBRL(toReais(withdrawn.refundedCents))} foi pedido ao meio de pagamento que você usou.`
      : 'A loja fará o estorno pelo mesmo meio de pagamento que você usou.'
  } Enviamos o protocolo para ${order.customerEmail}.</p>
<p>Se o pedido já chegou, guarde os vinhos como vieram: a loja combina com você a devolução, sem custo.</p>
<p><a href="/">Voltar à loja</a></p>`;
}

/** Why this order cannot be withdrawn now, in words. */
export function refusalOf(order: WithdrawalOrder, standing: Exclude<WithdrawalStanding, { open: true }>): string {
  switch (standing.why) {
    case 'withdrawn':
      return `A desistência deste pedido já foi registrada. Protocolo: ${order.protocol ?? ''}.`;
    case 'not_paid':
      return 'Este pedido ainda não foi pago: não há compra a desistir.';
    case 'ended':
      return `O prazo de ${WITHDRAWAL_DAYS} dias depois da entrega terminou em ${standing.until ? saoPauloDay(standing.until) : ''}. Fale com a loja pelo Contato.`;
    default:
      return 'Este pedido já foi cancelado ou estornado.';
  }
}
