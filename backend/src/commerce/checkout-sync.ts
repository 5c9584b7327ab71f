import { ERROR_CODES } from '../../../src/contracts/graphql/error-codes.ts';
import { checkoutCompleted, checkoutForbidden, checkoutNotFound } from './checkout-access.ts';
import { checkoutStateOf, checkoutStateStatements, type CheckoutState } from './checkout-store.ts';
import { assertMetadataCount, cartRefusal, cleanMetadata, type ItemInput, MAX_METADATA, normalizeItems, tooManyMetadata, touch } from './checkouts.ts';
import { isUuid } from './crypto.ts';
import type { CustomerRow } from './customers.ts';
import { CommerceError } from './errors.ts';
import { batchWithAssertions, type FailedAssertion, sqlAssertion } from './sql-assertions.ts';

/**
 * checkoutSync, the shop's own extension of the storefront API (own-extensions.graphql): the cart
 * as the shopper sees it, written in one call. The checkout's lines become exactly `products` (a
 * quantity is set, not added), `metadata` is written and `removeMetadataKeys` leave; without a
 * checkout id a new checkout is made. Everything, the access checks and the answer's reads
 * included, is one D1 batch: the browser's add is one round trip, and one more behind it only to
 * know a signed-in caller (docs/performance.md, "One round trip to add a wine").
 */
type Maybe<T> = T | null | undefined;

export interface CheckoutSyncInput {
  checkoutId?: Maybe<string>;
  products: ReadonlyArray<Maybe<ItemInput>>;
  metadata?: Maybe<ReadonlyArray<Maybe<{ key?: Maybe<string>; value?: Maybe<string> }>>>;
  removeMetadataKeys?: Maybe<ReadonlyArray<Maybe<string>>>;
}

/** The access rules of openCheckout (checkout-access.ts), as assertions inside the batch. */
function accessAssertions(db: D1Database, checkoutId: string, caller: CustomerRow | undefined): D1PreparedStatement[] {
  return [
    sqlAssertion(db, 'EXISTS (SELECT 1 FROM checkouts WHERE id = ?)', [checkoutId], ERROR_CODES.checkoutNotFound),
    sqlAssertion(
      db,
      '(SELECT customer_id IS NULL OR customer_id = ? FROM checkouts WHERE id = ?)',
      [caller?.id ?? null, checkoutId],
      ERROR_CODES.checkoutForbidden,
    ),
    sqlAssertion(db, '(SELECT completed = 0 FROM checkouts WHERE id = ?)', [checkoutId], ERROR_CODES.checkoutCompleted),
  ];
}

/** A line set to its quantity (its place in the cart kept), then held to the wine's stock. */
function setLine(db: D1Database, checkoutId: string, item: ReturnType<typeof normalizeItems>[number], now: Date): D1PreparedStatement[] {
  const { productVariantId } = item;
  const upsert = db
    .prepare(
      `INSERT INTO checkout_products (checkout_id, product_variant_id, quantity, metadata, added_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (checkout_id, product_variant_id) DO UPDATE SET quantity = excluded.quantity,
         metadata = CASE WHEN excluded.metadata = '[]' THEN metadata ELSE excluded.metadata END`,
    )
    .bind(checkoutId, productVariantId, item.quantity, JSON.stringify(item.metadata), now.toISOString());
  const inStock = `? <= coalesce((SELECT stock FROM wines WHERE variant_id = ? AND active = 1), 0)`;
  return [sqlAssertion(db, inStock, [item.quantity, productVariantId], ERROR_CODES.insufficientStock, productVariantId), upsert];
}

/** Lines no longer in the cart leave it. */
function dropOtherLines(db: D1Database, checkoutId: string, kept: readonly number[]): D1PreparedStatement {
  const others = kept.length > 0 ? ` AND product_variant_id NOT IN (${kept.map(() => '?').join(', ')})` : '';
  return db.prepare(`DELETE FROM checkout_products WHERE checkout_id = ?${others}`).bind(checkoutId, ...kept);
}

/** The error a failed assertion of this batch stands for, worded as the other commands word it. */
function syncRefusal(db: D1Database, failure: FailedAssertion): Error | Promise<Error> {
  if (failure.code === ERROR_CODES.checkoutNotFound) return checkoutNotFound();
  if (failure.code === ERROR_CODES.checkoutForbidden) return checkoutForbidden();
  if (failure.code === ERROR_CODES.checkoutCompleted) return checkoutCompleted();
  if (failure.code === ERROR_CODES.metadataInvalid) return tooManyMetadata();
  return cartRefusal(db, failure);
}

/** Writes the cart and answers the checkout as it is after the change, with its customer's row. */
export async function syncCheckout(
  db: D1Database,
  input: CheckoutSyncInput,
  caller: CustomerRow | undefined,
  now: Date,
): Promise<{ state: CheckoutState; customer: CustomerRow | undefined }> {
  if (input.checkoutId && !isUuid(input.checkoutId)) throw new CommerceError(ERROR_CODES.checkoutGet, 'Identificador de carrinho inválido.');
  const items = normalizeItems(input.products, input.checkoutId ? ERROR_CODES.productAdd : ERROR_CODES.checkoutCreate);
  const metadata = [...new Map(cleanMetadata(input.metadata).map((entry) => [entry.key, entry])).values()];
  const removedKeys = [...new Set((input.removeMetadataKeys ?? []).filter((key): key is string => typeof key === 'string' && key.length > 0))];
  // refused before any statement is built: a long list would be a long batch, rolled back only at its end
  if (metadata.length > MAX_METADATA || removedKeys.length > MAX_METADATA) throw tooManyMetadata();
  const id = input.checkoutId?.toLowerCase() ?? crypto.randomUUID();
  const stamp = now.toISOString();
  const opening = input.checkoutId
    ? accessAssertions(db, id, caller)
    : // a signed-in shopper's new cart is theirs from the start (no second call to associate it)
      [db.prepare('INSERT INTO checkouts (id, customer_id, created_at, updated_at) VALUES (?, ?, ?, ?)').bind(id, caller?.id ?? null, stamp, stamp)];
  const metadataWrites = [
    ...removedKeys.map((key) => db.prepare('DELETE FROM checkout_metadata WHERE checkout_id = ? AND key = ?').bind(id, key)),
    ...metadata.map((entry) =>
      db
        .prepare('INSERT INTO checkout_metadata (checkout_id, key, value) VALUES (?, ?, ?) ON CONFLICT (checkout_id, key) DO UPDATE SET value = excluded.value')
        .bind(id, entry.key, entry.value),
    ),
    assertMetadataCount(db, id),
  ];
  const reads = [
    ...checkoutStateStatements(db, id),
    db.prepare('SELECT c.* FROM customers c JOIN checkouts k ON k.customer_id = c.id WHERE k.id = ?').bind(id),
  ];
  const statements = [
    ...opening,
    dropOtherLines(
      db,
      id,
      items.map((item) => item.productVariantId),
    ),
    ...items.flatMap((item) => setLine(db, id, item, now)),
    ...metadataWrites,
    touch(db, id, now),
    ...reads,
  ];
  const results = await batchWithAssertions(db, statements, (failure) => syncRefusal(db, failure));
  const answers = results.slice(statements.length - reads.length);
  const state = checkoutStateOf(answers.slice(0, -1));
  if (!state) throw checkoutNotFound();
  return { state, customer: answers.at(-1)?.results[0] as CustomerRow | undefined };
}
