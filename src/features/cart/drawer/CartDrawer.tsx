import { focusIsLost } from '../../../core/ui/focus-lost.ts';
import { spinner } from '../../../core/ui/Spinner.css.ts';
import { useEffect, type RefObject } from 'react';
import { visuallyHidden } from '../../../core/styles/a11y.css.ts';
import { useSnapshot } from 'valtio';
import { cartService } from '../browser/cart-service.ts';
import { loadPixDiscount } from '../browser/pix-discount.ts';
import { button, iconButton } from '../../../core/ui/Button.css.ts';
import { cartCount, toggleCart } from '../cart-store.ts';
import { cartPixTotal, cartSubtotal, cartTotal } from '../cart-rules.ts';
import { formatBRL } from '../../../core/rules/money.ts';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { ROUTES } from '../../../core/routes.ts';
import { useStores } from '../../../stores/StoresContext.tsx';
import { useModalPanel } from '../../../core/ui/use-modal-panel.ts';
import { CartLine } from './CartLine.tsx';
import { CartSummary } from './CartSummary.tsx';
import { CouponField } from './CouponField.tsx';
import * as styles from './CartDrawer.css.ts';
import { ShippingCalculator } from './ShippingCalculator.tsx';

/**
 * spec §2 "Cart drawer": on the right (25rem, at most 26rem, never wider than the screen), page
 * scroll locked; title with the count of wines (DECISIONS "Cart count"); the wines; subtotal,
 * coupon, shipping calculator, total; "Finalizar Compra" (disabled when empty) and "Continuar
 * Comprando". Busy while the cart is updated (items dimmed, spinner). Loaded on first open by the
 * cart button and rendered in a portal; keyboard: focus inside, Tab trapped, Esc closes, focus
 * returns to the cart button.
 */
export default function CartDrawer({ returnFocusTo }: { returnFocusTo?: RefObject<HTMLElement | null> }) {
  const stores = useStores();
  const { items, loading } = useSnapshot(stores.cart);
  const { summary, syncFailed, pixDiscountPercent, notices } = useSnapshot(stores.checkout);
  const service = cartService(stores);
  const close = () => {
    toggleCart(stores.cart, false);
    // told once: the changes the shop made are not shown again next time
    stores.checkout.notices = [];
  };
  const { ref, onKeyDown } = useModalPanel<HTMLDivElement>({ onClose: close, returnFocusTo, trapFocus: true, lockScroll: true });

  useEffect(() => void loadPixDiscount(stores.checkout), [stores.checkout]);

  // A control that goes away with what it changed (a removed wine's line) drops the keyboard's
  // focus to the page, outside the dialog: it comes back to the dialog, whose name says the count.
  useEffect(() => {
    if (focusIsLost()) ref.current?.focus({ preventScroll: true });
  });

  const subtotal = cartSubtotal(items);
  const total = cartTotal(subtotal, summary?.couponDiscount ?? 0, summary?.shippingFee ?? 0);
  const empty = items.length === 0;
  // docs/decisions.md "Pix price": shown when the shop gives a Pix discount.
  const pixTotal = !empty && pixDiscountPercent ? cartPixTotal(subtotal, summary?.couponDiscount ?? 0, summary?.shippingFee ?? 0, pixDiscountPercent) : null;

  return (
    <>
      <div className={styles.backdrop} aria-hidden="true" onClick={close} />
      <div ref={ref} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby="carrinho-titulo" tabIndex={-1} onKeyDown={onKeyDown}>
        <div className={styles.header}>
          <h2 id="carrinho-titulo" className={styles.title}>
            {MESSAGES.cartTitle} ({cartCount({ items })})
          </h2>
          {loading ? (
            <span role="status">
              <span className={spinner.small} aria-hidden="true" />
              <span className={visuallyHidden}>{MESSAGES.cartBusy}</span>
            </span>
          ) : null}
          <button type="button" className={iconButton} aria-label={MESSAGES.closeCart} onClick={close} data-autofocus>
            X
          </button>
        </div>
        <div className={styles.body}>
          {syncFailed ? (
            <div className={styles.alert} role="alert">
              <span>{MESSAGES.cartSyncFailed}</span>
              <button type="button" className={button.secondary} onClick={() => void service.sync()}>
                {MESSAGES.cartRetry}
              </button>
            </div>
          ) : null}
          {notices.length > 0 ? (
            <div className={styles.alert} role="status">
              <p>{MESSAGES.cartNoticesLabel}</p>
              <ul>
                {notices.map((notice) => (
                  <li key={notice}>{notice}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {empty ? (
            <p className={styles.empty}>{MESSAGES.emptyCart}</p>
          ) : (
            <>
              <ul className={`${styles.list}${loading ? ` ${styles.busy}` : ''}`} aria-label={MESSAGES.cartItemsLabel} aria-busy={loading}>
                {items.map((item) => (
                  <CartLine key={item.id} item={item} service={service} />
                ))}
              </ul>
              <CartSummary subtotal={subtotal} />
              <CouponField service={service} />
              <ShippingCalculator service={service} subtotal={subtotal} />
            </>
          )}
        </div>
        <div className={styles.footer}>
          <p className={styles.total}>
            <span>{MESSAGES.cartTotal}</span>
            <span data-testid="cart-total">{formatBRL(total)}</span>
          </p>
          {pixTotal !== null ? (
            <p className={styles.pixTotal} data-testid="cart-pix-total">
              {MESSAGES.pixPrice(formatBRL(pixTotal))}
            </p>
          ) : null}
          <p className={styles.adultsOnly}>{MESSAGES.adultsOnlySale}</p>
          <button type="button" className={`${button.action} ${styles.fullWidth}`} disabled={empty} onClick={() => void service.checkout()}>
            {MESSAGES.checkout}
          </button>
          <a className={`${button.secondary} ${styles.fullWidth}`} href={ROUTES.homeAlias}>
            {MESSAGES.continueShopping}
          </a>
        </div>
      </div>
    </>
  );
}
