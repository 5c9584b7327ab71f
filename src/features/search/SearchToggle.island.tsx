import { lazy, Suspense, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { SearchIcon } from '../../core/ui/icons.tsx';
import { CHROME_MESSAGES } from '../../core/messages/pt-BR-chrome.ts';
import { headerIconButton } from '../../core/ui/Button.css.ts';

/** The panel's code is not part of the page: it loads the first time the shopper opens the search. */
const SearchPanel = lazy(() => import('./SearchPanel.tsx'));

export const SEARCH_PANEL_ID = 'painel-busca';

/** spec §2 Header: the search toggle opens or closes the search panel. */
export default function SearchToggle() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={headerIconButton}
        aria-label={CHROME_MESSAGES.searchToggleLabel}
        aria-expanded={open}
        aria-controls={open ? SEARCH_PANEL_ID : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(!open)}
      >
        <SearchIcon />
      </button>
      {open
        ? createPortal(
            <Suspense fallback={null}>
              <SearchPanel id={SEARCH_PANEL_ID} onClose={() => setOpen(false)} returnFocusTo={buttonRef} />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
