import type { HydrateStrategy } from '../../core/islands/island-marker.tsx';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { loadFavorites, toggleFavorite } from './browser/favorites-service.ts';
import { SpriteIcon } from '../../core/ui/icon-sprite.tsx';
import { CHROME_MESSAGES } from '../../core/messages/pt-BR-chrome.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import * as styles from './FavoriteButton.css.ts';

/** The heart on wine cards and the product page: hydrates when scrolled into view. */
export const hydrate: HydrateStrategy = 'visible';

export interface FavoriteButtonProps {
  id: number;
  name: string;
}

/**
 * The heart on wine cards and the product page (spec §2 /Favorite): a toggle button
 * (aria-pressed) named after the wine. The list is the customer's when logged in, else this
 * browser's; the first heart on a page loads it.
 */
export default function FavoriteButton({ id, name }: FavoriteButtonProps) {
  const stores = useStores();
  const { ids, status } = useSnapshot(stores.favorites);
  useEffect(() => {
    void loadFavorites(stores);
  }, [stores]);
  const pressed = status === 'ready' && ids.includes(id);
  return (
    <button
      type="button"
      className={styles.button}
      aria-pressed={pressed}
      aria-label={CHROME_MESSAGES.favoriteToggle(name)}
      onClick={() => void toggleFavorite(stores, id)}
    >
      <SpriteIcon name="heart" fill={pressed ? 'currentColor' : 'none'} />
    </button>
  );
}
