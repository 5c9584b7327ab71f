import { TIMINGS } from '../src/core/constants.ts';
import * as styles from '../src/features/shell/PageLoader.css.ts';
import { spinner as busyIndicator } from '../src/core/ui/Spinner.css.ts';
import { isInternalNavigation } from '../src/features/shell/link-clicks.ts';
import { CHROME_MESSAGES } from '../src/core/messages/pt-BR-chrome.ts';

/**
 * spec §2 Global layout (DECISIONS "Loader overlay"): a full-screen loader from a link click
 * until the next page paints; it hides itself after 30000 ms in case the page never comes.
 * Plain DOM rather than an island: it works from the first click, at no React cost.
 */
export function startPageLoader(doc: Document = document): { show: () => void } {
  let overlay: HTMLElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const hide = () => {
    clearTimeout(timer);
    overlay?.remove();
    overlay = null;
  };

  const show = () => {
    hide();
    overlay = doc.createElement('div');
    overlay.className = styles.overlay;
    overlay.setAttribute('role', 'status');
    overlay.setAttribute('aria-live', 'polite');
    const spinner = doc.createElement('span');
    spinner.className = busyIndicator.large;
    spinner.setAttribute('aria-hidden', 'true');
    const label = doc.createElement('span');
    label.className = styles.label;
    label.textContent = CHROME_MESSAGES.pageLoading;
    overlay.append(spinner, label);
    doc.body.append(overlay);
    timer = setTimeout(hide, TIMINGS.loaderTimeoutMs);
  };

  // Bubbling, after every other handler: a click something else took over (preventDefault) is no page load.
  doc.addEventListener('click', (event) => {
    if (isInternalNavigation(event, doc.location)) show();
  });
  // Coming back through the back/forward cache shows this page again: no loader on it.
  doc.defaultView?.addEventListener('pageshow', hide);
  return { show };
}
