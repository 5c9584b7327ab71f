import { CREATE_CHECKOUT } from '../../../src/contracts/graphql/index.ts';
import { call } from './graphql-client.ts';
import { testWine, type TestWine } from './wines.ts';

/** Test helpers for carts in the commerce service. */

/** A checkout line of this wine, as the storefront sends it. */
export const lineOf = (wine: TestWine, quantity = 1) => ({ productVariantId: wine.productVariantId, quantity });

/** Creates a checkout with these lines; a refusal fails the test with the service's errors. */
export async function newCheckout(products: Array<{ productVariantId: number; quantity: number }>) {
  const created = await call(CREATE_CHECKOUT, { products });
  const checkout = created.data?.createCheckout;
  if (!checkout) throw new Error(`createCheckout failed: ${JSON.stringify(created.errors)}`);
  return checkout;
}

/** A checkout of `quantity` bottles of a new wine at `price`: its products subtotal is known. */
export async function cartWorth(price: number, quantity = 1) {
  const wine = await testWine({ price });
  const checkout = await newCheckout([lineOf(wine, quantity)]);
  return { checkout, wine };
}
