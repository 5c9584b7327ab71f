import type { ShellData } from '../../src/features/shell/AppShell.tsx';
import type { PageSession } from '../../src/contracts/header-session.ts';
import type { BannerResponse } from '../../src/contracts/banners.ts';
import type { FilterDataResponse } from '../../src/contracts/categories.ts';
import type { BannerStrip } from '../../src/contracts/message-banner.ts';
import type { CompanyFacts } from '../../src/contracts/company.ts';
import type { Settled } from '../../src/core/rules/settled.ts';
import { hasExpired } from '../../src/core/rules/popup-eligibility.ts';
import type { Logger } from '../log.ts';
import { describeError } from '../log.ts';
import type { OwnBackend } from '../upstream/own-backend.ts';

/**
 * The header strip's messages. Never rejects: without messages there is no strip, and a failed
 * call is logged, never shown to shoppers (docs/decisions.md: a departure from spec §8's notices).
 */
async function loadBannerStrip(backend: OwnBackend, log: Logger): Promise<BannerStrip> {
  try {
    const response = await backend.messageBanner();
    if (response.messageBanner.length === 0) log.info('banner_strip_empty', { message: response.message ?? '' });
    return { messages: response.messageBanner.map((item) => item.text) };
  } catch (error) {
    log.error('banner_strip_failed', { error: describeError(error) });
    return { messages: [] };
  }
}

/**
 * Data of the layout around every page. Nothing here is critical: the shell flushes at once
 * and each part streams into its Suspense boundary when its upstream answers.
 */
export function loadShellData(input: {
  storeName: string;
  /** The business's facts for the footer (never rejects: page-data.ts). */
  company: Promise<CompanyFacts>;
  currentPath: string;
  backend: OwnBackend;
  filters: Promise<Settled<FilterDataResponse>>;
  /** Who the header greets, read from the session cookie: worker/session/page-session.ts. */
  session: Promise<PageSession>;
  googleClientId: string;
  /** spec §7 GET /api/banner, through the edge cache. */
  popupBanners: Promise<BannerResponse>;
  log: Logger;
}): ShellData {
  return {
    storeName: input.storeName,
    currentPath: input.currentPath,
    company: input.company, // deferred
    bannerStrip: loadBannerStrip(input.backend, input.log), // deferred
    filters: input.filters, // deferred
    session: input.session, // deferred (at once without a session cookie)
    googleSignIn: input.googleClientId !== '',
    // deferred; only active, unexpired banners travel to the page (an expired one never shows
    // again, whenever a cached copy is read); the browser applies the day rules (spec §4)
    popupBanners: input.popupBanners.then(
      (banners) => banners.filter((banner) => banner.active === 1 && !hasExpired(banner, new Date())),
      (error: unknown) => {
        input.log.warn('popup_banners_failed', { error: describeError(error) });
        return [];
      },
    ),
  };
}
