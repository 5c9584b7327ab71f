import { useSnapshot } from 'valtio';
import { formatBRL } from '../../../core/rules/money.ts';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { useStores } from '../../../stores/StoresContext.tsx';
import * as styles from './CartSummary.css.ts';

/** spec §2: subtotal and the chosen shipping (the coupon and its discount: CouponField). */
export function CartSummary({ subtotal }: { subtotal: number }) {
  const { checkout } = useStores();
  const { summary } = useSnapshot(checkout);
  return (
    <dl className={styles.list}>
      <div className={styles.row}>
        <dt className={styles.term}>{MESSAGES.cartSubtotal}</dt>
        <dd className={styles.value} data-testid="cart-subtotal">
          {formatBRL(subtotal)}
        </dd>
      </div>
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
