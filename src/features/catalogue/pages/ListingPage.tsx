import { Suspense, use, type ReactNode } from 'react';
import { CategoryCard, CategoryCardPlaceholder, type CategoryCardData } from '../CategoryCard.tsx';
import { GridPlaceholder } from '../GridPlaceholder.tsx';
import FilterCarousel from '../FilterCarousel.island.tsx';
import type { FilterCarouselProps } from '../../../contracts/island-props.ts';
import { WineList, type WineListProps } from './WineList.tsx';
import * as styles from './catalogue.css.ts';

export interface ListingPageProps {
  heading: string;
  lead?: string;
  /** A line above the list, such as the affordable band in force. */
  notice?: ReactNode;
  /** Deferred: the filter bar's carousel; null when there is none. */
  carousel: Promise<FilterCarouselProps | null>;
  /** Deferred: the selected category's card. */
  card: Promise<CategoryCardData | null>;
  /** Deferred: the page of wines (absent when the page lists its wines in sections). */
  list?: Omit<WineListProps, 'label'>;
  listLabel: string;
  children?: ReactNode;
}

function CarouselSlot({ carousel }: { carousel: Promise<FilterCarouselProps | null> }) {
  const props = use(carousel);
  return props ? <FilterCarousel {...props} /> : null;
}

function CardSlot({ card }: { card: Promise<CategoryCardData | null> }) {
  const data = use(card);
  return data ? <CategoryCard card={data} /> : null;
}

/**
 * spec §2: the listing pages (/momentos, /pratos, /todososvinhos, /blackfriday and the category
 * pages): heading, sticky filter bar with the category carousel, category card, the wines.
 * Streaming: the heading flushes with the shell; carousel, card and wines stream in on their own.
 */
export function ListingPage(props: ListingPageProps) {
  return (
    <>
      <h1 className={styles.heading}>{props.heading}</h1>
      {props.lead ? <p className={styles.lead}>{props.lead}</p> : null}
      <div className={styles.filterBar} data-sticky-filter="">
        <Suspense fallback={null}>
          <CarouselSlot carousel={props.carousel} />
        </Suspense>
      </div>
      <Suspense fallback={<CategoryCardPlaceholder />}>
        <CardSlot card={props.card} />
      </Suspense>
      {props.notice ? <p className={styles.notice}>{props.notice}</p> : null}
      {props.list ? (
        <Suspense fallback={<GridPlaceholder />}>
          <WineList {...props.list} label={props.listLabel} />
        </Suspense>
      ) : null}
      {props.children}
    </>
  );
}
