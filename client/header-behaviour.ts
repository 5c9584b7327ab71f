import { clickedLink, isPlainClick } from '../src/features/shell/link-clicks.ts';

/**
 * spec §2 Header and Header filter, the parts plain links cannot do:
 * - the header turns compact once the top strip is out of view;
 * - sticky bars below the header know its height (--header-height, on the header's filter) and
 *   that of all the chrome stuck above them (--sticky-chrome-height, on a listing's filter bar:
 *   the header, and the header's filter where it sticks);
 * - filter buttons navigate by replacing the current history entry and do nothing on the page
 *   already shown. The spec's "scroll resets to top past about 25 %" needs no code: each button
 *   opens a new page, which starts at its top (docs/decisions.md).
 */

/** `onNavigate` runs when a filter button starts a navigation (the page loader). */
export function enhanceHeader(onNavigate: () => void = () => undefined): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  const strip = document.querySelector('[data-top-strip]');
  if (header && strip && 'IntersectionObserver' in window) {
    new IntersectionObserver(([entry]) => header.toggleAttribute('data-compact', !entry?.isIntersecting)).observe(strip);
  }
  const filterNav = document.querySelector<HTMLElement>('[data-filter-nav]');
  const filterBar = document.querySelector<HTMLElement>('[data-sticky-filter]');
  if (header && 'ResizeObserver' in window) {
    const measure = () => {
      // The filter sticks under the header on wide screens only (HeaderFilter.css.ts).
      const navSticks = filterNav !== null && getComputedStyle(filterNav).position === 'sticky';
      setHeight(filterNav, '--header-height', header.offsetHeight);
      setHeight(filterBar, '--sticky-chrome-height', header.offsetHeight + (navSticks ? filterNav.offsetHeight : 0));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    if (filterNav) observer.observe(filterNav);
  }

  document.addEventListener('click', (event) => {
    if (!isPlainClick(event)) return;
    const link = clickedLink(event, '[data-filter-nav] a[href], [data-sticky-filter] a[href]');
    if (!link) return;
    event.preventDefault();
    if (link.getAttribute('aria-current') === 'page') return; // spec: the active page does nothing
    onNavigate();
    window.location.replace(link.href);
  });
}

/**
 * Each height goes on the one element that reads it, and only when it changed: a custom property
 * on the root is inherited by every element, and setting it made the browser recompute the style
 * of the whole page and lay it out again right after its first paint (a long task on a phone).
 */
function setHeight(element: HTMLElement | null, property: string, height: number): void {
  const value = `${height}px`;
  if (element && element.style.getPropertyValue(property) !== value) element.style.setProperty(property, value);
}
