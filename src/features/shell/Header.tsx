import { Suspense, use } from 'react';
import type { FilterDataResponse } from '../../contracts/categories.ts';
import type { PageSession } from '../../contracts/header-session.ts';
import type { BannerStrip } from '../../contracts/message-banner.ts';
import type { Settled } from '../../core/rules/settled.ts';
import { CartButton } from '../cart/index.ts';
import { SearchToggle } from '../search/index.ts';
import { TopBannerStrip } from '../promotions/index.ts';
import { ROUTES } from '../../core/routes.ts';
import { UserArea } from '../account/index.ts';
import { HeaderFinderLink } from '../finder/index.ts';
import { HeaderFilter } from './HeaderFilter.tsx';
import { Logo } from './Logo.tsx';
import * as styles from './Header.css.ts';

export interface HeaderProps {
  storeName: string;
  currentPath: string;
  /** Deferred: the strip streams in when the backend answers; the rest of the header does not wait. */
  bannerStrip: Promise<BannerStrip>;
  /** Deferred: the filter data (promotion button). */
  filters: Promise<Settled<FilterDataResponse>>;
  /** Deferred: who is logged in, for the user area. */
  session: Promise<PageSession>;
  /** Whether Google sign-in is configured. */
  googleSignIn: boolean;
}

function BannerStripSlot({ bannerStrip }: { bannerStrip: Promise<BannerStrip> }) {
  const strip = use(bannerStrip);
  return strip.messages.length > 0 ? <TopBannerStrip {...strip} /> : null;
}

/**
 * spec §2 Header: top strip, logo linking to /, cart button with badge, user area, filter.
 * The strip scrolls away; the bar sticks to the top and turns compact once the strip is out of
 * view (client/header-behaviour.ts sets data-compact). The filter sticks under it on wide
 * screens; on a phone it scrolls away with the page, so the chrome that stays leaves room
 * (docs/decisions.md "Phone first screen").
 */
export function Header({ storeName, currentPath, bannerStrip, filters, session, googleSignIn }: HeaderProps) {
  return (
    <>
      <div data-top-strip="">
        <Suspense fallback={<div className={styles.stripPlaceholder} data-stream-fallback="" />}>
          <BannerStripSlot bannerStrip={bannerStrip} />
        </Suspense>
      </div>
      <header className={styles.header} data-site-header="">
        <div className={styles.bar}>
          <a className={styles.logo} href={ROUTES.home} aria-label={`${storeName}, página inicial`}>
            <Logo />
            <span className={styles.wordmark} aria-hidden="true">
              {storeName}
            </span>
          </a>
          <div className={styles.actions}>
            <HeaderFinderLink />
            <SearchToggle />
            <CartButton />
            <UserArea session={session} currentPath={currentPath} googleSignIn={googleSignIn} />
          </div>
        </div>
      </header>
      <HeaderFilter currentPath={currentPath} filters={filters} />
    </>
  );
}
