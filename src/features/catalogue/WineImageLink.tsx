import type { WineCard } from '../../contracts/wine.ts';
import { productPath } from '../../core/routes.ts';

interface WineImageLinkProps {
  wine: Pick<WineCard, 'name' | 'wake_product_id' | 'url_media'>;
  width: number;
  height: number;
  eager?: boolean;
  className: string;
  imageClassName: string;
}

/**
 * A wine's bottle, linking to its page. Left out of the tab order and hidden from screen readers:
 * the name beside it is the same link, said once. A broken image becomes the placeholder bottle
 * (`data-fallback`, swapped by the document's script, so it works before any island loads).
 */
export function WineImageLink({ wine, width, height, eager = false, className, imageClassName }: WineImageLinkProps) {
  return (
    <a href={productPath(wine)} className={className} tabIndex={-1} aria-hidden="true">
      <img
        className={imageClassName}
        src={wine.url_media}
        alt=""
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        // low: React would otherwise preload the first cards' bottles ahead of the stylesheet, and
        // a listing's first paint (its LCP, the page's text) waits for that stylesheet
        fetchPriority="low"
        decoding="async"
        data-fallback=""
      />
    </a>
  );
}
