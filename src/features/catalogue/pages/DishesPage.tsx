import { Suspense, use } from 'react';
import type { WineListResponse } from '../../../contracts/catalogue.ts';
import type { CategoryButton } from '../../../contracts/categories.ts';
import { buttonHref } from '../filter-selection.ts';
import type { Settled } from '../../../core/rules/settled.ts';
import { GridPlaceholder } from '../GridPlaceholder.tsx';
import { WineGrid } from '../WineGrid.tsx';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { ListingPage, type ListingPageProps } from './ListingPage.tsx';
import * as styles from './catalogue.css.ts';

export interface DishSection {
  dish: CategoryButton;
  wines: Promise<Settled<WineListResponse>>;
}

function DishSectionView({ section }: { section: DishSection }) {
  const result = use(section.wines);
  if (!result.ok || result.data.wines.length === 0) return null; // a side section: leave it out
  const id = `prato-${section.dish.slug}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.sectionHeading}>
        {section.dish.name}
      </h3>
      <WineGrid wines={result.data.wines} label={section.dish.name} />
      <a className={styles.moreLink} href={buttonHref(section.dish)}>
        {MESSAGES.seeDish(section.dish.name)}
      </a>
    </section>
  );
}

function OtherDishes({ sections }: { sections: Promise<DishSection[]> }) {
  const list = use(sections);
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="outros-pratos">
      <h2 id="outros-pratos" className={styles.sectionHeading}>
        {MESSAGES.otherDishesHeading}
      </h2>
      {list.map((section) => (
        // Each dish streams in its own boundary, in order, as its wines arrive (one at a time).
        <Suspense key={section.dish.id} fallback={<GridPlaceholder count={4} />}>
          <DishSectionView section={section} />
        </Suspense>
      ))}
    </section>
  );
}

/** spec §2 /pratos: the chosen dish's wines, then the other dishes, appended one at a time. */
export function DishesPage(props: Pick<ListingPageProps, 'carousel' | 'card' | 'list'> & { otherDishes: Promise<DishSection[]> }) {
  return (
    <ListingPage
      heading={MESSAGES.dishesHeading}
      lead={MESSAGES.dishesLead}
      carousel={props.carousel}
      card={props.card}
      list={props.list}
      listLabel={MESSAGES.dishesHeading}
    >
      <Suspense fallback={null}>
        <OtherDishes sections={props.otherDishes} />
      </Suspense>
    </ListingPage>
  );
}
