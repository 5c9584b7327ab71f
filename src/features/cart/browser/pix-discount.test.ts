import { describe, expect, it, vi } from 'vitest';
import { createCheckoutStore } from '../checkout-store.ts';
import { createPixDiscountLoader } from './pix-discount.ts';

describe('the cart reads the Pix discount', () => {
  it('once, and keeps it', async () => {
    const fetchSettings = vi.fn().mockResolvedValue({ pixDiscountPercent: 7.5 });
    const load = createPixDiscountLoader(fetchSettings);
    const checkout = createCheckoutStore();
    await Promise.all([load(checkout), load(checkout)]);
    await load(checkout);
    expect(checkout.pixDiscountPercent).toBe(7.5);
    expect(fetchSettings).toHaveBeenCalledOnce();
  });

  it('leaves it unknown when the settings cannot be read, and asks again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchSettings = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ pixDiscountPercent: 5 });
    const load = createPixDiscountLoader(fetchSettings);
    const checkout = createCheckoutStore();
    await load(checkout);
    expect(checkout.pixDiscountPercent).toBeNull();
    await load(checkout);
    expect(checkout.pixDiscountPercent).toBe(5);
    warn.mockRestore();
  });
});
