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
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page behind inert and
 * returns focus to where it was on close. Shared by the age confirmation, the confirm dialog and
 * the feedback modal (spec §2 "Other UI").
 */
export function ModalDialog({ open, labelledBy, describedBy, onCancel, width = 'dialog', contentWhileClosed = false, className, children }: ModalDialogProps) {
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
    >
      {open || contentWhileClosed ? children : null}
    </dialog>
  );
}
