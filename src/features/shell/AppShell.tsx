import { MAIN_CONTENT_ID } from '../../core/constants.ts';
import { Suspense, use, type ReactNode } from 'react';
import type { BannerResponse } from '../../contracts/banners.ts';
import type { FilterDataResponse } from '../../contracts/categories.ts';
import type { PageSession } from '../../contracts/header-session.ts';
import type { BannerStrip } from '../../contracts/message-banner.ts';
import type { CompanyFacts } from '../../contracts/company.ts';
import type { Settled } from '../../core/rules/settled.ts';
import AgeNotice from './AgeNotice.island.tsx';
import { FirstScreenEnd, InlineScriptNonceProvider } from './FirstScreenEnd.tsx';
import Dialogs from './Dialogs.island.tsx';
import { PopupBanners } from '../promotions/index.ts';
import PrivacyNotice from './PrivacyNotice.island.tsx';
import Snackbar from './Snackbar.island.tsx';
import type { Stores } from '../../stores/stores.ts';
import { StoresProvider } from '../../stores/StoresContext.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import * as styles from './AppShell.css.ts';

export interface ShellData {
  storeName: string;
  currentPath: string;
  bannerStrip: Promise<BannerStrip>;
  filters: Promise<Settled<FilterDataResponse>>;
  /** The business's facts the footer shows (name, CNPJ, address, Instagram, WhatsApp); deferred. */
  company: Promise<CompanyFacts>;
  /** The header's user area (spec §2 "Header"): who is logged in, from the session cookie. */
  session: Promise<PageSession>;
  /** GOOGLE_CLIENT_ID is configured. */
  googleSignIn: boolean;
  /** spec §4 popup banners (the active ones); deferred, empty when the call failed. */
  popupBanners: Promise<BannerResponse>;
}

function PopupBannersSlot({ banners }: { banners: Promise<BannerResponse> }) {
  const list = use(banners);
  return list.length > 0 ? <PopupBanners banners={list} /> : null;
}

/**
 * spec §2 Global layout: header and filter, the page, the footer. Flushes before any data arrives.
 * `nonce`: the request's CSP nonce for its inline script (Document's). `pageEndsFirstScreen`: the
 * page puts FirstScreenEnd after its own largest element; otherwise it comes right after the notice.
 */
export function AppShell({
  shell,
  stores,
  nonce,
  pageEndsFirstScreen = false,
  children,
}: {
  shell: ShellData;
  stores: Stores;
  nonce?: string | undefined;
  pageEndsFirstScreen?: boolean;
  children: ReactNode;
}) {
  return (
    <StoresProvider stores={stores}>
      <InlineScriptNonceProvider value={nonce}>
        {/* first, so a first visit's first paint already holds it (AgeNotice.island.tsx) */}
        <AgeNotice />
        {pageEndsFirstScreen ? null : <FirstScreenEnd />}
        <Snackbar />
        <Header
          storeName={shell.storeName}
          currentPath={shell.currentPath}
          bannerStrip={shell.bannerStrip}
          filters={shell.filters}
          session={shell.session}
          googleSignIn={shell.googleSignIn}
        />
        <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <Footer storeName={shell.storeName} company={shell.company} />
        <Dialogs />
        <PrivacyNotice />
        <Suspense fallback={null}>
          <PopupBannersSlot banners={shell.popupBanners} />
        </Suspense>
      </InlineScriptNonceProvider>
    </StoresProvider>
  );
}
