import { ERROR_CODES } from '../../../src/contracts/graphql/error-codes.ts';
import { formatBRL, toCents } from '../../../src/core/rules/money.ts';
import { couponProblem, validityProblem, type CouponProblem } from './coupon-rules.ts';
import { customerHasOrders, findCoupon, findWines, type CheckoutState } from './checkout-store.ts';
import type { CustomerRow } from './customers.ts';
import { CommerceError } from './errors.ts';
import { batchWithAssertions, sqlAssertion, type FailedAssertion } from './sql-assertions.ts';

/**
 * Changes to a checkout (spec §7: createCheckout, add/remove products by variant, metadata,
 * customer association, coupons). Each command validates, writes, and leaves re-reading the
 * checkout to the caller. Stock is enforced on every add (CKT106).
 *
 * The JavaScript checks answer the ordinary case against the state read before the command; the
 * cart limits (stock, 50 lines, removing only what is there) hold under parallel requests because
 * each product command also asserts them in SQL inside its one write batch (sql-assertions.ts).
 */
const MAX_LINES = 50;
export const MAX_METADATA = 100;
const MAX_KEY = 100;
const MAX_VALUE = 2000;

type Maybe<T> = T | null | undefined;

export interface ItemInput {
  productVariantId: number;
  quantity: number;
  metadata?: Maybe<ReadonlyArray<Maybe<{ key?: Maybe<string>; value?: Maybe<string> }>>>;
}

interface Item {
  productVariantId: number;
  quantity: number;
  metadata: Array<{ key: string; value: string }>;
}

export function cleanMetadata(entries: ItemInput['metadata']): Array<{ key: string; value: string }> {
  const clean = (entries ?? []).filter((entry) => entry !== null && entry !== undefined).map((entry) => ({ key: entry.key ?? '', value: entry.value ?? '' }));
  for (const entry of clean) {
    if (!entry.key || entry.key.length > MAX_KEY || entry.value.length > MAX_VALUE) {
      throw new CommerceError(ERROR_CODES.metadataInvalid, 'Metadados inválidos: chave obrigatória (até 100 caracteres), valor até 2000.');
    }
  }
  return clean;
}

/** Merges repeated variants and refuses quantities under one (CKT120) and oversized carts (CKT107). */
export function normalizeItems(items: Maybe<ReadonlyArray<Maybe<ItemInput>>>, failure: string): Item[] {
  const merged = new Map<number, Item>();
  for (const item of items ?? []) {
    if (!item) continue;
    if (!Number.isInteger(item.quantity) || item.quantity < 1) {
      throw new CommerceError(ERROR_CODES.minimumQuantity, 'A quantidade mínima é 1.');
    }
    const existing = merged.get(item.productVariantId);
    const metadata = cleanMetadata(item.metadata);
    merged.set(item.productVariantId, {
      productVariantId: item.productVariantId,
      quantity: (existing?.quantity ?? 0) + item.quantity,
      metadata: metadata.length > 0 ? metadata : (existing?.metadata ?? []),
    });
  }
  if (merged.size > MAX_LINES) throw tooManyLines(failure);
  return [...merged.values()];
}

/** A checkout holds at most MAX_METADATA metadata entries (the hosted API's limit). */
export const tooManyMetadata = () => new CommerceError(ERROR_CODES.metadataInvalid, `Até ${MAX_METADATA} metadados por carrinho.`);

/** After a batch's metadata writes: the checkout holds at most MAX_METADATA entries. */
export function assertMetadataCount(db: D1Database, checkoutId: string): D1PreparedStatement {
  return sqlAssertion(db, '(SELECT count(*) FROM checkout_metadata WHERE checkout_id = ?) <= ?', [checkoutId, MAX_METADATA], ERROR_CODES.metadataInvalid);
}

const tooManyLines = (code: string) => new CommerceError(code, `Um carrinho comporta até ${MAX_LINES} vinhos diferentes.`);

const productNotFound = (productVariantId: number) =>
  new CommerceError(ERROR_CODES.productNotFound, `Produto ${productVariantId} não encontrado.`, { productVariantId });

