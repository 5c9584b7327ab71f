import { WineCardView } from '../catalogue/index.ts';
import type { WineCard } from '../../contracts/wine.ts';
import { cartWineFromCard } from '../cart/index.ts';
import { AddToCartButton } from '../cart/index.ts';
import { FavoriteButton } from '../favorites/index.ts';

/**
 * A wine of the finder's results: the listings' card, with the cart and heart buttons as parts
 * of this island (islands do not nest; the listings' card carries island markers of its own).
 */
export function FinderWineCard({ wine, eager }: { wine: WineCard; eager: boolean }) {
  return (
    <WineCardView
      wine={wine}
      eager={eager}
      actions={
        <>
          <AddToCartButton wine={cartWineFromCard(wine)} />
          <FavoriteButton id={wine.id} name={wine.name} />
        </>
      }
    />
  );
}
