import { useSnapshot } from 'valtio';
import { formatBRL } from '../../domain/money.ts';
import { MESSAGES } from '../../messages/pt-BR.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import * as styles from './CartSummary.css.ts';

/** spec §2: subtotal, the coupon line (a coupon from a `?coupon=` link) and the chosen shipping. */
export function CartSummary({ subtotal }: { subtotal: number }) {
  const { cart, checkout } = useStores();
  const { coupon } = useSnapshot(cart);
  const { summary } = useSnapshot(checkout);
  return (
    <dl className={styles.list}>
      <div className={styles.row}>
        <dt className={styles.term}>{MESSAGES.cartSubtotal}</dt>
        <dd className={styles.value} data-testid="cart-subtotal">
          {formatBRL(subtotal)}
        </dd>
      </div>
      {coupon ? (
        <div className={styles.row} data-testid="cart-coupon">
          <dt className={styles.term}>{MESSAGES.cartCoupon(coupon)}</dt>
          <dd className={styles.discount}>− {formatBRL(summary?.couponDiscount ?? 0)}</dd>
        </div>
      ) : null}
      {summary?.selectedShippingId ? (
        <div className={styles.row}>
          <dt className={styles.term}>{MESSAGES.cartShipping}</dt>
          <dd className={styles.value} data-testid="cart-shipping">
            {summary.shippingFee === 0 ? MESSAGES.shippingFree : formatBRL(summary.shippingFee)}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
