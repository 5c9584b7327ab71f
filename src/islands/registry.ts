import type { ComponentType } from 'react';

/**
 * What an island module offers the client: its component. Its props were checked by the server
 * that rendered them (src/contracts/island-props.ts), so the browser loads no schema code for them.
 */
export interface IslandModule {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  default: ComponentType<any>;
}

/**
 * Every island the browser can hydrate, by name. Each loader is a dynamic import, so each island
 * is its own chunk and a page only downloads the islands it contains. Only client/ imports this
 * as a value; the server imports the IslandName type.
 */
export const islandLoaders = {
  AddToCartButton: () => import('./AddToCartButton.tsx'),
  AgeGate: () => import('./AgeGate.tsx'),
  CartButton: () => import('./CartButton.tsx'),
  CleanStorage: () => import('./CleanStorage.tsx'),
  Dialogs: () => import('./Dialogs.tsx'),
  FilterCarousel: () => import('./FilterCarousel.tsx'),
  GroupedPreference: () => import('./GroupedPreference.tsx'),
  InstallAppButton: () => import('./InstallAppButton.tsx'),
  NewsletterForm: () => import('./NewsletterForm.tsx'),
  PopupBanners: () => import('./PopupBanners.tsx'),
  PrivacyNotice: () => import('./PrivacyNotice.tsx'),
  SearchToggle: () => import('./SearchToggle.tsx'),
  Snackbar: () => import('./Snackbar.tsx'),
  TopBannerStrip: () => import('./TopBannerStrip.tsx'),
  TutorialOverlay: () => import('./TutorialOverlay.tsx'),
  // accounts (issue 8)
  FavoriteButton: () => import('./FavoriteButton.tsx'),
  FavoritesList: () => import('./FavoritesList.tsx'),
  GooglePrompt: () => import('./GooglePrompt.tsx'),
  GoogleSignIn: () => import('./GoogleSignIn.tsx'),
  LoginForm: () => import('./LoginForm.tsx'),
  PartialRegisterForm: () => import('./PartialRegisterForm.tsx'),
  PasswordRecoveryForm: () => import('./PasswordRecoveryForm.tsx'),
  PasswordResetForm: () => import('./PasswordResetForm.tsx'),
  RegisterForm: () => import('./RegisterForm.tsx'),
  UserMenu: () => import('./UserMenu.tsx'),
  // the virtual sommelier (issue 11)
  SommelierFinder: () => import('./SommelierFinder.tsx'),
} satisfies Record<string, () => Promise<IslandModule>>;

export type IslandName = keyof typeof islandLoaders;
