import { z } from 'zod/mini';
import { STORAGE_KEYS } from '../constants.ts';
import { showSnack, type SnackState } from './snack-store.ts';

const flashSchema = z.object({
  text: z.string(),
  style: z.enum(['error', 'warning', 'success', 'info']),
  /** Optional heading (issue 8: "Login realizado com sucesso!" above the cart-merge notice). */
  title: z.optional(z.string()),
});

export type FlashSnack = z.infer<typeof flashSchema>;

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
    const parsed = flashSchema.safeParse(JSON.parse(raw));
    if (parsed.success) showSnack(snack, parsed.data);
  } catch {
    // an unreadable entry is simply dropped
  }
}
