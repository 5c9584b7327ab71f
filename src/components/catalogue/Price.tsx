import { installmentsFor } from '../../domain/installments.ts';
import { formatBRL } from '../../domain/money.ts';
import { visuallyHidden } from '../../styles/a11y.css.ts';
import * as styles from './Price.css.ts';

/** Price in BRL, the list price struck through when higher, and the installments (spec §9). */
export function Price({ price, listPrice, size = 'normal' }: { price: number; listPrice: number; size?: 'normal' | 'large' }) {
  const installments = installmentsFor(price);
  const onSale = listPrice > price;
  return (
    <div className={styles.block}>
      {onSale ? (
        <p className={styles.listPrice}>
          <span className={visuallyHidden}>De </span>
          <s>{formatBRL(listPrice)}</s>
        </p>
      ) : null}
      <p className={styles.price[size]}>
        {onSale ? <span className={visuallyHidden}>Por </span> : null}
        {formatBRL(price)}
      </p>
      <p className={styles.installments}>
        {`${installments.count}x de ${formatBRL(installments.value)} sem juros`}
      </p>
    </div>
  );
}
