import { beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../test/test-env.ts';
import { couponDiscountCents, couponProblem, type Coupon, validityProblem } from './coupon-rules.ts';
import { isValidCpf } from '../../../src/core/rules/cpf.ts';
import { formatBRL, toReais } from '../../../src/core/rules/money.ts';
import { saoPauloDate } from '../../../src/core/rules/sao-paulo-time.ts';
import { checkBirthDate, checkPhone } from './customer-validation.ts';
import { priceCheckout } from './pricing.ts';
import { loadShippingRates, parseCep, quoteAll, quoteService, type ShippingRates, splitByQuantity } from './shipping-rates.ts';

/** The pure rules behind the GraphQL operations (the operations are tested through HTTP). */
const NOW = new Date('2026-11-20T15:00:00.000Z');

/** The rates migration 0047 stores: the shop's defaults (spec §9, DECISIONS "Free shipping"). */
let rates: ShippingRates;
beforeAll(async () => {
  rates = await loadShippingRates(testEnv.DB);
});

describe('CPF check digits', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35'])('accepts %s', (cpf) => expect(isValidCpf(cpf)).toBe(true));
  it.each(['529.982.247-26', '5299822472', '00000000000', '999.999.999-99', '529982247a5', ''])('refuses %j', (cpf) => expect(isValidCpf(cpf)).toBe(false));
});

describe('birth date and phone', () => {
  it('counts the 18th birthday in São Paulo time', () => {
    // 20/11/2026 12:00 in São Paulo
    expect(saoPauloDate(NOW)).toBe('2026-11-20');
    expect(checkBirthDate('2008-11-20', NOW)).toBeUndefined();
    expect(checkBirthDate('2008-11-21', NOW)?.code).toBe('CUS108');
    // 01:00 UTC on the 21st is still the 20th in São Paulo
    expect(checkBirthDate('2008-11-21', new Date('2026-11-21T01:00:00.000Z'))?.code).toBe('CUS108');
    expect(checkBirthDate('2027-01-01', NOW)?.code).toBe('CUS107');
    expect(checkBirthDate('1990-05-20T00:00:00-03:00', NOW)).toBeUndefined();
  });

  it('accepts Brazilian landlines and mobiles, formatted or not', () => {
    expect(checkPhone('(11)', '98765-4321')).toBeUndefined();
    expect(checkPhone('21', '3333-4444')).toBeUndefined();
    expect(checkPhone('01', '987654321')?.code).toBe('CUS106');
    expect(checkPhone('11', '887654321')?.code).toBe('CUS106');
    expect(checkPhone('11', '1234567')?.code).toBe('CUS106');
  });
});

describe('shipping rates', () => {
  it('puts every CEP prefix 01–99 in exactly one range', () => {
    for (let prefix = 1; prefix <= 99; prefix += 1) {
      const owners = rates.ranges.filter((range) => prefix >= range.cep_from && prefix <= range.cep_to);
      expect(owners, `prefix ${prefix}`).toHaveLength(1);
    }
  });

  it('offers free shipping exactly for prefixes 01–39 and 80–99 (DECISIONS "Free shipping")', () => {
    for (let prefix = 1; prefix <= 99; prefix += 1) {
      const cep = `${String(prefix).padStart(2, '0')}000000`;
      expect(quoteService('standard', cep, 10_000, rates)?.cents === 0, cep).toBe(prefix <= 39 || prefix >= 80);
    }
  });

  it('validates 8-digit CEPs', () => {
    expect(parseCep('01310100')).toBe('01310100');
    for (const cep of ['01310-100', '1310100', '013101000', 'abcdefgh', '00999999', '']) expect(parseCep(cep)).toBeUndefined();
  });

  it('frees only the standard delivery, from R$ 100,00 of products', () => {
    expect(quoteAll('90010000', 9_999, rates).map((quote) => quote.cents)).toEqual([2290, 3990, 0]);
    expect(quoteAll('90010000', 10_000, rates).map((quote) => quote.cents)).toEqual([0, 3990, 0]);
    expect(quoteAll('60010000', 50_000, rates).map((quote) => quote.cents)).toEqual([3490, 5990, 0]);
  });

  it('splits a quote over the products by quantity without losing a centavo', () => {
    const shares = splitByQuantity(1000, [
      { productVariantId: 1, quantity: 1 },
      { productVariantId: 2, quantity: 2 },
    ]);
    expect(shares).toEqual([
      { productVariantId: 1, cents: 333 },
      { productVariantId: 2, cents: 667 },
    ]);
  });
});

