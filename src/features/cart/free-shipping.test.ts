import { describe, expect, it } from 'vitest';
import { freeShippingProgress, isFreeShippingRegion, missingForFreeShipping } from './free-shipping.ts';

describe('free shipping (spec §4, §5; DECISIONS "Free shipping")', () => {
  it('is the subtotal as a percent of R$ 100,00, capped at 100', () => {
    expect(freeShippingProgress(0)).toBe(0);
    expect(freeShippingProgress(59.9)).toBe(59);
    expect(freeShippingProgress(99.99)).toBe(99);
    expect(freeShippingProgress(100)).toBe(100);
    expect(freeShippingProgress(250)).toBe(100);
  });

  it('counts what is missing', () => {
    expect(missingForFreeShipping(59.9)).toBe(40.1);
    expect(missingForFreeShipping(120)).toBe(0);
  });

  it('applies only to CEP prefixes 01–39 and 80–99', () => {
    expect(isFreeShippingRegion('01310-100')).toBe(true);
    expect(isFreeShippingRegion('39999-999')).toBe(true);
    expect(isFreeShippingRegion('40010-000')).toBe(false);
    expect(isFreeShippingRegion('79999-999')).toBe(false);
    expect(isFreeShippingRegion('80010-000')).toBe(true);
    expect(isFreeShippingRegion('99999-999')).toBe(true);
    expect(isFreeShippingRegion('00100-000')).toBe(false);
    expect(isFreeShippingRegion('0131')).toBe(false);
  });
});
