import { ERROR_CODES } from '../../../src/contracts/graphql/error-codes.ts';
import type { CheckoutState } from './checkout-store.ts';
import { findWines } from './checkout-store.ts';
import { nodeId } from './crypto.ts';
import { CommerceError } from './errors.ts';
import { toCents, toReais } from '../../../src/core/rules/money.ts';
import { loadShippingRates, parseCep, quoteAll, splitByQuantity, type ServiceQuote } from './shipping-rates.ts';

/**
 * shippingQuotes and checkoutSelectShippingQuote (spec §7). Quotes for a checkout are kept for a
 * day under their id so one can be selected; the selected quote is re-priced on every read
 * (pricing.ts), so the fee always matches the cart.
 */
const QUOTE_LIFETIME_MS = 24 * 60 * 60 * 1000;

interface QuotedLine {
  productVariantId: number;
  quantity: number;
  priceCents: number;
}

function requireCep(text: string | null | undefined): string {
  const cep = parseCep(text);
  if (!cep) throw new CommerceError(ERROR_CODES.cepInvalid, 'Cep inválido');
  return cep;
}

function quoteNode(id: string, quote: ServiceQuote, lines: readonly QuotedLine[]) {
  return {
    id: nodeId('ShippingQuote', id),
    shippingQuoteId: id,
    name: quote.name,
    type: quote.type,
    value: toReais(quote.cents),
    deadline: quote.deadline,
    deadlineInHours: null,
    products: splitByQuantity(quote.cents, lines).map((share) => ({ productVariantId: share.productVariantId, value: toReais(share.cents) })),
  };
}

export type ShippingQuoteView = ReturnType<typeof quoteNode>;

function subtotal(lines: readonly QuotedLine[]): number {
  return lines.reduce((total, line) => total + line.priceCents * line.quantity, 0);
}

export async function quoteCheckout(db: D1Database, state: CheckoutState, cepText: string | null | undefined, now: Date): Promise<ShippingQuoteView[]> {
  const cep = requireCep(cepText);
  const lines = state.lines.map((line) => ({ productVariantId: line.product_variant_id, quantity: line.quantity, priceCents: toCents(line.price) }));
  if (lines.length === 0) throw new CommerceError(ERROR_CODES.shippingNoProducts, 'O carrinho está vazio: nada a cotar.');
  const quotes = quoteAll(cep, subtotal(lines), state.shippingRates).map((quote) => ({ id: crypto.randomUUID(), quote }));
  const stamp = now.toISOString();
  const expires = new Date(now.getTime() + QUOTE_LIFETIME_MS).toISOString();
  await db.batch([
    db.prepare('DELETE FROM shipping_quotes WHERE expires_at < ?').bind(stamp),
    ...quotes.map(({ id, quote }) =>
      db
        .prepare('INSERT INTO shipping_quotes (id, checkout_id, cep, service, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
        .bind(id, state.checkout.id, cep, quote.service, stamp, expires),
    ),
  ]);
  return quotes.map(({ id, quote }) => quoteNode(id, quote, lines));
}

/** A product page's quote (no checkout): informative only, not selectable. */
export async function quoteVariant(
  db: D1Database,
  productVariantId: number,
  quantity: number,
  cepText: string | null | undefined,
): Promise<ShippingQuoteView[]> {
  const cep = requireCep(cepText);
  if (!Number.isInteger(quantity) || quantity < 1) throw new CommerceError(ERROR_CODES.minimumQuantity, 'A quantidade mínima é 1.');
  const wine = (await findWines(db, [productVariantId])).get(productVariantId);
  if (!wine) throw new CommerceError(ERROR_CODES.productNotFound, `Produto ${productVariantId} não encontrado.`);
  const lines = [{ productVariantId, quantity, priceCents: toCents(wine.price) }];
  return quoteAll(cep, subtotal(lines), await loadShippingRates(db)).map((quote) => quoteNode(crypto.randomUUID(), quote, lines));
}

/** CKT112 for a quote that is unknown, expired or was made for another checkout. */
export async function selectShippingQuote(db: D1Database, state: CheckoutState, shippingQuoteId: string, now: Date): Promise<void> {
  const quote = await db
    .prepare('SELECT id, cep, service FROM shipping_quotes WHERE id = ? AND checkout_id = ? AND expires_at > ?')
    .bind(shippingQuoteId.toLowerCase(), state.checkout.id, now.toISOString())
    .first<{ id: string; cep: string; service: string }>();
  if (!quote) throw new CommerceError(ERROR_CODES.shippingQuoteInvalid, 'Frete não encontrado ou expirado: calcule o frete novamente.');
  await db
    .prepare('UPDATE checkouts SET shipping_quote_id = ?, shipping_service = ?, shipping_cep = ?, updated_at = ? WHERE id = ?')
    .bind(quote.id, quote.service, quote.cep, now.toISOString(), state.checkout.id)
    .run();
}
