/**
 * The server's view of the islands: each component wrapped in its hydration marker.
 * Pages render these; client/ hydrates them through registry.ts.
 */
import AddToCartButton from './AddToCartButton.tsx';
import AgeGate from './AgeGate.tsx';
import CartButton from './CartButton.tsx';
import CleanStorage from './CleanStorage.tsx';
import { defineIsland } from './define-island.tsx';
import Dialogs from './Dialogs.tsx';
import FilterCarousel from './FilterCarousel.tsx';
import GroupedPreference from './GroupedPreference.tsx';
import InstallAppButton from './InstallAppButton.tsx';
import PageLoader from './PageLoader.tsx';
import PrivacyNotice from './PrivacyNotice.tsx';
import SearchToggle from './SearchToggle.tsx';
import Snackbar from './Snackbar.tsx';
import TopBannerStrip from './TopBannerStrip.tsx';

export const CartButtonIsland = defineIsland('CartButton', CartButton);
/** spec §2/§5: on wine cards, the product page and search results; hydrates when scrolled into view. */
export const AddToCartButtonIsland = defineIsland('AddToCartButton', AddToCartButton, 'visible');
/** spec §2 Header: the search toggle; the panel's code loads on first open. */
export const SearchToggleIsland = defineIsland('SearchToggle', SearchToggle);
export const TopBannerStripIsland = defineIsland('TopBannerStrip', TopBannerStrip);
export const CleanStorageIsland = defineIsland('CleanStorage', CleanStorage);

export const AgeGateIsland = defineIsland('AgeGate', AgeGate);
export const PrivacyNoticeIsland = defineIsland('PrivacyNotice', PrivacyNotice, 'idle');
export const SnackbarIsland = defineIsland('Snackbar', Snackbar);
export const DialogsIsland = defineIsland('Dialogs', Dialogs);
export const FilterCarouselIsland = defineIsland('FilterCarousel', FilterCarousel, 'visible');
export const GroupedPreferenceIsland = defineIsland('GroupedPreference', GroupedPreference, 'idle');
export const PageLoaderIsland = defineIsland('PageLoader', PageLoader, 'idle');
export const InstallAppButtonIsland = defineIsland('InstallAppButton', InstallAppButton, 'idle');

export const serverIslands = [
  CartButtonIsland,
  AddToCartButtonIsland,
  SearchToggleIsland,
  TopBannerStripIsland,
  CleanStorageIsland,
  AgeGateIsland,
  PrivacyNoticeIsland,
  SnackbarIsland,
  DialogsIsland,
  PageLoaderIsland,
  FilterCarouselIsland,
  GroupedPreferenceIsland,
  InstallAppButtonIsland,
];
