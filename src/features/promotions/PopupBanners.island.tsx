import type { HydrateStrategy } from '../../core/islands/island-marker.tsx';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useSnapshot } from 'valtio';
import { button, iconButton } from '../../core/ui/Button.css.ts';
import type { PopupBanner } from '../../contracts/banners.ts';
import type { PopupBannersProps } from '../../contracts/island-props.ts';
import { AFFORDABLE_PRICE_BAND } from '../../contracts/price-band.ts';
import { LISTING_PARAMS, MAIN_CONTENT_ID } from '../../core/constants.ts';
import { nextPopup, recordDismissed, recordShown } from '../../core/rules/popup-eligibility.ts';
import { hadFirstDiscount, readPopupHistory, writePopupHistory } from './popup-history.ts';
import { safeNavigationTarget } from '../../core/safe-navigation.ts';
import { CHROME_MESSAGES } from '../../core/messages/pt-BR-chrome.ts';
import { ROUTES } from '../../core/routes.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import { isMobileWidth } from '../../core/styles/theme.ts';
import * as styles from './PopupBanners.css.ts';

/** Spec §4 popup banners: after the adults-only notice was read, when the page is idle. */
export const hydrate: HydrateStrategy = 'idle';

/**
 * spec §4: clicking the image goes to /home with the affordable price filter (the band of
 * src/contracts/catalogue.ts, written out so this early-loading island does not pull the
 * catalogue's schemas in; PopupBanners.test.tsx checks they agree).
 */
export const AFFORDABLE_HREF = `${ROUTES.homeAlias}?${LISTING_PARAMS.priceBand}=${AFFORDABLE_PRICE_BAND}`;

/**
 * spec §4 "Popup banner": after the adults-only notice is read, the first banner the rules allow
 * (src/core/rules/popup-eligibility.ts), one per page view, in the backend's order, on its screen only,
 * at `position.desktop.top` on desktop. On a phone it also waits for the privacy notice: the screen
 * is too small for both, and it rises from the bottom, where that notice was, clear of the header's
 * cart and search (PopupBanners.css.ts). A labelled region, not a modal: it takes no focus and
 * blocks nothing; X or Esc (with focus inside) dismisses it, recording the dismissal as the rules
 * say, and focus goes back to where it was. The banners come with the page (the edge reads
 * `GET /api/banner`), so no request and no schema code run in the browser for them.
 */
export default function PopupBanners({ banners }: PopupBannersProps) {
  const { access } = useStores();
  const { ageNotice, privacyNoticeRead } = useSnapshot(access);
  const [banner, setBanner] = useState<PopupBanner | null>(null);
  const [mobile, setMobile] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);
  const region = useRef<HTMLElement>(null);
  const chosen = useRef(false);

  useEffect(() => {
    if (ageNotice !== 'read' || chosen.current) return;
    const onMobile = isMobileWidth(window.innerWidth);
    if (onMobile && !privacyNoticeRead) return;
    chosen.current = true;
    const now = new Date();
    const history = readPopupHistory(window.localStorage);
    const next = nextPopup(banners, {
      now,
      screen: onMobile ? 'mobile' : 'desktop',
      firstAccess: access.firstVisit,
      hadFirstDiscount: hadFirstDiscount(window.localStorage),
      history,
    });
    if (!next) return;
    writePopupHistory(window.localStorage, recordShown(history, next.id, now));
    setMobile(onMobile);
    setBanner(next);
  }, [ageNotice, privacyNoticeRead, access, banners]);

  if (!banner) return <div aria-live="polite" />;

  const dismiss = () => {
    writePopupHistory(window.localStorage, recordDismissed(readPopupHistory(window.localStorage), banner));
    const hadFocus = region.current?.contains(document.activeElement) ?? false;
    setBanner(null);
    // Without scrolling: a popup over the top of the page is closed where the shopper was, and
    // focusing <main> (no earlier focus to go back to) would bring it up under the sticky header.
    if (hadFocus) (returnTo.current?.isConnected ? returnTo.current : document.getElementById(MAIN_CONTENT_ID))?.focus({ preventScroll: true });
  };
  const more = banner.url_action ? safeNavigationTarget(banner.url_action, window.location.origin) : null;
  const placement: CSSProperties | undefined = mobile ? undefined : { top: `${Math.max(0, banner.position.desktop.top)}px` };

  return (
    <div aria-live="polite">
      <section
        ref={region}
        className={styles.popup}
        style={placement}
        aria-labelledby="popup-titulo"
        aria-describedby="popup-texto"
        data-popup-id={banner.id}
        onFocus={(event) => {
          if (!region.current?.contains(event.relatedTarget as Node | null)) returnTo.current = event.relatedTarget as HTMLElement | null;
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            dismiss();
          }
        }}
      >
        <button type="button" className={`${iconButton} ${styles.close}`} aria-label={CHROME_MESSAGES.popupClose} onClick={dismiss}>
          X
        </button>
        {banner.url_media ? (
          <a className={styles.imageLink} href={AFFORDABLE_HREF} aria-label={CHROME_MESSAGES.popupImageLink(banner.title)}>
            <img className={styles.image} src={banner.url_media} alt="" width={400} height={200} />
          </a>
        ) : null}
        <h2 id="popup-titulo" className={styles.title}>
          {banner.title}
        </h2>
        <p id="popup-texto" className={styles.text}>
          {banner.description}
        </p>
        {more ? (
          <a className={button.primary} href={more.href} {...(more.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {CHROME_MESSAGES.popupMore}
          </a>
        ) : null}
      </section>
    </div>
  );
}