const notInCart = (productVariantId: number) =>
  new CommerceError(ERROR_CODES.productRemove, `Produto ${productVariantId} não está no carrinho.`, { productVariantId });

function insufficientStock(wine: { name: string; stock: number }, productVariantId: number): CommerceError {
  const available = Math.max(0, wine.stock);
  return new CommerceError(
    ERROR_CODES.insufficientStock,
    available === 0 ? `${wine.name}: produto indisponível.` : `${wine.name}: apenas ${available} em estoque.`,
    { productVariantId, available },
  );
}

/** Checks every item against the catalogue and its stock, given what the cart already holds. */
async function assertAvailable(db: D1Database, items: readonly Item[], current: ReadonlyMap<number, number>): Promise<void> {
  const wines = await findWines(
    db,
    items.map((item) => item.productVariantId),
  );
  for (const item of items) {
    const wine = wines.get(item.productVariantId);
    if (!wine) throw productNotFound(item.productVariantId);
    if ((current.get(item.productVariantId) ?? 0) + item.quantity > wine.stock) throw insufficientStock(wine, item.productVariantId);
  }
}

/** After the lines are written: the cart holds at most MAX_LINES wines. */
function assertLineCount(db: D1Database, checkoutId: string): D1PreparedStatement {
  return sqlAssertion(db, '(SELECT count(*) FROM checkout_products WHERE checkout_id = ?) <= ?', [checkoutId, MAX_LINES], ERROR_CODES.productAdd);
}

/** Before a line is lowered: it is still in the cart (a parallel removal may have taken it out). */
function assertInCart(db: D1Database, checkoutId: string, productVariantId: number): D1PreparedStatement {
  const condition = 'EXISTS (SELECT 1 FROM checkout_products WHERE checkout_id = ? AND product_variant_id = ?)';
  return sqlAssertion(db, condition, [checkoutId, productVariantId], ERROR_CODES.productRemove, productVariantId);
}

/** The error a failed cart assertion stands for, worded as the JavaScript checks word it. */
export async function cartRefusal(db: D1Database, failure: FailedAssertion): Promise<Error> {
  const productVariantId = Number(failure.subject);
  if (failure.code === ERROR_CODES.productRemove) return notInCart(productVariantId);
  if (failure.code === ERROR_CODES.productAdd) return tooManyLines(failure.code);
  if (failure.code !== ERROR_CODES.insufficientStock) return new Error(`unexpected cart assertion ${failure.code}`);
  // re-read the wine to say how many are left now, as the pre-check does
  const wine = (await findWines(db, [productVariantId])).get(productVariantId);
  return wine ? insufficientStock(wine, productVariantId) : productNotFound(productVariantId);
}

export function touch(db: D1Database, checkoutId: string, now: Date): D1PreparedStatement {
  return db.prepare('UPDATE checkouts SET updated_at = ? WHERE id = ?').bind(now.toISOString(), checkoutId);
}

/** Adds to the line, then asserts it holds no more than the wine's stock (none once it left the catalogue). */
function addLine(db: D1Database, checkoutId: string, item: Item, now: Date): D1PreparedStatement[] {
  const { productVariantId } = item;
  const upsert = db
    .prepare(
      `INSERT INTO checkout_products (checkout_id, product_variant_id, quantity, metadata, added_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (checkout_id, product_variant_id) DO UPDATE SET quantity = quantity + excluded.quantity,
         metadata = CASE WHEN excluded.metadata = '[]' THEN metadata ELSE excluded.metadata END`,
    )
    .bind(checkoutId, productVariantId, item.quantity, JSON.stringify(item.metadata), now.toISOString());
  const inStock = `(SELECT quantity FROM checkout_products WHERE checkout_id = ? AND product_variant_id = ?)
    <= coalesce((SELECT stock FROM wines WHERE variant_id = ? AND active = 1), 0)`;
  return [upsert, sqlAssertion(db, inStock, [checkoutId, productVariantId, productVariantId], ERROR_CODES.insufficientStock, productVariantId)];
}

