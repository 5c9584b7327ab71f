import type { ComponentType } from 'react';
import type { ZodMiniType } from 'zod/mini';

/** What an island module offers the client: its component and, when it takes props, their schema. */
export interface IslandModule {
  // Props arrive as JSON from the page and are checked against propsSchema before use.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  default: ComponentType<any>;
  propsSchema?: ZodMiniType;
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
  PageLoader: () => import('./PageLoader.tsx'),
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
  RegisterForm: () => import('./RegisterForm.tsx'),
  UserMenu: () => import('./UserMenu.tsx'),
} satisfies Record<string, () => Promise<IslandModule>>;

export type IslandName = keyof typeof islandLoaders;
