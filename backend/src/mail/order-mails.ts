import { formatBRL, toReais } from '../../../src/core/rules/money.ts';
import { trackingLink } from '../../../src/core/rules/order-status.ts';
import { SHOP_NAME } from '../shop-name.ts';
import type { Mail } from './send-mail.ts';

/**
 * The order mails (docs/payments.md), pt-BR, plain text: to the buyer when the order is placed
 * (awaiting its payment), when the payment is approved, the order ships, a withdrawal is
 * registered and money goes back; to the owner for each paid
 * order, each withdrawal and each wine whose stock falls to the low-stock threshold. Links are the
 * shop's own configured address, never a request's Host.
 */
export interface MailOrder {
  id: number;
  /** Centavos. */
  totalCents: number;
  customerName: string;
  customerEmail: string;
  /** Where the wines go: picked up at the shop, or delivered (to this address, on one line; null when the order has none). */
  delivery?: { pickup: true } | { pickup: false; address: string | null };
}

function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

const greeting = (order: MailOrder) => `Olá, ${firstName(order.customerName)}.`;

/** Every buyer's mail ends with the way to withdraw (CDC art. 49: by the same means, at once). */
function withdrawalFooter(withdrawalLink: string): string[] {
  return ['', `Desistiu da compra? Você tem 7 dias depois de receber o pedido: ${withdrawalLink}`];
}

/** How the order placed is being paid: a Pix (valid for `minutes`) or the provider's card page. */
export type PlacedPayment = { kind: 'pix'; minutes: number } | { kind: 'hosted' };

/** The order is placed and awaits its payment: sent once per order, whatever attempt came first. */
export function orderPlacedMail(order: MailOrder, payment: PlacedPayment, orderLink: string): Mail {
  return {
    to: order.customerEmail,
    subject: `${SHOP_NAME}: pedido nº ${order.id} recebido, aguardando pagamento`,
    text: [
      greeting(order),
      '',
      `Obrigado pela compra! Recebemos o seu pedido nº ${order.id}, de ${formatBRL(toReais(order.totalCents))}, e ele aguarda o pagamento.`,
      payment.kind === 'pix'
        ? `Pague com o Pix que geramos para você: o código vale por ${payment.minutes} minutos. Se ele expirar, é só gerar outro na página do pedido.`
        : 'Conclua o pagamento com cartão na página segura do provedor de pagamento; nenhum dado do seu cartão passa pela loja.',
      'Assim que o pagamento for aprovado, enviamos a confirmação.',
      '',
      `Pague ou veja o pedido em ${orderLink}`,
      '',
      'Se o pagamento não for concluído, nada é cobrado e o pedido não é enviado.',
    ].join('\n'),
  };
}

export function orderPaidMail(order: MailOrder, links: { orders: string; withdrawal: string }): Mail {
  return {
    to: order.customerEmail,
    subject: `${SHOP_NAME}: pedido nº ${order.id} confirmado, pagamento aprovado`,
    text: [
      greeting(order),
      '',
      `Recebemos o pagamento de ${formatBRL(toReais(order.totalCents))} e o seu pedido nº ${order.id} está confirmado. Avisaremos quando ele for enviado.`,
      '',
      'A entrega é feita somente a maiores de 18 anos, com documento com foto.',
      '',
      `Acompanhe o pedido em ${links.orders}`,
      ...withdrawalFooter(links.withdrawal),
    ].join('\n'),
  };
}

/** Paid from another CPF than the account's, whose age was confirmed by CPF only: held until the age is confirmed another way. */
export function ageHoldMail(order: MailOrder, verifyLink: string): Mail {
  return {
    to: order.customerEmail,
    subject: `${SHOP_NAME}: pedido nº ${order.id} aguardando confirmação de idade`,
    text: [
      greeting(order),
      '',
      `Recebemos o pagamento do pedido nº ${order.id}, mas ele veio de um CPF diferente do da sua conta, e a sua idade foi confirmada pelo CPF.`,
      `Para liberar o pedido, confirme sua idade com documento e selfie ou carteira digital em até 48 horas: ${verifyLink}`,
      'Sem essa confirmação, o valor é estornado e o pedido não é enviado (a venda de bebidas alcoólicas a menores de 18 anos é proibida).',
    ].join('\n'),
  };
}

