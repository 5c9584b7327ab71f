import { proxy, ref } from 'valtio/vanilla';

/** spec §2 "Confirm dialog": title, text, extra text below, optional "Não", caller's confirm label. */
export interface ConfirmRequest {
  title: string;
  text: string;
  extraText?: string;
  confirmLabel: string;
  /** Whether to offer "Não"; without it the only way out is the confirm button (persistent). */
  showNo?: boolean;
}

/** spec §3 "Stores": modal (title, text); the feedback modal's "Ok" closes it and goes to /login. */
export interface DialogState {
  confirm: (ConfirmRequest & { answer: (confirmed: boolean) => void }) | null;
  feedback: { title: string; text: string } | null;
}

export function createDialogStore(): DialogState {
  return proxy<DialogState>({ confirm: null, feedback: null });
}

/** Opens the confirm dialog and resolves with the shopper's answer (false for "Não"). */
export function askConfirmation(dialogs: DialogState, request: ConfirmRequest): Promise<boolean> {
  return new Promise((resolve) => {
    dialogs.confirm?.answer(false); // a newer question replaces an unanswered one
    dialogs.confirm = {
      ...request,
      answer: ref((confirmed: boolean) => {
        dialogs.confirm = null;
        resolve(confirmed);
      }),
    };
  });
}

export function showFeedback(dialogs: DialogState, feedback: { title: string; text: string }): void {
  dialogs.feedback = feedback;
}
