import type { HydrateStrategy } from '../../core/islands/island-marker.tsx';
import type { CartWine } from '../../contracts/cart-item.ts';
// The islands themselves, not the features' entries: those would bring their other modules into this chunk.
import AddToCartButton from '../cart/AddToCartButton.island.tsx';
import FavoriteButton from '../favorites/FavoriteButton.island.tsx';

/** Hydrates when the card scrolls into view; a click before that is held and replayed. */
export const hydrate: HydrateStrategy = 'visible';

/**
 * A listed wine's buttons, add to cart and the heart, as one island: the wine's props travel once
 * and a page of cards hydrates one root per card, not two.
 */
export default function WineCardActions({ wine }: { wine: CartWine }) {
  return (
    <>
      <AddToCartButton wine={wine} />
      <FavoriteButton id={wine.id} name={wine.name} />
    </>
  );
}
