import { focusIsLost } from './focus-lost.ts';
import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './ModalDialog.css.ts';

export interface ModalDialogProps {
  open: boolean;
  /** id of the element that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  /** Esc closes the dialog through this; without it the dialog is persistent (Esc does nothing). */
  onCancel?: () => void;
  width?: 'dialog' | 'modal' | 'narrow';
  /**
   * The content is in the page even while the dialog is closed, so a script in the head can show
   * it before any other script has loaded (the adults-only notice, src/features/shell/age-notice.ts).
   */
  contentWhileClosed?: boolean;
  /** Added to the dialog's own class. */
  className?: string;
  /**
   * Where the focus goes once the dialog has closed, when the browser gave it back to nothing (the
   * page's <body>, focused before the dialog opened on a first visit) or left it inside.
   */
  focusAfterClose?: () => HTMLElement | null;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page behind inert and
 * returns focus to where it was on close. Shared by the age confirmation, the confirm dialog and
 * the feedback modal (spec §2 "Other UI").
 */
export function ModalDialog({
  open,
  labelledBy,
  describedBy,
  onCancel,
  width = 'dialog',
  contentWhileClosed = false,
  className,
  focusAfterClose,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className ? `${styles.dialog[width]} ${className}` : styles.dialog[width]}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onCancel?.();
      }}
      // after the browser gave the focus back: to nothing (<body>), or left on a control of the closed dialog
      onClose={() => {
        const lost = focusIsLost() || (ref.current?.contains(document.activeElement) ?? false);
        if (focusAfterClose && lost) focusAfterClose()?.focus({ preventScroll: true });
      }}
    >
      {open || contentWhileClosed ? children : null}
    </dialog>
  );
}
