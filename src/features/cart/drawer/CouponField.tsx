import { useSnapshot } from 'valtio';
import type { CartService } from '../browser/cart-service.ts';
import { button } from '../../../core/ui/Button.css.ts';
import { formatBRL } from '../../../core/rules/money.ts';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { useStores } from '../../../stores/StoresContext.tsx';
import * as drawer from './CartDrawer.css.ts';
import * as form from './ShippingCalculator.css.ts';
import * as styles from './CouponField.css.ts';

/**
 * The drawer's coupon (spec §7 checkoutAddCoupon, checkoutRemoveCoupon; /politica/campanhas says
 * "Digite o código no campo de cupom do carrinho"): a field "Cupom de desconto" with "Aplicar"
 * while none is applied; the applied one with its discount and "Remover". A refused code says why
 * under the field, tied to it for screen readers.
 */
export function CouponField({ service }: { service: CartService }) {
  const { cart, checkout } = useStores();
  const { coupon } = useSnapshot(cart);
  const { couponForm, summary } = useSnapshot(checkout);

  if (coupon) {
    return (
      <section className={styles.applied} aria-label={MESSAGES.couponLabel} data-testid="cart-coupon">
        <p className={styles.code}>
          {MESSAGES.cartCoupon(coupon)}: <span className={styles.discount}>− {formatBRL(summary?.couponDiscount ?? 0)}</span>
        </p>
        <button type="button" className={button.secondary} aria-label={`${MESSAGES.couponRemove}: ${MESSAGES.cartCoupon(coupon)}`} onClick={() => void service.coupon.remove()}>
          {MESSAGES.couponRemove}
        </button>
      </section>
    );
  }

  const refused = couponForm.status === 'refused';
  return (
    <form
      className={`${form.form} ${styles.form}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void service.coupon.apply();
      }}
    >
      <div className={form.field}>
        <label htmlFor="cupom-codigo">{MESSAGES.couponLabel}</label>
        <input
          id="cupom-codigo"
          className={form.input}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={60}
          value={couponForm.code}
          aria-invalid={refused}
          aria-describedby={refused ? 'cupom-erro' : undefined}
          onChange={(event) => service.coupon.setCode(event.currentTarget.value)}
        />
        <div aria-live="polite">
          {refused ? (
            <p id="cupom-erro" className={form.error}>
              {couponForm.error}
            </p>
          ) : null}
        </div>
      </div>
      <button type="submit" className={button.secondary} disabled={couponForm.status === 'applying'}>
        {couponForm.status === 'applying' ? <span className={drawer.spinner} aria-hidden="true" /> : null}
        {MESSAGES.couponApply}
      </button>
    </form>
  );
}
