/**
 * How many favourites one list keeps (one page of `POST /api/productsCart`): adding past it drops
 * the oldest. Apart from the schemas (`favorites.ts`): the hearts on every listing read it, and
 * zod stays out of the scripts a page loads before any interaction.
 */
export const MAX_FAVORITES = 100;
