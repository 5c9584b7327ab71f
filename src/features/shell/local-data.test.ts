// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearLocalData } from './local-data.ts';

describe('clearLocalData', () => {
  beforeEach(() => {
    localStorage.clear();
    for (const key of [
      'wine',
      'cart-id',
      'metaDataCheckout',
      'cartUnsynced',
      'pendingCoupon',
      'haveFirstDiscount',
      'banners',
      'firstAccess',
      'allowAccess',
      'grouped',
    ]) {
      localStorage.setItem(key, 'x');
    }
  });

  it('keeps the cart keys (DECISIONS 3), an unsynced change and a waiting link coupon, and removes everything else', () => {
    const removed = clearLocalData(localStorage, { keepCart: true });
    expect(removed.sort()).toEqual(['allowAccess', 'banners', 'firstAccess', 'grouped']);
    expect(Object.keys(localStorage).sort()).toEqual(['cart-id', 'cartUnsynced', 'haveFirstDiscount', 'metaDataCheckout', 'pendingCoupon', 'wine']);
  });

  it('removes the cart too when asked', () => {
    clearLocalData(localStorage, { keepCart: false });
    expect(localStorage.length).toBe(0);
  });
});
