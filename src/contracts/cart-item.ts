import { z } from 'zod/mini';

const positiveInt = () => z.number().check(z.int(), z.positive());

/**
 * spec §3 "Cart item (wine)": what the browser keeps under the `wine` storage key.
 * wake_product_id is the catalogue's PRODUCTID; wake_wine_id is the storefront variant id
 * (DECISIONS "Product ids").
 */
export const cartItemSchema = z.object({
  id: positiveInt(),
  name: z.string().check(z.minLength(1)),
  wake_product_id: positiveInt(),
  wake_wine_id: positiveInt(),
  sku: z.string().check(z.minLength(1)),
  price: z.number().check(z.nonnegative()),
  quantity: positiveInt(),
  stock: z.number().check(z.int()),
  url_media: z.string(),
});

export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * A wine as a page offers it to the cart (the add-to-cart button's props): the cart item
 * without a quantity, which the cart decides.
 */
export const cartWineSchema = z.omit(cartItemSchema, { quantity: true });

export type CartWine = z.infer<typeof cartWineSchema>;
