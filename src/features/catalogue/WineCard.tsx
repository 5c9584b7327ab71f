import type { WineCard as WineCardData } from '../../contracts/wine.ts';
import { cartWineFromCard } from '../cart/index.ts';
import WineCardActions from './WineCardActions.island.tsx';
import { WineCardView } from './WineCardView.tsx';

/** A wine in a listing or the finder's results: the card (WineCardView.tsx) with its buttons as one island. */
export function WineCard({ wine, eager = false }: { wine: WineCardData; eager?: boolean }) {
  return <WineCardView wine={wine} eager={eager} actions={<WineCardActions wine={cartWineFromCard(wine)} />} />;
}
