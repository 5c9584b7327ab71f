import type { CartItem } from '../../contracts/cart-item.ts';
import type { CheckoutLineInput, CheckoutMetadataInput } from '../../contracts/graphql/checkout-documents.ts';
import type { WineCard } from '../../contracts/wine.ts';
import { cartWineFromCard } from './cart-rules.ts';

/**
 * How the local cart (what the shopper sees, spec §3 `wine`) and the remote checkout are brought
 * into step. The local cart is the shopper's intent: an item whose remote call failed stays in it
 * (DECISIONS 4), and the next successful sync sends the difference. Pure functions.
 */
export interface RemoteCart {
  products: ReadonlyArray<{ productId: number; productVariantId: number; quantity: number } | null> | null;
  metadata: ReadonlyArray<{ key: string | null; value: string | null } | null> | null;
}

export interface SyncPlan {
  add: CheckoutLineInput[];
  remove: CheckoutLineInput[];
  addMetadata: CheckoutMetadataInput[];
  removeMetadata: string[];
}

/**
 * spec §3 metaDataCheckout: key = sku; the value is the catalogue product id (PRODUCTID), so
 * whoever reads the order (the checkout site, the back office) knows which wine a line came from.
 * Nothing that changes with the catalogue (name, price) goes in: the metadata is written once.
 */
export function metadataFor(item: Pick<CartItem, 'sku' | 'wake_product_id'>): CheckoutMetadataInput {
  return { key: item.sku, value: String(item.wake_product_id) };
}

/** The checkout lines of a cart, one per variant (wake_wine_id, DECISIONS "Product ids"). */
export function linesOf(items: readonly CartItem[]): CheckoutLineInput[] {
  return items.map((item) => ({ productVariantId: item.wake_wine_id, quantity: item.quantity }));
}

function remoteQuantities(remote: RemoteCart): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const line of remote.products ?? []) {
    if (line) quantities.set(line.productVariantId, (quantities.get(line.productVariantId) ?? 0) + line.quantity);
  }
  return quantities;
}

/**
 * What to send so the checkout holds exactly the local lines and their metadata. Metadata keys
 * are removed only if this browser wrote them (`managedKeys`): other metadata on the checkout
 * (a partner's, the service's) is left alone.
 */
export function planSync(local: readonly CartItem[], remote: RemoteCart, managedKeys: readonly string[]): SyncPlan {
  const remoteLines = remoteQuantities(remote);
  const plan: SyncPlan = { add: [], remove: [], addMetadata: [], removeMetadata: [] };
  const localVariants = new Set<number>();
  for (const item of local) {
    localVariants.add(item.wake_wine_id);
    const difference = item.quantity - (remoteLines.get(item.wake_wine_id) ?? 0);
    if (difference > 0) plan.add.push({ productVariantId: item.wake_wine_id, quantity: difference });
    if (difference < 0) plan.remove.push({ productVariantId: item.wake_wine_id, quantity: -difference });
  }
  for (const [productVariantId, quantity] of remoteLines) {
    if (!localVariants.has(productVariantId)) plan.remove.push({ productVariantId, quantity });
  }

  const remoteMetadata = new Map<string, string | null>();
  for (const entry of remote.metadata ?? []) if (entry?.key) remoteMetadata.set(entry.key, entry.value);
  const wanted = local.map(metadataFor);
  const wantedKeys = new Set(wanted.map((entry) => entry.key));
  plan.addMetadata = wanted.filter((entry) => remoteMetadata.get(entry.key) !== entry.value);
  plan.removeMetadata = [...remoteMetadata.keys()].filter((key) => managedKeys.includes(key) && !wantedKeys.has(key));
  return plan;
}

export function isEmptyPlan(plan: SyncPlan): boolean {
  return plan.add.length + plan.remove.length + plan.addMetadata.length + plan.removeMetadata.length === 0;
}

function fromCard(card: WineCard, quantity: number): CartItem {
  return { ...cartWineFromCard(card), quantity };
}

/**
 * spec §4 "Cart restore on start": the checkout's lines with the catalogue's details (fresh name,
 * price, stock, image). A line the catalogue does not know is left out.
 */
export function cartFromCheckout(remote: RemoteCart, details: readonly WineCard[]): CartItem[] {
  const byProduct = new Map(details.map((card) => [card.wake_product_id, card]));
  const merged = new Map<number, CartItem>();
  for (const line of remote.products ?? []) {
    const card = line ? byProduct.get(line.productId) : undefined;
    if (line && card) merged.set(card.id, fromCard(card, (merged.get(card.id)?.quantity ?? 0) + line.quantity));
  }
  return [...merged.values()];
}

/**
 * This browser's cart as the shopper last saw it, each line with the catalogue's fresh details
 * where known: what a restore keeps when a change never reached the checkout (docs/decisions.md
 * "Cart: the shopper's last change wins"). Every line stays, with its quantity; nothing is added.
 */
export function withFreshDetails(local: readonly CartItem[], details: readonly WineCard[]): CartItem[] {
  const byProduct = new Map(details.map((card) => [card.wake_product_id, card]));
  return local.map((item) => {
    const card = byProduct.get(item.wake_product_id);
    return card ? fromCard(card, item.quantity) : item;
  });
}
