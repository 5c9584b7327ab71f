import { useSnapshot } from 'valtio';
import { CartIcon } from '../components/icons.tsx';
import { MESSAGES } from '../messages/pt-BR.ts';
import { cartCount, toggleCart } from '../stores/cart-store.ts';
import { useStores } from '../stores/StoresContext.tsx';
import * as styles from './CartButton.css.ts';

/** spec §2 Header: the cart button, with a count badge when the cart has items. */
export default function CartButton() {
  const { cart } = useStores();
  const snapshot = useSnapshot(cart);
  const count = cartCount(snapshot);
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={MESSAGES.cartButtonLabel(count)}
      aria-expanded={snapshot.open}
      onClick={() => toggleCart(cart)}
    >
      <CartIcon />
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
          {count}
        </span>
      ) : null}
    </button>
  );
}
