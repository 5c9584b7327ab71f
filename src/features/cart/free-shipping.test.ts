import { describe, expect, it } from 'vitest';
import { DEFAULT_FREE_SHIPPING as DEFAULTS } from '../../contracts/free-shipping.ts';
import { freeShippingProgress, isFreeShippingRegion, missingForFreeShipping } from './free-shipping.ts';

describe('free shipping (spec §4, §5; DECISIONS "Free shipping")', () => {
  it('is the subtotal as a percent of R$ 100,00, capped at 100', () => {
    expect(freeShippingProgress(0, DEFAULTS)).toBe(0);
    expect(freeShippingProgress(59.9, DEFAULTS)).toBe(59);
    expect(freeShippingProgress(99.99, DEFAULTS)).toBe(99);
    expect(freeShippingProgress(100, DEFAULTS)).toBe(100);
    expect(freeShippingProgress(250, DEFAULTS)).toBe(100);
  });

  it('counts what is missing', () => {
    expect(missingForFreeShipping(59.9, DEFAULTS)).toBe(40.1);
    expect(missingForFreeShipping(120, DEFAULTS)).toBe(0);
  });

  it('applies only to CEP prefixes 01–39 and 80–99', () => {
    expect(isFreeShippingRegion('01310-100', DEFAULTS)).toBe(true);
    expect(isFreeShippingRegion('39999-999', DEFAULTS)).toBe(true);
    expect(isFreeShippingRegion('40010-000', DEFAULTS)).toBe(false);
    expect(isFreeShippingRegion('79999-999', DEFAULTS)).toBe(false);
    expect(isFreeShippingRegion('80010-000', DEFAULTS)).toBe(true);
    expect(isFreeShippingRegion('99999-999', DEFAULTS)).toBe(true);
    expect(isFreeShippingRegion('00100-000', DEFAULTS)).toBe(false);
    expect(isFreeShippingRegion('0131', DEFAULTS)).toBe(false);
  });

  it('follows the owner’s rule (back office "Frete")', () => {
    const owners = { minimum: 250, prefixes: [[40, 65]] as [number, number][] };
    expect(isFreeShippingRegion('40010-000', owners)).toBe(true);
    expect(isFreeShippingRegion('01310-100', owners)).toBe(false);
    expect(freeShippingProgress(125, owners)).toBe(50);
    expect(missingForFreeShipping(200, owners)).toBe(50);
    expect(freeShippingProgress(0, { minimum: 0, prefixes: [] })).toBe(100);
  });
});
