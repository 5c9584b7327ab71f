import type { ReactNode } from 'react';
import type { WineCard as WineCardData } from '../../contracts/wine.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { productPath } from '../../core/routes.ts';
import { Price } from './Price.tsx';
import { Rating } from './Rating.tsx';
import { WineImageLink } from './WineImageLink.tsx';
import * as styles from './WineCard.css.ts';

/**
 * A wine as a card: image (placeholder on error), name, type, country, grape, rating,
 * price in BRL with the list price struck through, installments, stock state, then `actions`
 * (add to cart, the heart). No island of its own: listings pass the buttons as islands
 * (WineCard.tsx), an island that shows cards passes them as its own parts (islands do not nest).
 */
export function WineCardView({ wine, eager = false, actions }: { wine: WineCardData; eager?: boolean; actions: ReactNode }) {
  const href = productPath(wine);
  return (
    <article className={styles.card} aria-labelledby={`vinho-${wine.id}`}>
      <WineImageLink wine={wine} width={120} height={320} sizes={styles.IMAGE_SIZES} eager={eager} className={styles.imageLink} imageClassName={styles.image} />
      <div className={styles.body}>
        <h3 id={`vinho-${wine.id}`} className={styles.name}>
          <a href={href}>{wine.name}</a>
        </h3>
        <p className={styles.meta}>{`${wine.type} · ${wine.country} · ${wine.grape}`}</p>
        <Rating value={wine.rating} />
        <Price price={wine.price} listPrice={wine.list_price} pixPrice={wine.pix_price} />
        {wine.stock > 0 ? null : <p className={styles.unavailable}>{MESSAGES.outOfStock}</p>}
        {actions}
      </div>
    </article>
  );
}
