/** A primary-button click without modifier keys: the kind that follows a link in this tab. */
export function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The link a click landed on, if any. */
export function clickedLink(event: Event, selector = 'a[href]'): HTMLAnchorElement | null {
  const link = (event.target as Element | null)?.closest?.(selector);
  return link instanceof HTMLAnchorElement ? link : null;
}

/** A click that leaves for another page of this shop in the same tab. */
export function isInternalNavigation(event: MouseEvent, location: Location): boolean {
  if (!isPlainClick(event)) return false;
  const link = clickedLink(event);
  if (!link || link.target === '_blank' || link.hasAttribute('download') || link.origin !== location.origin) return false;
  return !(link.pathname === location.pathname && link.search === location.search); // a hash link is not a page load
}
