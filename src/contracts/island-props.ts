import { z } from 'zod/mini';
import { bannerResponseSchema } from './banners.ts';
import { cartWineSchema } from './cart-item.ts';
import { headerSessionSchema } from './header-session.ts';
import { bannerStripSchema } from './message-banner.ts';

/**
 * The props islands receive from the page (public JSON in the HTML). The server checks them as it
 * renders (src/core/islands/island-marker.tsx); the browser trusts what its own build's server sent, so
 * no schema code has to load with the page.
 */
export const addToCartButtonPropsSchema = z.object({ wine: cartWineSchema });

const favoriteButtonPropsSchema = z.object({
  /** The wine's product id (`wake_product_id`, DECISIONS "Product ids"). */
  id: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.minLength(1)),
});

const filterCarouselPropsSchema = z.object({
  label: z.string(),
  items: z.array(z.object({ label: z.string(), href: z.string(), icon: z.string(), current: z.boolean() })),
});
export type FilterCarouselProps = z.infer<typeof filterCarouselPropsSchema>;

const tutorialStepSchema = z.object({
  title: z.string().check(z.minLength(1)),
  text: z.string(),
});
export const tutorialOverlayPropsSchema = z.object({ steps: z.array(tutorialStepSchema).check(z.minLength(1)) });
export type TutorialOverlayProps = z.infer<typeof tutorialOverlayPropsSchema>;

/** spec §4 popup banners: the list `GET /api/banner` answered, read by the edge for the page. */
const popupBannersPropsSchema = z.object({ banners: bannerResponseSchema });
export type PopupBannersProps = z.infer<typeof popupBannersPropsSchema>;

/**
 * A cart in a link (docs/assistants.md "Permalink"): the wines the catalogue found, each with the
 * link's quantity (stock not yet applied: the cart does that), and how many of the link's pairs
 * the page dropped (unreadable, or no such wine).
 */
const cartPermalinkPropsSchema = z.object({
  lines: z.array(z.object({ wine: cartWineSchema, quantity: z.number().check(z.int(), z.positive()) })),
  dropped: z.number().check(z.int(), z.nonnegative()),
});
export type CartPermalinkProps = z.infer<typeof cartPermalinkPropsSchema>;
export type CartPermalinkLine = CartPermalinkProps['lines'][number];

/**
 * The contract of each island that has one, by island name (the island's file name): the server
 * checks the props against it as it renders the island (src/core/islands/island-marker.tsx).
 */
export const islandPropsSchemas = {
  AddToCartButton: addToCartButtonPropsSchema,
  CartPermalink: cartPermalinkPropsSchema,
  FavoriteButton: favoriteButtonPropsSchema,
  FilterCarousel: filterCarouselPropsSchema,
  PopupBanners: popupBannersPropsSchema,
  TopBannerStrip: bannerStripSchema,
  TutorialOverlay: tutorialOverlayPropsSchema,
  UserMenu: headerSessionSchema,
  WineCardActions: addToCartButtonPropsSchema,
} as const;
