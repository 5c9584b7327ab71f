import { shownPixPrice } from '../../core/rules/shown-pix-price.ts';
import { installmentsFor } from '../../core/rules/installments.ts';
import { formatBRL } from '../../core/rules/money.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { visuallyHidden } from '../../core/styles/a11y.css.ts';
import * as styles from './Price.css.ts';

/**
 * Price in BRL, the list price struck through when higher, the Pix price when the shop gives a Pix
 * discount (docs/decisions.md "Pix price"), and the installments (spec §9). One
 * paragraph whose parts are lines of its grid: a bold price `<p>` above a smaller one reads as a
 * heading that is not marked up as one (axe p-as-heading, WCAG 1.3.1).
 */
export function Price({
  price,
  listPrice,
  pixPrice,
  size = 'normal',
}: {
  price: number;
  listPrice: number;
  pixPrice?: number | undefined;
  size?: 'normal' | 'large';
}) {
  const installments = installmentsFor(price);
  const onSale = listPrice > price;
  const pix = shownPixPrice({ price, pix_price: pixPrice });
  return (
    <p className={styles.block}>
      {onSale ? (
        <span className={styles.listPrice}>
          <span className={visuallyHidden}>De </span>
          <s>{formatBRL(listPrice)}</s>
        </span>
      ) : null}
      <span className={styles.price[size]}>
        {onSale ? <span className={visuallyHidden}>Por </span> : null}
        {formatBRL(price)}
      </span>
      {pix !== undefined ? <span className={styles.pix}>{MESSAGES.pixPrice(formatBRL(pix))}</span> : null}
      <span className={styles.installments}>{MESSAGES.installments(installments.count, formatBRL(installments.value))}</span>
    </p>
  );
}