export async function createCheckout(db: D1Database, products: Maybe<ReadonlyArray<Maybe<ItemInput>>>, now: Date): Promise<string> {
  const items = normalizeItems(products, ERROR_CODES.checkoutCreate);
  await assertAvailable(db, items, new Map());
  const id = crypto.randomUUID();
  const stamp = now.toISOString();
  const insert = db.prepare('INSERT INTO checkouts (id, created_at, updated_at) VALUES (?, ?, ?)').bind(id, stamp, stamp);
  await batchWithAssertions(db, [insert, ...items.flatMap((item) => addLine(db, id, item, now))], (failure) => cartRefusal(db, failure));
  return id;
}

function quantities(state: CheckoutState): Map<number, number> {
  return new Map(state.lines.map((line) => [line.product_variant_id, line.quantity]));
}

/** Adds `quantity` to each line (spec §7 "checkout add products by variant"). */
export async function addProducts(db: D1Database, state: CheckoutState, products: Maybe<ReadonlyArray<Maybe<ItemInput>>>, now: Date): Promise<void> {
  const items = normalizeItems(products, ERROR_CODES.productAdd);
  if (items.length === 0) throw new CommerceError(ERROR_CODES.productAdd, 'Nenhum produto informado.');
  const current = quantities(state);
  const lines = new Set([...current.keys(), ...items.map((item) => item.productVariantId)]);
  if (lines.size > MAX_LINES) throw tooManyLines(ERROR_CODES.productAdd);
  await assertAvailable(db, items, current);
  const id = state.checkout.id;
  const writes = items.flatMap((item) => addLine(db, id, item, now));
  await batchWithAssertions(db, [...writes, assertLineCount(db, id), touch(db, id, now)], (failure) => cartRefusal(db, failure));
}

/** Lowers a line by `quantity` without reading it first: a line that would reach zero or below leaves. */
function lowerLine(db: D1Database, checkoutId: string, item: Item): D1PreparedStatement[] {
  const where = 'checkout_id = ? AND product_variant_id = ?';
  return [
    db.prepare(`DELETE FROM checkout_products WHERE ${where} AND quantity <= ?`).bind(checkoutId, item.productVariantId, item.quantity),
    db
      .prepare(`UPDATE checkout_products SET quantity = quantity - ? WHERE ${where} AND quantity > ?`)
      .bind(item.quantity, checkoutId, item.productVariantId, item.quantity),
  ];
}

/** Lowers each line by `quantity`; a line at zero leaves the cart (notes/storefront-api.md). */
export async function removeProducts(db: D1Database, state: CheckoutState, products: Maybe<ReadonlyArray<Maybe<ItemInput>>>, now: Date): Promise<void> {
  const items = normalizeItems(products, ERROR_CODES.productRemove);
  if (items.length === 0) throw new CommerceError(ERROR_CODES.productRemove, 'Nenhum produto informado.');
  const current = quantities(state);
  const missing = items.find((item) => !current.has(item.productVariantId));
  if (missing) throw notInCart(missing.productVariantId);
  const id = state.checkout.id;
  const writes = items.flatMap((item) => [assertInCart(db, id, item.productVariantId), ...lowerLine(db, id, item)]);
  await batchWithAssertions(db, [...writes, touch(db, id, now)], (failure) => cartRefusal(db, failure));
}

export async function addMetadata(
  db: D1Database,
  state: CheckoutState,
  metadata: ReadonlyArray<Maybe<{ key?: Maybe<string>; value?: Maybe<string> }>>,
  now: Date,
): Promise<void> {
  const entries = cleanMetadata(metadata);
  const keys = new Set([...state.metadata.map((entry) => entry.key), ...entries.map((entry) => entry.key)]);
  if (keys.size > MAX_METADATA) throw tooManyMetadata();
  const id = state.checkout.id;
  await db.batch([
    ...entries.map((entry) =>
      db
        .prepare('INSERT INTO checkout_metadata (checkout_id, key, value) VALUES (?, ?, ?) ON CONFLICT (checkout_id, key) DO UPDATE SET value = excluded.value')
        .bind(id, entry.key, entry.value),
    ),
    touch(db, id, now),
  ]);
}

