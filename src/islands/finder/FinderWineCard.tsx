import { Price } from '../../components/catalogue/Price.tsx';
import { Rating } from '../../components/catalogue/Rating.tsx';
import * as styles from '../../components/catalogue/WineCard.css.ts';
import type { WineCard } from '../../contracts/wine.ts';
import { cartWineFromCard } from '../../domain/cart-rules.ts';
import { MESSAGES } from '../../messages/pt-BR.ts';
import { productPath } from '../../routes.ts';
import AddToCartButton from '../AddToCartButton.tsx';
import FavoriteButton from '../FavoriteButton.tsx';

/**
 * A wine of the finder's results, as the listings' card shows it (same styles), with the cart
 * and heart buttons as parts of this island (islands do not nest: the listings' card carries
 * island markers of its own).
 */
export function FinderWineCard({ wine, eager }: { wine: WineCard; eager: boolean }) {
  const href = productPath(wine);
  return (
    <article className={styles.card} aria-labelledby={`sommelier-vinho-${wine.id}`}>
      <a href={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        <img className={styles.image} src={wine.url_media} alt="" width={120} height={320} loading={eager ? 'eager' : 'lazy'} decoding="async" data-fallback="" />
      </a>
      <div className={styles.body}>
        <h3 id={`sommelier-vinho-${wine.id}`} className={styles.name}>
          <a href={href}>{wine.name}</a>
        </h3>
        <p className={styles.meta}>
          {wine.type} · {wine.country} · {wine.grape}
        </p>
        <Rating value={wine.rating} />
        <Price price={wine.price} listPrice={wine.list_price} />
        {wine.stock > 0 ? null : <p className={styles.unavailable}>{MESSAGES.outOfStock}</p>}
        <AddToCartButton wine={cartWineFromCard(wine)} />
        <FavoriteButton id={wine.id} name={wine.name} />
      </div>
    </article>
  );
}