export function orderShippedMail(order: MailOrder, trackingCode: string, links: { withdrawal: string }): Mail {
  return {
    to: order.customerEmail,
    subject: `${SHOP_NAME}: pedido nº ${order.id} enviado`,
    text: [
      greeting(order),
      '',
      `Seu pedido nº ${order.id} foi enviado. Código de rastreio dos Correios: ${trackingCode}`,
      `Acompanhe a entrega: ${trackingLink(trackingCode)}`,
      '',
      'A transportadora entrega somente a maiores de 18 anos, com documento com foto.',
      ...withdrawalFooter(links.withdrawal),
    ].join('\n'),
  };
}

export function withdrawalMail(order: MailOrder, protocol: string, refundCents: number): Mail {
  return {
    to: order.customerEmail,
    subject: `${SHOP_NAME}: desistência do pedido nº ${order.id}, protocolo ${protocol}`,
    text: [
      greeting(order),
      '',
      `Registramos a sua desistência do pedido nº ${order.id}. Protocolo: ${protocol}.`,
      refundCents > 0
        ? `O estorno de ${formatBRL(toReais(refundCents))} foi pedido ao meio de pagamento que você usou: no Pix o valor volta na hora; no cartão, aparece na fatura em até dois ciclos.`
        : 'O estorno será feito pela loja pelo mesmo meio de pagamento que você usou.',
      '',
      'Se o pedido já chegou, guarde os vinhos como vieram: a loja combina com você a devolução, sem custo.',
    ].join('\n'),
  };
}

export function refundMail(order: MailOrder, refundCents: number): Mail {
  return {
    to: order.customerEmail,
    subject: `${SHOP_NAME}: estorno do pedido nº ${order.id}`,
    text: [
      greeting(order),
      '',
      `Estornamos ${formatBRL(toReais(refundCents))} do pedido nº ${order.id}, pelo mesmo meio de pagamento que você usou.`,
      'No Pix o valor volta na hora; no cartão, aparece na fatura em até dois ciclos, conforme o banco.',
    ].join('\n'),
  };
}

/** To the owner: what happened to an order, with its page in the back office. */
/** Where the owner sends the wines: decided by the delivery chosen, never by whether an address could be read. */
function deliveryLine(delivery: MailOrder['delivery']): string {
  if (!delivery || delivery.pickup) return 'Retirada na loja.';
  return delivery.address ? `Entregar em: ${delivery.address}.` : 'Entrega: endereço não informado, confirme com o cliente.';
}

export function ownerOrderMail(
  ownerEmail: string,
  order: MailOrder,
  what: 'paid' | 'withdrawn',
  adminLink: string,
  withdrawal?: { protocol: string; refunded: boolean },
): Mail {
  const total = formatBRL(toReais(order.totalCents));
  return what === 'paid'
    ? {
        to: ownerEmail,
        subject: `${SHOP_NAME}: novo pedido pago, nº ${order.id} (${total})`,
        text: [
          `O pedido nº ${order.id} de ${order.customerName} foi pago: ${total}.`,
          deliveryLine(order.delivery),
          '',
          `${order.delivery && !order.delivery.pickup ? 'Separe e envie' : 'Separe para a retirada'}: ${adminLink}`,
        ].join('\n'),
      }
    : {
        to: ownerEmail,
        subject: `${SHOP_NAME}: desistência do pedido nº ${order.id}`,
        text: [
          `${order.customerName} desistiu do pedido nº ${order.id} (${total}). Protocolo: ${withdrawal?.protocol ?? ''}.`,
          withdrawal?.refunded
            ? 'O estorno foi pedido ao provedor de pagamento; se o pedido já saiu, combine a devolução com o cliente.'
            : 'O provedor de pagamento não fez o estorno agora: faça-o em Pedidos ("Estornar") ou no painel do provedor. Se o pedido já saiu, combine a devolução com o cliente.',
          '',
          adminLink,
        ].join('\n'),
      };
}

export function lowStockMail(ownerEmail: string, wines: ReadonlyArray<{ name: string; stock: number }>, threshold: number, adminLink: string): Mail {
  return {
    to: ownerEmail,
    subject: `${SHOP_NAME}: estoque baixo (${wines.length === 1 ? wines[0]?.name : `${wines.length} vinhos`})`,
    text: [
      `Estes vinhos chegaram a ${threshold} garrafa${threshold === 1 ? '' : 's'} ou menos:`,
      ...wines.map((wine) => `- ${wine.name}: ${wine.stock} em estoque`),
      '',
      `Reponha em ${adminLink}`,
    ].join('\n'),
  };
}
