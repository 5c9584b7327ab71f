import type { CartWine } from '../../contracts/cart-item.ts';
import type { WineCard as WineCardData } from '../../contracts/wine.ts';
import { AddToCartButton } from '../cart/index.ts';
import { FavoriteButton } from '../favorites/index.ts';
import { WineCardView } from './WineCardView.tsx';

/** What the add-to-cart button needs of a listed wine (spec §3 "Cart item" without quantity). */
export function cartWineOf(wine: WineCardData): CartWine {
  return {
    id: wine.id,
    name: wine.name,
    wake_product_id: wine.wake_product_id,
    wake_wine_id: wine.wake_wine_id,
    sku: wine.sku,
    price: wine.price,
    stock: wine.stock,
    url_media: wine.url_media,
  };
}

/** A wine in a listing: the card (WineCardView.tsx) with add to cart and the heart as islands. */
export function WineCard({ wine, eager = false }: { wine: WineCardData; eager?: boolean }) {
  return (
    <WineCardView
      wine={wine}
      eager={eager}
      actions={
        <>
          <AddToCartButton wine={cartWineOf(wine)} />
          <FavoriteButton id={wine.id} name={wine.name} />
        </>
      }
    />
  );
}
