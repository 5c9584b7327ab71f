import { WineCardView } from '../../components/catalogue/WineCardView.tsx';
import type { WineCard } from '../../contracts/wine.ts';
import { cartWineFromCard } from '../../domain/cart-rules.ts';
import AddToCartButton from '../AddToCartButton.tsx';
import FavoriteButton from '../FavoriteButton.tsx';

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
