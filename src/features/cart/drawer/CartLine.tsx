import { useSnapshot } from 'valtio';
import { iconButton } from '../../../core/ui/Button.css.ts';
import { TrashIcon } from '../../../core/ui/icons.tsx';
import { PLACEHOLDER_WINE_IMAGE } from '../../../core/constants.ts';
import type { CartItem } from '../../../contracts/cart-item.ts';
import { canIncrease, isOutOfStock, lineTotal } from '../cart-rules.ts';
import { formatBRL } from '../../../core/rules/money.ts';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { productPath } from '../../../core/routes.ts';
import { useStores } from '../../../stores/StoresContext.tsx';
import type { CartService } from '../browser/cart-service.ts';
import * as styles from './CartLine.css.ts';

/** spec §2: falls back to the placeholder wine image once (never loops if that fails too). */
function showPlaceholder(event: { currentTarget: HTMLImageElement }): void {
  const image = event.currentTarget;
  if (!image.src.endsWith(PLACEHOLDER_WINE_IMAGE)) image.src = PLACEHOLDER_WINE_IMAGE;
}

/** One wine of the cart drawer (spec §2): image, name linking to its page, quantity, line total, delete. */
export function CartLine({ item, service }: { item: CartItem; service: CartService }) {
  const { checkout } = useStores();
  const pending = useSnapshot(checkout).pendingIncrease[item.id] ?? 0;
  const outOfStock = isOutOfStock(item);
  return (
    <li className={styles.line} data-testid="cart-line">
      <img className={styles.image} src={item.url_media || PLACEHOLDER_WINE_IMAGE} alt="" width={64} height={96} onError={showPlaceholder} />
      <div className={styles.details}>
        <a className={styles.name} href={productPath(item)}>
          {item.name}
        </a>
        {outOfStock ? <p className={styles.unavailable}>{MESSAGES.outOfStock}</p> : null}
        <div className={styles.controls}>
          <div className={styles.quantity} role="group" aria-label={MESSAGES.quantityOf(item.name)}>
            <button type="button" className={iconButton} aria-label={MESSAGES.decreaseQuantity(item.name)} onClick={() => void service.decrease(item.id)}>
              −
            </button>
            <span className={styles.count} aria-live="polite" data-testid="cart-quantity">
              {item.quantity}
            </span>
            <button
              type="button"
              className={iconButton}
              aria-label={MESSAGES.increaseQuantity(item.name)}
              disabled={outOfStock || !canIncrease(item, pending)}
              onClick={() => service.increase(item.id)}
            >
              +
            </button>
          </div>
          {pending > 0 ? (
            <span className={styles.pending} aria-hidden="true">
              +{pending}
            </span>
          ) : null}
          <span className={styles.price} data-testid="cart-line-total">
            {formatBRL(lineTotal(item))}
          </span>
          <button type="button" className={iconButton} aria-label={MESSAGES.removeFromCart(item.name)} onClick={() => void service.confirmRemove(item.id)}>
            <TrashIcon />
          </button>
        </div>
      </div>
    </li>
  );
}
