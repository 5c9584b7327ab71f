import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../test-support/fake-cart-env.ts';
import { queueFlashSnack, showFlashSnack } from './flash-snack.ts';
import { createSnackStore } from './snack-store.ts';

describe('flash snack (a message carried to the next page)', () => {
  it('is shown once on the next page and then forgotten', () => {
    const storage = new MemoryStorage();
    queueFlashSnack(storage, { text: 'Necessário login para continuar!', style: 'warning' });
    const snack = createSnackStore();
    showFlashSnack(snack, storage);
    expect(snack).toMatchObject({ open: true, text: 'Necessário login para continuar!', style: 'warning' });
    const later = createSnackStore();
    showFlashSnack(later, storage);
    expect(later.open).toBe(false);
  });

  it('drops an unreadable entry', () => {
    const storage = new MemoryStorage();
    storage.setItem('flashSnack', '{"text":1}');
    const snack = createSnackStore();
    showFlashSnack(snack, storage);
    expect(snack.open).toBe(false);
    expect(storage.getItem('flashSnack')).toBeNull();
  });
});
