/**
 * The server's view of the islands: each component wrapped in its hydration marker.
 * Pages render these; client/ hydrates them through registry.ts.
 */
import AddToCartButton from './AddToCartButton.tsx';
import AgeGate from './AgeGate.tsx';
import CartButton from './CartButton.tsx';
import CleanStorage from './CleanStorage.tsx';
import {
  addToCartButtonPropsSchema,
  favoriteButtonPropsSchema,
  filterCarouselPropsSchema,
  popupBannersPropsSchema,
  topBannerStripPropsSchema,
  tutorialOverlayPropsSchema,
  userMenuPropsSchema,
} from '../contracts/island-props.ts';
import { defineIsland } from './define-island.tsx';
import Dialogs from './Dialogs.tsx';
import FilterCarousel from './FilterCarousel.tsx';
import GroupedPreference from './GroupedPreference.tsx';
import InstallAppButton from './InstallAppButton.tsx';
import NewsletterForm from './NewsletterForm.tsx';
import PopupBanners from './PopupBanners.tsx';
import PrivacyNotice from './PrivacyNotice.tsx';
import SearchToggle from './SearchToggle.tsx';
import Snackbar from './Snackbar.tsx';
import TopBannerStrip from './TopBannerStrip.tsx';
import TutorialOverlay from './TutorialOverlay.tsx';
import FavoriteButton from './FavoriteButton.tsx';
import FavoritesList from './FavoritesList.tsx';
import GooglePrompt from './GooglePrompt.tsx';
import GoogleSignIn from './GoogleSignIn.tsx';
import LoginForm from './LoginForm.tsx';
import PartialRegisterForm from './PartialRegisterForm.tsx';
import PasswordRecoveryForm from './PasswordRecoveryForm.tsx';
import PasswordResetForm from './PasswordResetForm.tsx';
import RegisterForm from './RegisterForm.tsx';
import UserMenu from './UserMenu.tsx';
import SommelierFinder from './SommelierFinder.tsx';

export const CartButtonIsland = defineIsland('CartButton', CartButton);
/** spec §2/§5: on wine cards, the product page and search results; hydrates when scrolled into view. */
export const AddToCartButtonIsland = defineIsland('AddToCartButton', AddToCartButton, 'visible', addToCartButtonPropsSchema);
/** spec §2 Header: the search toggle; the panel's code loads on first open. */
export const SearchToggleIsland = defineIsland('SearchToggle', SearchToggle);
/** spec §4 popup banners: after the 18+ answer, when the page is idle. */
export const PopupBannersIsland = defineIsland('PopupBanners', PopupBanners, 'idle', popupBannersPropsSchema);
/** spec §2 Footer newsletter form. */
export const NewsletterFormIsland = defineIsland('NewsletterForm', NewsletterForm, 'visible');
/** spec §2/§4 tutorial overlay: its caller passes the steps and sets stores.tutorial.on. */
export const TutorialOverlayIsland = defineIsland('TutorialOverlay', TutorialOverlay, 'idle', tutorialOverlayPropsSchema);
export const TopBannerStripIsland = defineIsland('TopBannerStrip', TopBannerStrip, 'load', topBannerStripPropsSchema);
export const CleanStorageIsland = defineIsland('CleanStorage', CleanStorage);

export const AgeGateIsland = defineIsland('AgeGate', AgeGate, 'demand');
export const PrivacyNoticeIsland = defineIsland('PrivacyNotice', PrivacyNotice, 'demand');
export const SnackbarIsland = defineIsland('Snackbar', Snackbar);
export const DialogsIsland = defineIsland('Dialogs', Dialogs, 'demand');
export const FilterCarouselIsland = defineIsland('FilterCarousel', FilterCarousel, 'visible', filterCarouselPropsSchema);
export const GroupedPreferenceIsland = defineIsland('GroupedPreference', GroupedPreference, 'idle');
export const InstallAppButtonIsland = defineIsland('InstallAppButton', InstallAppButton, 'demand');

// Accounts (issue 8): the header's user area, the account forms, Google sign-in, favourites.
export const UserMenuIsland = defineIsland('UserMenu', UserMenu, 'load', userMenuPropsSchema);
/** spec §2/§4: Google's automatic prompt on /momentos when nobody is logged in. */
export const GooglePromptIsland = defineIsland('GooglePrompt', GooglePrompt, 'idle');
export const GoogleSignInIsland = defineIsland('GoogleSignIn', GoogleSignIn);
export const LoginFormIsland = defineIsland('LoginForm', LoginForm);
export const RegisterFormIsland = defineIsland('RegisterForm', RegisterForm);
export const PartialRegisterFormIsland = defineIsland('PartialRegisterForm', PartialRegisterForm);
export const PasswordRecoveryFormIsland = defineIsland('PasswordRecoveryForm', PasswordRecoveryForm);
export const PasswordResetFormIsland = defineIsland('PasswordResetForm', PasswordResetForm);
/** The heart on wine cards and the product page: `<FavoriteButtonIsland id={wine.id} name={wine.name} />`. */
export const FavoriteButtonIsland = defineIsland('FavoriteButton', FavoriteButton, 'visible', favoriteButtonPropsSchema);
export const FavoritesListIsland = defineIsland('FavoritesList', FavoritesList);

/** The virtual sommelier's finder (issue 11): only on /sommelier, its own chunk; works without JavaScript. */
export const SommelierFinderIsland = defineIsland('SommelierFinder', SommelierFinder);

export const serverIslands = [
  CartButtonIsland,
  AddToCartButtonIsland,
  SearchToggleIsland,
  PopupBannersIsland,
  NewsletterFormIsland,
  TutorialOverlayIsland,
  TopBannerStripIsland,
  CleanStorageIsland,
  AgeGateIsland,
  PrivacyNoticeIsland,
  SnackbarIsland,
  DialogsIsland,
  FilterCarouselIsland,
  GroupedPreferenceIsland,
  InstallAppButtonIsland,
  UserMenuIsland,
  GooglePromptIsland,
  GoogleSignInIsland,
  LoginFormIsland,
  RegisterFormIsland,
  PartialRegisterFormIsland,
  PasswordRecoveryFormIsland,
  PasswordResetFormIsland,
  FavoriteButtonIsland,
  FavoritesListIsland,
  SommelierFinderIsland,
];
