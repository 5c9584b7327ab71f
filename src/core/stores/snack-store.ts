import { proxy, ref } from 'valtio/vanilla';

/** spec §3 "Stores": snack (text, title, style default error). */
export type SnackStyle = 'error' | 'warning' | 'success' | 'info';

/**
 * spec §2: the snackbar is at the top. An ambient notice nobody asked for (the shop works
 * offline) shows at the bottom instead, clear of the header (docs/decisions.md "Phone first screen").
 */
type SnackPlacement = 'top' | 'bottom';

interface SnackAction {
  label: string;
  run: () => void;
}

export interface SnackState {
  open: boolean;
  text: string;
  title: string | null;
  style: SnackStyle;
  /** Increases with every snack, so a repeated text still restarts the 5 s timer. */
  serial: number;
  action: SnackAction | null;
  placement: SnackPlacement;
}

export function createSnackStore(): SnackState {
  return proxy<SnackState>({ open: false, text: '', title: null, style: 'error', serial: 0, action: null, placement: 'top' });
}

export interface SnackInput {
  text: string;
  style?: SnackStyle;
  title?: string;
  action?: SnackAction;
  placement?: SnackPlacement;
}

/** spec §4 Snackbar: opens with text and style (error unless told otherwise). */
export function showSnack(snack: SnackState, input: SnackInput): void {
  snack.text = input.text;
  snack.style = input.style ?? 'error';
  snack.title = input.title ?? null;
  snack.action = input.action ? ref(input.action) : null;
  snack.placement = input.placement ?? 'top';
  snack.serial += 1;
  snack.open = true;
}

export function closeSnack(snack: SnackState): void {
  snack.open = false;
}
