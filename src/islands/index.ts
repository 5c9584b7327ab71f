/**
 * The server's view of the islands: each component wrapped in its hydration marker.
 * Pages render these; client/ hydrates them through registry.ts.
 */
import CartButton from './CartButton.tsx';
import CleanStorage from './CleanStorage.tsx';
import { defineIsland } from './define-island.tsx';
import TopBannerStrip from './TopBannerStrip.tsx';

export const CartButtonIsland = defineIsland('CartButton', CartButton);
export const TopBannerStripIsland = defineIsland('TopBannerStrip', TopBannerStrip);
export const CleanStorageIsland = defineIsland('CleanStorage', CleanStorage);

export const serverIslands = [CartButtonIsland, TopBannerStripIsland, CleanStorageIsland];
