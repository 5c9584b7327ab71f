import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { HEADER_OVER_PANEL_ATTRIBUTE } from './SearchPanel.css.ts';

/** Where the panel starts: the header's bottom edge in the viewport (0 without a header). */
function headerBottom(header: HTMLElement | null): number {
  return header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : 0;
}

/**
 * spec §2: the header's search button "opens or closes the search panel", so the header stays
 * usable while the panel is open: it is lifted above the backdrop and the panel opens below it
 * (following the header's height as it changes). Pressing anything else in the header (the cart,
 * a filter, the logo) closes the panel first, so one overlay shows at a time; the toggle itself
 * closes it through its own click. Answers the panel's top, in pixels.
 */
export function useBelowHeader(onClose: () => void, toggle: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  const close = useRef(onClose);
  close.current = onClose;

  useLayoutEffect(() => {
    const header = document.querySelector<HTMLElement>('[data-site-header]');
    if (!header) return;
    header.setAttribute(HEADER_OVER_PANEL_ATTRIBUTE, '');
    const measure = () => setTop(headerBottom(header));
    measure();
    const resize = 'ResizeObserver' in window ? new ResizeObserver(measure) : null;
    resize?.observe(header);
    window.addEventListener('resize', measure);
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || toggle.current?.contains(event.target)) return;
      close.current();
    };
    header.addEventListener('pointerdown', onPointerDown);
    return () => {
      header.removeAttribute(HEADER_OVER_PANEL_ATTRIBUTE);
      resize?.disconnect();
      window.removeEventListener('resize', measure);
      header.removeEventListener('pointerdown', onPointerDown);
    };
  }, [toggle]);

  return top;
}
