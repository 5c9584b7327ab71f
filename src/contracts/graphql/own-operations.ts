import type { z } from 'zod/mini';
import { checkoutSyncDataSchema } from './checkout-data.ts';
import { CHECKOUT_FIELDS, type CheckoutMetadataInput, type CheckoutProductItemInput } from './checkout-documents.ts';
import { defineOperation, type GraphqlOperation } from './operation.ts';

/**
 * Documents of the shop's own extensions to the storefront API (backend/src/graphql/own-extensions.graphql):
 * only this shop's backend answers them, so the edge lets a browser send them only when the storefront
 * GraphQL is that backend, and the page tells the cart whether it may (`cartInOneCall`, src/contracts/public-config.ts).
 */
export const CHECKOUT_SYNC = defineOperation<
  {
    checkoutId: string | null;
    products: CheckoutProductItemInput[];
    metadata: CheckoutMetadataInput[];
    removeMetadataKeys: string[];
    customerAccessToken?: string | null;
  },
  z.infer<typeof checkoutSyncDataSchema>
>({
  operationName: 'CheckoutSync',
  query: `mutation CheckoutSync($checkoutId: Uuid, $products: [CheckoutProductItemInput]!, $metadata: [CheckoutMetadataInput], $removeMetadataKeys: [String], $customerAccessToken: String) {
  checkoutSync(checkoutId: $checkoutId, products: $products, metadata: $metadata, removeMetadataKeys: $removeMetadataKeys, customerAccessToken: $customerAccessToken) { ...CheckoutFields }
}${CHECKOUT_FIELDS}`,
  data: checkoutSyncDataSchema,
});

export const OWN_BACKEND_OPERATIONS: ReadonlyArray<Pick<GraphqlOperation<unknown, unknown>, 'operationName' | 'query'>> = [CHECKOUT_SYNC];
