import type { HydrateStrategy } from '../../core/islands/island-marker.tsx';
import { useSnapshot } from 'valtio';
import { button as buttonStyles } from '../../core/ui/Button.css.ts';
import { SpriteIcon } from '../../core/ui/icon-sprite.tsx';
import type { CartWine } from '../../contracts/cart-item.ts';
import { CHROME_MESSAGES } from '../../core/messages/pt-BR-chrome.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import * as styles from './AddToCartButton.css.ts';

/** On wine cards, the product page and search results (spec §2, §5): hydrates when scrolled into view; a click before that is held and replayed. */
export const hydrate: HydrateStrategy = 'visible';

export interface AddToCartButtonProps {
  wine: CartWine;
  /** Extra class for where the button sits (a card, a search result). */
  className?: string;
}

/**
 * spec §2/§5: adds one wine to the cart (messages "Produto indisponivel", "Produto já adicionado
 * ao carrinho", "Produto adicionado ao carrinho"); disabled while the cart is busy (spec §4). The
 * cart's code loads on the first click, so a listing full of these buttons stays light.
 */
export default function AddToCartButton({ wine, className }: AddToCartButtonProps) {
  const stores = useStores();
  const { loading } = useSnapshot(stores.cart);
  const add = async () => {
    if (stores.cart.loading) return;
    const { addToCart } = await import('./browser/cart-actions.ts');
    await addToCart(stores, wine);
  };
  return (
    <button
      type="button"
      className={`${buttonStyles.action} ${styles.button}${className ? ` ${className}` : ''}`}
      // aria-disabled, not disabled: a focused button that turns disabled drops the keyboard focus.
      // Left out when false (the same to assistive technology): bytes on every card of a listing.
      aria-disabled={loading || undefined}
      aria-label={CHROME_MESSAGES.addToCartNamed(wine.name)}
      onClick={() => void add()}
    >
      <SpriteIcon name="cart" size={20} />
      <span>{CHROME_MESSAGES.addToCart}</span>
    </button>
  );
}
