import { focusIsLost } from '../../../core/ui/focus-lost.ts';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { CartService } from '../browser/cart-service.ts';
import { button } from '../../../core/ui/Button.css.ts';
import { formatBRL } from '../../../core/rules/money.ts';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { useStores } from '../../../stores/StoresContext.tsx';
import { DrawerForm } from './DrawerForm.tsx';
import * as styles from './CouponField.css.ts';

const CODE_ID = 'cupom-codigo';
const REMOVE_ID = 'cupom-remover';

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
  const shown = useRef(coupon);

  // "Aplicar" and "Remover" go away with the state they changed, dropping the keyboard's focus to
  // the page: it goes to their counterpart (the applied coupon's "Remover", the code's field).
  useEffect(() => {
    if (shown.current === coupon) return;
    shown.current = coupon;
    if (!focusIsLost()) return;
    document.getElementById(coupon ? REMOVE_ID : CODE_ID)?.focus({ preventScroll: true });
  }, [coupon]);

  if (coupon) {
    return (
      <section className={styles.applied} aria-label={MESSAGES.couponLabel} data-testid="cart-coupon">
        <p className={styles.code}>
          {MESSAGES.cartCoupon(coupon)}: <span className={styles.discount}>− {formatBRL(summary?.couponDiscount ?? 0)}</span>
        </p>
        <button
          id={REMOVE_ID}
          type="button"
          className={button.secondary}
          aria-label={`${MESSAGES.couponRemove}: ${MESSAGES.cartCoupon(coupon)}`}
          onClick={() => void service.coupon.remove()}
        >
          {MESSAGES.couponRemove}
        </button>
      </section>
    );
  }

  return (
    <DrawerForm
      className={styles.form}
      id={CODE_ID}
      label={MESSAGES.couponLabel}
      submitLabel={MESSAGES.couponApply}
      busy={couponForm.status === 'applying'}
      error={couponForm.status === 'refused' ? couponForm.error : null}
      input={{
        autoComplete: 'off',
        autoCapitalize: 'characters',
        spellCheck: false,
        maxLength: 60,
        value: couponForm.code,
        onChange: (event) => service.coupon.setCode(event.currentTarget.value),
      }}
      onSubmit={() => void service.coupon.apply()}
    />
  );
}
