import { Suspense, use } from 'react';
import type { RelatedWinesResponse, WineDetail } from '../../../contracts/wine.ts';
import type { Settled } from '../../../core/rules/settled.ts';
import { Breadcrumbs } from '../Breadcrumbs.tsx';
import { GridPlaceholder } from '../GridPlaceholder.tsx';
import { Price } from '../Price.tsx';
import { Rating } from '../Rating.tsx';
import { WineGrid } from '../WineGrid.tsx';
import { AddToCartButton, cartWineFromCard } from '../../cart/index.ts';
import { FirstScreenEnd } from '../../shell/index.ts';
import { FavoriteButton } from '../../favorites/index.ts';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { DISH_PARAM, OCCASION_PARAM } from '../filter-selection.ts';
import { ROUTES } from '../../../core/routes.ts';
import type { Crumb } from '../../../core/seo/json-ld.ts';
import { wineFacts } from '../../../core/wine-facts.ts';
import { wineImageSrcSet } from '../../../core/wine-image-srcset.ts';
import * as styles from './ProductPage.css.ts';

function Related({ related }: { related: Promise<Settled<RelatedWinesResponse>> }) {
  const result = use(related);
  if (!result.ok || result.data.wines.length === 0) return null;
  return (
    <section aria-labelledby="relacionados" className={styles.related}>
      <h2 id="relacionados" className={styles.sectionTitle}>
        {MESSAGES.relatedWines}
      </h2>
      {/* below the wine's details, off a phone's first screen */}
      <WineGrid wines={result.data.wines} label={MESSAGES.relatedWines} eagerCards={0} />
    </section>
  );
}

/**
 * spec §2 /produto/{id}: everything the backend gives about the wine, price and installments,
 * stock, add to cart, breadcrumbs, and related wines (streamed after the rest).
 */
export function ProductPage({ wine, crumbs, related }: { wine: WineDetail; crumbs: readonly Crumb[]; related: Promise<Settled<RelatedWinesResponse>> }) {
  // an owner's photo or a generated bottle: its WebP copies (docs/performance.md "Photos", "Generated bottles")
  const srcSet = wineImageSrcSet(wine.url_media);
  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      <article className={styles.product} aria-labelledby="produto-nome">
        <div className={styles.gallery}>
          <img
            className={styles.image}
            src={wine.url_media}
            srcSet={srcSet}
            sizes={srcSet ? styles.IMAGE_SIZES : undefined}
            alt={wine.name}
            width={240}
            height={640}
            fetchPriority="high"
            data-fallback=""
          />
        </div>
        <div className={styles.summary}>
          <h1 id="produto-nome" className={styles.name}>
            {wine.name}
          </h1>
          <p className={styles.kinds}>
            <a href={`/${wine.type_slug}`}>{wine.type}</a> · <a href={`/${wine.country_slug}`}>{wine.country}</a> ·{' '}
            {/* a main grape the shop has no page for (Sercial) is named, not linked */}
            {wine.grape_slug ? <a href={`/${wine.grape_slug}`}>{wine.grape}</a> : wine.grape}
          </p>
          <Rating value={wine.rating} />
          <Price price={wine.price} listPrice={wine.list_price} pixPrice={wine.pix_price} size="large" />
          <p className={wine.stock > 0 ? styles.inStock : styles.outOfStock}>{wine.stock > 0 ? MESSAGES.inStock : MESSAGES.outOfStock}</p>
          <AddToCartButton wine={cartWineFromCard(wine)} />
          <p className={styles.adultsOnly}>{MESSAGES.adultsOnlySale}</p>
          <FavoriteButton id={wine.id} name={wine.name} />
        </div>
        <div className={styles.details}>
          <h2 className={styles.sectionTitle}>{MESSAGES.aboutTheWine}</h2>
          <p>{wine.description}</p>
          <h2 className={styles.sectionTitle}>{MESSAGES.technicalSheet}</h2>
          <dl className={styles.facts}>
            {wineFacts(wine).map(({ key, label, value }) => (
              <div key={key} className={styles.fact}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {wine.pairing ? (
            <>
              <h2 className={styles.sectionTitle}>{MESSAGES.pairing}</h2>
              <p>{wine.pairing}</p>
            </>
          ) : null}
          {wine.occasions.length + wine.dishes.length > 0 ? (
            <ul className={styles.tags} aria-label={MESSAGES.goesWellWith}>
              {wine.occasions.map((occasion) => (
                <li key={`o-${occasion.slug}`}>
                  <a href={`${ROUTES.occasions}?${OCCASION_PARAM}=${encodeURIComponent(occasion.slug)}`}>{occasion.name}</a>
                </li>
              ))}
              {wine.dishes.map((dish) => (
                <li key={`d-${dish.slug}`}>
                  <a href={`${ROUTES.dishes}?${DISH_PARAM}=${encodeURIComponent(dish.name)}`}>{dish.name}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </article>
      {/* the first frame holds the wine's details, the largest element of its first screen */}
      <FirstScreenEnd />
      <Suspense fallback={<GridPlaceholder count={4} />}>
        <Related related={related} />
      </Suspense>
    </>
  );
}
