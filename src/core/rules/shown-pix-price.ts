/**
 * The Pix price a wine is shown with, in reais: only below its price (docs/decisions.md "Pix
 * price"); none at 0 %, or from a hosted catalogue that gives none. One rule for the page, its
 * markdown and the agents' catalog, so the three never disagree.
 */
export function shownPixPrice(wine: { price: number; pix_price?: number | undefined }): number | undefined {
  return wine.pix_price !== undefined && wine.pix_price < wine.price ? wine.pix_price : undefined;
}
