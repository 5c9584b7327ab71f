import type { WineCard } from '../../contracts/wine.ts';
import { productPath } from '../../core/routes.ts';
import { wineCardImage } from '../../core/wine-image-srcset.ts';

interface WineImageLinkProps {
  wine: Pick<WineCard, 'name' | 'wake_product_id' | 'url_media'>;
  width: number;
  height: number;
  /** The image's rendered widths as `sizes` (beside its CSS): an uploaded photo's copy is chosen by it. */
  sizes: string;
  eager?: boolean;
  className: string;
  imageClassName: string;
}

/**
 * A wine's bottle, linking to its page. Left out of the tab order and hidden from screen readers:
 * the name beside it is the same link, said once. A broken image becomes the placeholder bottle
 * (`data-fallback`, swapped by the document's script, so it works before any island loads). An
 * owner's photo comes with its WebP copies for phones as `srcset` (docs/performance.md "Photos"),
 * a generated bottle as a WebP copy (docs/performance.md "Generated bottles").
 */
export function WineImageLink({ wine, width, height, sizes, eager = false, className, imageClassName }: WineImageLinkProps) {
  const { src, srcSet } = wineCardImage(wine.url_media);
  return (
    <a href={productPath(wine)} className={className} tabIndex={-1} aria-hidden="true">
      <img
        className={imageClassName}
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt=""
        width={width}
        height={height}
        // eager is the browser's default: said only for the lazy ones (24 cards' bytes on a listing)
        loading={eager ? undefined : 'lazy'}
        // low: React would otherwise preload the first cards' bottles ahead of the stylesheet, and
        // a listing's first paint (its LCP, the page's text) waits for that stylesheet
        fetchPriority="low"
        decoding="async"
        data-fallback=""
      />
    </a>
  );
}