describe('coupons and totals', () => {
  const tenPercent: Coupon = {
    code: 'DEZ',
    kind: 'percentage',
    value: 10,
    minimumSubtotal: 100,
    firstPurchaseOnly: false,
    active: true,
    startsAt: null,
    expiresAt: null,
    usageLimit: null,
    timesUsed: 0,
  };
  const firstPurchase: Coupon = { ...tenPercent, code: 'PRIMEIRA', kind: 'fixed', value: 20, minimumSubtotal: 0, firstPurchaseOnly: true };

  it('applies minimum, expiry, start and first purchase', () => {
    expect(couponProblem(tenPercent, { subtotalCents: 9_999, customerHasOrders: undefined, now: NOW })).toBe('minimum');
    expect(couponProblem(tenPercent, { subtotalCents: 10_000, customerHasOrders: true, now: NOW })).toBeUndefined();
    expect(couponProblem({ ...tenPercent, expiresAt: NOW.toISOString() }, { subtotalCents: 20_000, customerHasOrders: false, now: NOW })).toBe('expired');
    expect(couponProblem({ ...tenPercent, startsAt: '2026-12-01T03:00:00.000Z' }, { subtotalCents: 20_000, customerHasOrders: false, now: NOW })).toBe(
      'not_started',
    );
    expect(couponProblem(firstPurchase, { subtotalCents: 5_000, customerHasOrders: true, now: NOW })).toBe('first_purchase');
    expect(couponProblem(firstPurchase, { subtotalCents: 5_000, customerHasOrders: undefined, now: NOW })).toBeUndefined();
  });

  it('refuses a coupon whose paid orders reached its usage limit (migration 0045), for anyone', () => {
    const anyCart = { subtotalCents: 20_000, customerHasOrders: false, now: NOW };
    expect(couponProblem({ ...tenPercent, usageLimit: 3, timesUsed: 2 }, anyCart)).toBeUndefined();
    expect(couponProblem({ ...tenPercent, usageLimit: 3, timesUsed: 3 }, anyCart)).toBe('exhausted');
    expect(validityProblem({ ...tenPercent, usageLimit: 1, timesUsed: 4 }, NOW)).toBe('exhausted');
    expect(couponProblem({ ...tenPercent, usageLimit: null, timesUsed: 1_000 }, anyCart)).toBeUndefined();
  });

  it('rounds percentages to the centavo and caps fixed values at the subtotal', () => {
    expect(couponDiscountCents(tenPercent, 12_345)).toBe(1_235);
    expect(couponDiscountCents(firstPurchase, 1_500)).toBe(1_500);
  });

  it('computes total = subtotal − coupon + shipping, freeing shipping on the pre-coupon subtotal', () => {
    const totals = priceCheckout({
      lines: [
        { priceCents: 5_500, quantity: 1 },
        { priceCents: 4_500, quantity: 1 },
      ],
      coupon: tenPercent,
      customerHasOrders: undefined,
      shipping: { service: 'standard', cep: '01310100' },
      // the shop gives a Pix discount, but no payment method was chosen: card price
      paymentMethod: undefined,
      pixDiscountPercent: 5,
      shippingRates: rates,
      now: NOW,
    });
    expect(totals).toMatchObject({ subtotalCents: 10_000, couponDiscountCents: 1_000, pixDiscountCents: 0, shippingFeeCents: 0, totalCents: 9_000 });
  });

  describe('with Pix (docs/decisions.md "Pix price")', () => {
    const cart = () => ({
      lines: [{ priceCents: 6_490, quantity: 2 }],
      customerHasOrders: undefined,
      // Nordeste: standard delivery is never free
      shipping: { service: 'standard', cep: '40010000' },
      pixDiscountPercent: 5,
      shippingRates: rates,
      now: NOW,
    });

    it('takes the percentage off the products after the coupon, never off shipping', () => {
      const withCoupon = priceCheckout({ ...cart(), coupon: tenPercent, paymentMethod: 'pix' });
      // 12 980 − 1 298 = 11 682; 5 % = 584.1 → 584; + 3 490 shipping
      expect(withCoupon).toMatchObject({
        subtotalCents: 12_980,
        couponDiscountCents: 1_298,
        pixDiscountCents: 584,
        shippingFeeCents: 3_490,
        totalCents: 14_588,
      });
      const withoutCoupon = priceCheckout({ ...cart(), coupon: undefined, paymentMethod: 'pix' });
      expect(withoutCoupon).toMatchObject({ couponDiscountCents: 0, pixDiscountCents: 649, shippingFeeCents: 3_490, totalCents: 15_821 });
    });

    it('gives nothing with the card or at 0 %', () => {
      expect(priceCheckout({ ...cart(), coupon: undefined, paymentMethod: 'credit-card' })).toMatchObject({ pixDiscountCents: 0, totalCents: 16_470 });
      expect(priceCheckout({ ...cart(), coupon: undefined, paymentMethod: 'pix', pixDiscountPercent: 0 })).toMatchObject({
        pixDiscountCents: 0,
        totalCents: 16_470,
      });
    });

    it('rounds to the nearest centavo', () => {
      // 10 % of 1 005 = 100.5 → 101 (half up); 7.5 % of 999 = 74.925 → 75
      expect(
        priceCheckout({
          ...cart(),
          lines: [{ priceCents: 1_005, quantity: 1 }],
          shipping: undefined,
          coupon: undefined,
          paymentMethod: 'pix',
          pixDiscountPercent: 10,
        }).pixDiscountCents,
      ).toBe(101);
      expect(
        priceCheckout({
          ...cart(),
          lines: [{ priceCents: 999, quantity: 1 }],
          shipping: undefined,
          coupon: undefined,
          paymentMethod: 'pix',
          pixDiscountPercent: 7.5,
        }).pixDiscountCents,
      ).toBe(75);
    });
  });

  it('formats reais as the shop shows them (Intl in the Workers runtime)', () => {
    expect(formatBRL(toReais(123_456_78))).toBe('R$ 123.456,78');
    expect(formatBRL(toReais(5))).toBe('R$ 0,05');
  });
});
