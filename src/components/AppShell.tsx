import type { ReactNode } from 'react';
import type { FilterDataResponse } from '../contracts/categories.ts';
import type { HeaderSession } from '../contracts/auth.ts';
import type { BannerStrip } from '../contracts/message-banner.ts';
import type { Settled } from '../domain/settled.ts';
import {
  AgeGateIsland,
  DialogsIsland,
  PageLoaderIsland,
  PopupBannersIsland,
  PrivacyNoticeIsland,
  SnackbarIsland,
} from '../islands/index.ts';
import type { Stores } from '../stores/stores.ts';
import { StoresProvider } from '../stores/StoresContext.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import * as styles from './AppShell.css.ts';

export interface ShellData {
  storeName: string;
  currentPath: string;
  bannerStrip: Promise<BannerStrip>;
  filters: Promise<Settled<FilterDataResponse>>;
  whatsappUrl: string | null;
  /** The header's user area (issue 8): who is logged in, from the session cookie. */
  session: Promise<HeaderSession>;
}

/** spec §2 Global layout: header and filter, the page, the footer. Flushes before any data arrives. */
export function AppShell({ shell, stores, children }: { shell: ShellData; stores: Stores; children: ReactNode }) {
  return (
    <StoresProvider stores={stores}>
      <SnackbarIsland />
      <Header storeName={shell.storeName} currentPath={shell.currentPath} bannerStrip={shell.bannerStrip} filters={shell.filters} session={shell.session} />
      <main id="conteudo" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer storeName={shell.storeName} whatsappUrl={shell.whatsappUrl} />
      <DialogsIsland />
      <PageLoaderIsland />
      <AgeGateIsland />
      <PrivacyNoticeIsland />
      <PopupBannersIsland />
    </StoresProvider>
  );
}
