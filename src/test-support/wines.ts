import type { CartItem, CartWine } from '../contracts/cart-item.ts';
import type { WineCard } from '../contracts/wine.ts';

/**
 * The wines tests use, one builder per shape (checked against the contracts with `satisfies`):
 * "Vinho {id}", variant 1000 + id, R$ 50,00, 10 in stock, unless a test says otherwise.
 */
export const cartWine = (id: number, over: Partial<CartWine> = {}): CartWine => ({
  ...({
    id,
    name: `Vinho ${id}`,
    wake_product_id: id,
    wake_wine_id: 1000 + id,
    sku: `SKU-${id}`,
    price: 50,
    stock: 10,
    url_media: `/media/wines/${id}.svg`,
  } satisfies CartWine),
  ...over,
});

export const cartItem = (id: number, quantity = 1, over: Partial<CartItem> = {}): CartItem => ({ ...cartWine(id), quantity, ...over });

export const wineCard = (id: number, over: Partial<WineCard> = {}): WineCard => ({
  ...cartWine(id),
  ...({
    slug: `vinho-${id}`,
    list_price: 60,
    type: 'Tinto',
    type_slug: 'tinto',
    country: 'Chile',
    country_slug: 'chile',
    grape: 'Merlot',
    grape_slug: 'merlot',
    blend: 'Merlot',
    rating: 4,
  } satisfies Omit<WineCard, keyof CartWine>),
  ...over,
});
