import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { fetchProductsCart } from '../catalogue/browser/index.ts';
import { loadFavorites } from './browser/favorites-service.ts';
import { Price, WineImageLink } from '../catalogue/index.ts';
import type { WineCard } from '../../contracts/wine.ts';
import { cartWineFromCard } from '../cart/index.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { productPath, ROUTES, withRedirectUrl } from '../../core/routes.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import { AddToCartButton } from '../cart/index.ts';
import FavoriteButton from './FavoriteButton.island.tsx';
import * as styles from './FavoritesList.css.ts';

type Load = { state: 'loading' } | { state: 'ready'; wines: WineCard[] } | { state: 'failed' };

function Item({ wine }: { wine: WineCard }) {
  return (
    <li className={styles.item}>
      <WineImageLink wine={wine} width={60} height={160} sizes={styles.IMAGE_SIZES} className={styles.imageLink} imageClassName={styles.image} />
      <div className={styles.body}>
        <h2 className={styles.name}>
          <a href={productPath(wine)}>{wine.name}</a>
        </h2>
        <p className={styles.meta}>
          {wine.type} · {wine.country}
        </p>
        <Price price={wine.price} listPrice={wine.list_price} pixPrice={wine.pix_price} />
        {wine.stock > 0 ? null : <p className={styles.unavailable}>{MESSAGES.outOfStock}</p>}
      </div>
      <div className={styles.actions}>
        <FavoriteButton id={wine.id} name={wine.name} />
        <AddToCartButton wine={cartWineFromCard(wine)} />
      </div>
    </li>
  );
}

/**
 * /Favorite (spec §2 shows the route; docs/decisions.md "Accounts: favourites" the behaviour): the wines marked with the heart,
 * the customer's when logged in, else this browser's. A heart taken off here leaves the list.
 */
export default function FavoritesList() {
  const stores = useStores();
  const { ids, status } = useSnapshot(stores.favorites);
  const auth = useSnapshot(stores.auth);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    void loadFavorites(stores)
      .then(async () => {
        const wanted = stores.favorites.ids;
        const wines = wanted.length > 0 ? await fetchProductsCart([...wanted]) : [];
        if (live) setLoad({ state: 'ready', wines });
      })
      .catch((error: unknown) => {
        console.warn('favorites: the wines could not be read', error);
        if (live) setLoad({ state: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [stores]);

  if (status !== 'ready' || load.state === 'loading') {
    return (
      <p role="status" className={styles.status}>
        {MESSAGES.favoritesLoading}
      </p>
    );
  }
  if (load.state === 'failed') {
    return (
      <p role="alert" className={styles.status}>
        {MESSAGES.favoritesLoadFailed}
      </p>
    );
  }
  const shown = load.wines.filter((wine) => ids.includes(wine.id));
  return (
    <div className={styles.list}>
      {auth.status !== 'customer' ? (
        <p className={styles.hint}>
          <a href={withRedirectUrl(ROUTES.login, ROUTES.favorites)}>{MESSAGES.favoritesLoginHint}</a>
        </p>
      ) : null}
      {shown.length === 0 ? (
        <p role="status" className={styles.status}>
          {MESSAGES.favoritesEmpty} <a href={ROUTES.allWines}>{MESSAGES.favoritesBrowse}</a>
        </p>
      ) : (
        <ul className={styles.items} aria-label={MESSAGES.favoritesListLabel}>
          {shown.map((wine) => (
            <Item key={wine.id} wine={wine} />
          ))}
        </ul>
      )}
    </div>
  );
}
