import type { CartPermalinkProps } from '../../../contracts/island-props.ts';
import { PLACEHOLDER_WINE_IMAGE } from '../../../core/constants.ts';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { formatBRL } from '../../../core/rules/money.ts';
import { productPath, ROUTES } from '../../../core/routes.ts';
import { button } from '../../../core/ui/Button.css.ts';
import CartPermalink from '../CartPermalink.island.tsx';
import { permalinkPairsNotAdded } from '../cart-permalink-rules.ts';
import { isOutOfStock } from '../cart-rules.ts';
import * as styles from './CartPermalinkPage.css.ts';

export type CartPermalinkPageProps =
  | { link: CartPermalinkProps }
  /** The catalogue could not be read: nothing is added, the shopper may try again. */
  | { link: null; retryHref: string };

/**
 * The page a cart link opens (docs/assistants.md "Permalink"): the link's wines with their
 * quantities, readable without JavaScript, and what could not be added; the island puts them in
 * this browser's cart and opens the drawer. Nothing here buys: the drawer's "Finalizar Compra"
 * stays the shopper's.
 */
export function CartPermalinkPage(props: CartPermalinkPageProps) {
  return (
    <section className={styles.page} aria-labelledby="link-carrinho-titulo">
      <h1 id="link-carrinho-titulo" className={styles.title}>
        {MESSAGES.cartLinkTitle}
      </h1>
      {props.link === null ? <Unavailable retryHref={props.retryHref} /> : <LinkWines link={props.link} />}
    </section>
  );
}

function Unavailable({ retryHref }: { retryHref: string }) {
  return (
    <>
      <p className={styles.lead}>{MESSAGES.cartLinkUnavailable}</p>
      <p className={styles.actions}>
        <a className={button.primary} href={retryHref}>
          {MESSAGES.tryAgain}
        </a>
        <a href={ROUTES.occasions}>{MESSAGES.backToStore}</a>
      </p>
    </>
  );
}

function LinkWines({ link }: { link: CartPermalinkProps }) {
  const notAdded = permalinkPairsNotAdded(link.lines, link.dropped);
  return (
    <>
      <p className={styles.lead}>{MESSAGES.cartLinkLead}</p>
      {notAdded > 0 ? <p className={styles.notice}>{MESSAGES.cartLinkNotAdded(notAdded)}</p> : null}
      {link.lines.length > 0 ? (
        <ul className={styles.list} aria-label={MESSAGES.cartLinkListLabel}>
          {link.lines.map(({ wine, quantity }) => (
            <li key={wine.id} className={styles.line} data-testid="link-line">
              <img className={styles.image} src={wine.url_media || PLACEHOLDER_WINE_IMAGE} alt="" width={48} height={72} loading="lazy" />
              <span>
                <a className={styles.name} href={productPath(wine)}>
                  {wine.name}
                </a>
                {isOutOfStock(wine) ? <span className={styles.unavailable}>{MESSAGES.outOfStock}</span> : null}
              </span>
              <span className={styles.figures}>
                {MESSAGES.cartLinkQuantity(quantity)}
                <br />
                {MESSAGES.cartLinkUnitPrice(formatBRL(wine.price))}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{MESSAGES.cartLinkEmpty}</p>
      )}
      <p className={styles.actions}>
        <a className={button.secondary} href={ROUTES.occasions}>
          {MESSAGES.continueShopping}
        </a>
      </p>
      <CartPermalink lines={link.lines} dropped={link.dropped} />
    </>
  );
}
