import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { TIMINGS } from '../constants.ts';
import { MESSAGES } from '../messages/pt-BR.ts';
import { useStores } from '../stores/StoresContext.tsx';
import * as styles from './PageLoader.css.ts';

/** A click that leaves for another page of this shop in the same tab. */
export function isInternalNavigation(event: MouseEvent, location: Location): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return false;
  }
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return false;
  if (link.origin !== location.origin) return false;
  const samePage = link.pathname === location.pathname && link.search === location.search;
  return !samePage; // a hash link on this page is not a page load
}

/**
 * spec §2 Global layout (DECISIONS "Loader overlay"): a full-screen loader from a link click
 * until the next page paints; it hides itself after 30000 ms in case the page never comes.
 */
export default function PageLoader() {
  const { loaders } = useStores();
  const { pageLoading } = useSnapshot(loaders);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event, window.location)) loaders.pageLoading = true;
    };
    // Coming back through the back/forward cache shows this page again: no loader on it.
    const onPageShow = () => {
      loaders.pageLoading = false;
    };
    document.addEventListener('click', onClick);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [loaders]);

  useEffect(() => {
    if (!pageLoading) return;
    const timer = setTimeout(() => {
      loaders.pageLoading = false;
    }, TIMINGS.loaderTimeoutMs);
    return () => clearTimeout(timer);
  }, [pageLoading, loaders]);

  if (!pageLoading) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{MESSAGES.pageLoading}</span>
    </div>
  );
}
