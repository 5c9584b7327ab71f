import { Suspense, use } from 'react';
import type { GroupedWinesResponse } from '../../../contracts/catalogue.ts';
import { LISTING_PARAMS } from '../../../core/constants.ts';
import type { Settled } from '../../../core/rules/settled.ts';
import { GridPlaceholder } from '../GridPlaceholder.tsx';
import { SectionUnavailable } from '../SectionUnavailable.tsx';
import { WineGrid } from '../WineGrid.tsx';
import GroupedPreference from '../GroupedPreference.island.tsx';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { ROUTES } from '../../../core/routes.ts';
import { ListingPage, type ListingPageProps } from './ListingPage.tsx';
import * as styles from './catalogue.css.ts';

function Groups({ groups }: { groups: Promise<Settled<GroupedWinesResponse>> }) {
  const result = use(groups);
  if (!result.ok) return <SectionUnavailable retryHref={`${ROUTES.allWines}?${LISTING_PARAMS.grouped}=1`} />;
  return (
    <>
      {result.data.groups.map((group) => (
        <section key={group.slug} aria-labelledby={`grupo-${group.slug}`}>
          <h2 id={`grupo-${group.slug}`} className={styles.sectionHeading}>
            {group.plural_name}
          </h2>
          <WineGrid wines={group.wines} label={group.plural_name} />
          {group.total > group.wines.length ? (
            <a className={styles.moreLink} href={`/${group.slug}`}>
              {MESSAGES.seeAllOfType(group.plural_name, group.total)}
            </a>
          ) : null}
        </section>
      ))}
    </>
  );
}

/**
 * spec §2 /todososvinhos, grouped by type or not. The choice is two plain links (no JavaScript
 * needed); the server remembers it in a cookie and an island mirrors it into `grouped`.
 */
export function AllWinesPage(props: Pick<ListingPageProps, 'carousel' | 'list'> & { grouped: boolean; groups: Promise<Settled<GroupedWinesResponse>> }) {
  const toggle = (
    <span className={styles.groupToggle} role="group" aria-label={MESSAGES.allWinesHeading}>
      <a href={`${ROUTES.allWines}?${LISTING_PARAMS.grouped}=0`} aria-current={props.grouped ? undefined : 'true'}>
        {MESSAGES.groupedOff}
      </a>
      <a href={`${ROUTES.allWines}?${LISTING_PARAMS.grouped}=1`} aria-current={props.grouped ? 'true' : undefined}>
        {MESSAGES.groupedOn}
      </a>
      <GroupedPreference grouped={props.grouped} />
    </span>
  );
  if (!props.grouped) {
    return (
      <ListingPage
        heading={MESSAGES.allWinesHeading}
        notice={toggle}
        carousel={props.carousel}
        card={Promise.resolve(null)}
        list={props.list}
        listLabel={MESSAGES.allWinesHeading}
      />
    );
  }
  return (
    <ListingPage heading={MESSAGES.allWinesHeading} notice={toggle} carousel={props.carousel} card={Promise.resolve(null)} listLabel={MESSAGES.allWinesHeading}>
      <Suspense fallback={<GridPlaceholder />}>
        <Groups groups={props.groups} />
      </Suspense>
    </ListingPage>
  );
}
