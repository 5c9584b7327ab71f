import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { headerIconButton } from '../../core/ui/Button.css.ts';
import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import { SpriteIcon } from '../../core/ui/icon-sprite.tsx';
import { CHROME_MESSAGES } from '../../core/messages/pt-BR-chrome.ts';
import { cartCount, toggleCart } from './cart-store.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import * as styles from './CartButton.css.ts';

/** The drawer's code is not part of the page: it loads the first time the cart opens (JS budget). */
const CartDrawer = lazy(() => import('./drawer/CartDrawer.tsx'));

/** spec §2 Header: the cart button, with a count badge when the cart has items, opening the cart drawer. */
export default function CartButton() {
  const { cart } = useStores();
  const snapshot = useSnapshot(cart);
  const count = cartCount(snapshot);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The portal needs document.body: only after hydration, and only once the cart was opened.
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (snapshot.open) setOpened(true);
  }, [snapshot.open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={headerIconButton}
        aria-label={CHROME_MESSAGES.cartButtonLabel(count)}
        aria-expanded={snapshot.open}
        aria-haspopup="dialog"
        onClick={() => toggleCart(cart)}
      >
        <SpriteIcon name="cart" />
        {count > 0 ? (
          <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
            {count}
          </span>
        ) : null}
      </button>
      {opened && snapshot.open
        ? createPortal(
            <Suspense fallback={null}>
              <CartDrawer returnFocusTo={buttonRef} />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
