import { describe, expect, it } from 'vitest';
import { withdrawalStanding } from './withdrawal-window.ts';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const order = (status: string, delivered_at: string | null = null, withdrawn_at: string | null = null) => ({ status, delivered_at, withdrawn_at });

describe('the 7-day withdrawal window (CDC art. 49)', () => {
  it('is open for a paid order not delivered yet, and until 7 days after the delivery', () => {
    for (const status of ['PAID', 'SEPARATING', 'SHIPPED']) expect(withdrawalStanding(order(status), NOW)).toEqual({ open: true, until: null });
    expect(withdrawalStanding(order('DELIVERED', '2026-11-19T12:00:00.000Z'), NOW)).toEqual({ open: true, until: NOW });
  });

  it('is closed a moment after the seventh day, for an order never paid, refunded or cancelled, or already withdrawn', () => {
    expect(withdrawalStanding(order('DELIVERED', '2026-11-19T11:59:59.000Z'), NOW)).toMatchObject({ open: false, why: 'ended' });
    expect(withdrawalStanding(order('AWAITING_PAYMENT'), NOW)).toEqual({ open: false, why: 'not_paid' });
    for (const status of ['REFUNDED', 'CANCELLED']) expect(withdrawalStanding(order(status), NOW)).toEqual({ open: false, why: 'closed' });
    expect(withdrawalStanding(order('PAID', null, '2026-11-25T00:00:00.000Z'), NOW)).toEqual({ open: false, why: 'withdrawn' });
  });
});
