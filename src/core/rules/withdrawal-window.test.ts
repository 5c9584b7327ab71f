import { describe, expect, it } from 'vitest';
import { withdrawalStanding } from './withdrawal-window.ts';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const order = (status: string, delivered_at: string | null = null, withdrawn_at: string | null = null) => ({ status, delivered_at, withdrawn_at });

describe('the 7-day withdrawal window (CDC art. 49)', () => {
  it('is open for a paid order not delivered yet, and through the seventh day after the delivery’s, on São Paulo’s clock', () => {
    for (const status of ['PAID', 'SEPARATING', 'SHIPPED']) expect(withdrawalStanding(order(status), NOW)).toEqual({ open: true, until: null });
    // delivered on 19/11 at 09:00 in São Paulo: open until 26/11 at 23:59:59.999 there
    const until = new Date('2026-11-27T02:59:59.999Z');
    expect(withdrawalStanding(order('DELIVERED', '2026-11-19T12:00:00.000Z'), NOW)).toEqual({ open: true, until });
    // delivered late on 19/11 (23:30 in São Paulo, already the 20th in UTC): the same last day
    expect(withdrawalStanding(order('DELIVERED', '2026-11-20T02:30:00.000Z'), NOW)).toEqual({ open: true, until });
    // delivered on 22/11 at 13:00, asked on 29/11 at 23:30 (both São Paulo): still within it
    expect(withdrawalStanding(order('DELIVERED', '2026-11-22T16:00:00.000Z'), new Date('2026-11-30T02:30:00.000Z'))).toMatchObject({ open: true });
  });

  it('is closed once the seventh day has ended, for an order never paid, refunded or cancelled, or already withdrawn', () => {
    const late = new Date('2026-11-27T03:00:00.000Z'); // 27/11 at 00:00 in São Paulo
    expect(withdrawalStanding(order('DELIVERED', '2026-11-19T12:00:00.000Z'), late)).toMatchObject({ open: false, why: 'ended' });
    expect(withdrawalStanding(order('AWAITING_PAYMENT'), NOW)).toEqual({ open: false, why: 'not_paid' });
    for (const status of ['REFUNDED', 'CANCELLED']) expect(withdrawalStanding(order(status), NOW)).toEqual({ open: false, why: 'closed' });
    expect(withdrawalStanding(order('PAID', null, '2026-11-25T00:00:00.000Z'), NOW)).toEqual({ open: false, why: 'withdrawn' });
  });
});