export async function removeMetadata(db: D1Database, state: CheckoutState, keys: ReadonlyArray<Maybe<string>>, now: Date): Promise<void> {
  const id = state.checkout.id;
  const wanted = keys.filter((key): key is string => typeof key === 'string' && key.length > 0);
  await db.batch([...wanted.map((key) => db.prepare('DELETE FROM checkout_metadata WHERE checkout_id = ? AND key = ?').bind(id, key)), touch(db, id, now)]);
}

/** CKT111 when the cart already belongs to someone else; idempotent for its owner. */
export async function associateCustomer(db: D1Database, state: CheckoutState, customer: CustomerRow, now: Date): Promise<void> {
  const owner = state.checkout.customer_id;
  if (owner !== null && owner !== customer.id) throw new CommerceError(ERROR_CODES.checkoutHasCustomer, 'Este carrinho já pertence a outro cliente.');
  await db
    .prepare('UPDATE checkouts SET customer_id = ?, updated_at = ? WHERE id = ? AND (customer_id IS NULL OR customer_id = ?)')
    .bind(customer.id, now.toISOString(), state.checkout.id, customer.id)
    .run();
}

const COUPON_MESSAGES: Record<CouponProblem, string> = {
  inactive: 'Cupom inválido.',
  not_started: 'Este cupom ainda não está valendo.',
  expired: 'Este cupom expirou.',
  exhausted: 'Este cupom já foi usado o número máximo de vezes e não está mais disponível.',
  minimum: 'Valor mínimo do pedido não atingido para este cupom.',
  first_purchase: 'Este cupom vale apenas para a primeira compra.',
};

/**
 * checkoutAddCoupon: unknown, inactive, not yet valid, expired or used up codes are CKT104; a valid code
 * this cart cannot use yet (minimum order, first purchase) is CKT105. A first-purchase coupon on
 * an anonymous cart is accepted and checked again once the customer is known.
 */
export async function applyCoupon(db: D1Database, state: CheckoutState, code: string, caller: CustomerRow | undefined, now: Date): Promise<void> {
  const coupon = code.trim() ? await findCoupon(db, code) : undefined;
  // an inactive code answers exactly as an unknown one: nobody learns which codes exist
  if (!coupon?.active) throw new CommerceError(ERROR_CODES.couponInvalid, COUPON_MESSAGES.inactive);
  const validity = validityProblem(coupon, now);
  if (validity) throw new CommerceError(ERROR_CODES.couponInvalid, COUPON_MESSAGES[validity], { reason: validity });
  const subtotalCents = state.lines.reduce((total, line) => total + toCents(line.price) * line.quantity, 0);
  const customerId = state.checkout.customer_id ?? caller?.id;
  const hasOrders = customerId !== null && customerId !== undefined ? await customerHasOrders(db, customerId) : undefined;
  const problem = couponProblem(coupon, { subtotalCents, customerHasOrders: hasOrders, now });
  if (problem) {
    const message = problem === 'minimum' ? `Este cupom vale para pedidos a partir de ${formatBRL(coupon.minimumSubtotal)}.` : COUPON_MESSAGES[problem];
    // the minimum (in reais) lets a storefront say it in its own words
    throw new CommerceError(
      ERROR_CODES.couponNotApplicable,
      message,
      problem === 'minimum' ? { reason: problem, minimum: coupon.minimumSubtotal } : { reason: problem },
    );
  }
  await db.prepare('UPDATE checkouts SET coupon_code = ?, updated_at = ? WHERE id = ?').bind(coupon.code, now.toISOString(), state.checkout.id).run();
}

export async function removeCoupon(db: D1Database, state: CheckoutState, now: Date): Promise<void> {
  await db.prepare('UPDATE checkouts SET coupon_code = NULL, updated_at = ? WHERE id = ?').bind(now.toISOString(), state.checkout.id).run();
}
