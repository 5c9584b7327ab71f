import { STORAGE_KEYS } from '../constants.ts';
import { showSnack, type SnackState, type SnackStyle } from './snack-store.ts';

export interface FlashSnack {
  text: string;
  style: SnackStyle;
  /** Optional heading (docs/decisions.md "Accounts: cart merge": "Login realizado com sucesso!" above the cart-merge notice). */
  title?: string;
}

const STYLES: readonly string[] = ['error', 'warning', 'success', 'info'] satisfies SnackStyle[];

/**
 * What this tab itself wrote a moment ago, read back with a plain check rather than a schema:
 * it runs on every page load, where schema code would cost every shopper bytes for nothing.
 */
function asFlashSnack(value: unknown): FlashSnack | null {
  if (typeof value !== 'object' || value === null) return null;
  const { text, style, title } = value as Record<string, unknown>;
  if (typeof text !== 'string' || typeof style !== 'string' || !STYLES.includes(style)) return null;
  if (title !== undefined && typeof title !== 'string') return null;
  return { text, style: style as SnackStyle, ...(title !== undefined ? { title } : {}) };
}

/**
 * A snack for the next page of this tab (session storage): a message shown just before a full
 * navigation, such as "Necessário login para continuar!" on the way to /login, is still read there.
 */
export function queueFlashSnack(storage: Storage, snack: FlashSnack): void {
  storage.setItem(STORAGE_KEYS.flashSnack, JSON.stringify(snack));
}

/** Shows (once) the snack the previous page left. */
export function showFlashSnack(snack: SnackState, storage: Storage): void {
  const raw = storage.getItem(STORAGE_KEYS.flashSnack);
  if (raw === null) return;
  storage.removeItem(STORAGE_KEYS.flashSnack);
  try {
    const flash = asFlashSnack(JSON.parse(raw));
    if (flash) showSnack(snack, flash);
  } catch {
    // an unreadable entry is simply dropped
  }
}
