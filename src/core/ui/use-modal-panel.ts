import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import * as styles from './modal-panel.css.ts';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden], [inert]'));
}

export interface ModalPanelOptions {
  onClose(): void;
  /** Where focus goes back on close (the button that opened the panel). */
  returnFocusTo: RefObject<HTMLElement | null> | undefined;
  /** Keep Tab inside the panel (the drawer); the search panel lets it out. */
  trapFocus: boolean;
  /** Lock the page's scrolling while open. */
  lockScroll: boolean;
}

/**
 * A panel over the page (the cart drawer, the search panel) that behaves like a dialog for the
 * keyboard: focus moves into it on open (the element marked `data-autofocus`, else the panel),
 * Tab stays inside (when trapped), Esc closes it, and focus returns to the opener on close.
 * Not a native modal <dialog>: the snackbar (retry actions) must stay usable over it.
 */
export function useModalPanel<T extends HTMLElement>(options: ModalPanelOptions): { ref: RefObject<T | null>; onKeyDown(event: KeyboardEvent): void } {
  const ref = useRef<T>(null);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const panel = ref.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel)?.focus();
    const root = document.documentElement;
    if (latest.current.lockScroll) root.classList.add(styles.scrollLocked);
    // Esc from inside the panel, or from nowhere (focus fell to <body>, e.g. a button that went
    // busy); not from a dialog opened over the panel (the delete confirmation answers Esc itself).
    const onEscape = (event: globalThis.KeyboardEvent) => {
      const target = event.target;
      if (event.key !== 'Escape' || !(target instanceof Node)) return;
      if (target === document.body || target === root || panel?.contains(target)) {
        event.stopPropagation();
        latest.current.onClose();
      }
    };
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('keydown', onEscape);
      if (latest.current.lockScroll) root.classList.remove(styles.scrollLocked);
      const target = latest.current.returnFocusTo?.current ?? previous;
      // The opener is where it was: closing must not move the page (spec §2, search and cart).
      if (target?.isConnected) target.focus({ preventScroll: true });
    };
  }, []);

  function onKeyDown(event: KeyboardEvent): void {
    const panel = ref.current;
    if (event.key !== 'Tab' || !panel || !latest.current.trapFocus) return;
    const items = focusables(panel);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return { ref, onKeyDown };
}
