import type { CartWine } from '../../contracts/cart-item.ts';
import type { WineCard as WineCardData } from '../../contracts/wine.ts';
import { AddToCartButtonIsland, FavoriteButtonIsland } from '../../islands/index.ts';
import { MESSAGES } from '../../messages/pt-BR.ts';
import { productPath } from '../../routes.ts';
import { Price } from './Price.tsx';
import { Rating } from './Rating.tsx';
import * as styles from './WineCard.css.ts';

/** What the add-to-cart button needs of a listed wine (spec §3 "Cart item" without quantity). */
export function cartWineOf(wine: WineCardData): CartWine {
  return {
    id: wine.id,
    name: wine.name,
    wake_product_id: wine.wake_product_id,
    wake_wine_id: wine.wake_wine_id,
    sku: wine.sku,
    price: wine.price,
    stock: wine.stock,
    url_media: wine.url_media,
  };
}

/**
 * A wine in a listing (issue 6): image (placeholder on error), name, type, country, grape,
 * rating, price in BRL with the list price struck through, installments, stock state, add to cart.
 */
export function WineCard({ wine, eager = false }: { wine: WineCardData; eager?: boolean }) {
  const href = productPath(wine);
  const available = wine.stock > 0;
  return (
    <article className={styles.card} aria-labelledby={`vinho-${wine.id}`}>
      <a href={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <img
          className={styles.image}
          src={wine.url_media}
          alt=""
          width={120}
          height={320}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          data-fallback=""
        />
      </a>
      <div className={styles.body}>
        <h3 id={`vinho-${wine.id}`} className={styles.name}>
          <a href={href}>{wine.name}</a>
        </h3>
        <p className={styles.meta}>
          {wine.type} · {wine.country} · {wine.grape}
        </p>
        <Rating value={wine.rating} />
        <Price price={wine.price} listPrice={wine.list_price} />
        {available ? null : <p className={styles.unavailable}>{MESSAGES.outOfStock}</p>}
        <AddToCartButtonIsland wine={cartWineOf(wine)} />
        <FavoriteButtonIsland id={wine.id} name={wine.name} />
      </div>
    </article>
  );
}
