// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGE_MESSAGES } from '../../core/messages/pt-BR-age.ts';
import AgeVerification, { type AgeVerificationProps } from './AgeVerification.island.tsx';
import { ageApi } from './browser/age-api.ts';

/**
 * A standing confirmed by CPF (level B) pays by Pix only (docs/payments.md): the page still offers
 * what confirms at level A, so a shopper who wants to pay by card has a way there.
 */
const PROPS: AgeVerificationProps = {
  methods: ['receita', 'carteira', 'provedor'],
  redirectUrl: '/auth/checkout',
  outcome: 'confirmed',
  waiting: false,
  hasCpf: true,
  level: 'B',
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/verificar-idade once confirmed', () => {
  it('by CPF: goes on to the checkout, and offers the document and selfie for a card, not the CPF again', () => {
    render(<AgeVerification {...PROPS} />);
    expect(screen.getByRole('link', { name: AGE_MESSAGES.continueToCheckout })).toBeTruthy();
    expect(screen.getByRole('heading', { name: AGE_MESSAGES.forCard.title })).toBeTruthy();
    expect(screen.getByText(AGE_MESSAGES.forCard.text)).toBeTruthy();
    expect(screen.getByRole('button', { name: AGE_MESSAGES.methods.provedor.action })).toBeTruthy();
    expect(screen.queryByRole('button', { name: AGE_MESSAGES.methods.receita.action })).toBeNull();
  });

  it('by document or wallet: nothing more to offer', () => {
    render(<AgeVerification {...PROPS} level="A" />);
    expect(screen.getByRole('link', { name: AGE_MESSAGES.continueToCheckout })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: AGE_MESSAGES.forCard.title })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('by CPF, a failed try by document: still confirmed, the way to the checkout and the offer kept', async () => {
    vi.spyOn(ageApi, 'vendor').mockResolvedValue({
      outcome: 'unavailable',
      status: { verified: true, level: 'B', method: 'receita', verifiedAt: '2026-11-29T12:00:00.000Z', methods: PROPS.methods, lastResult: 'unavailable' },
    });
    render(<AgeVerification {...PROPS} />);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: AGE_MESSAGES.methods.provedor.action })));
    expect(screen.getByRole('status').textContent).toBe(AGE_MESSAGES.outcomes.unavailable);
    expect(screen.getByRole('link', { name: AGE_MESSAGES.continueToCheckout })).toBeTruthy();
    expect(screen.getByRole('button', { name: AGE_MESSAGES.methods.provedor.action })).toBeTruthy();
  });

  it('by CPF, then by document: the offer goes once the standing is level A', async () => {
    const vendor = vi.spyOn(ageApi, 'vendor').mockResolvedValue({
      outcome: 'confirmed',
      status: { verified: true, level: 'A', method: 'provedor', verifiedAt: '2026-11-29T12:00:00.000Z', methods: PROPS.methods, lastResult: 'confirmed' },
    });
    render(<AgeVerification {...PROPS} />);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: AGE_MESSAGES.methods.provedor.action })));
    expect(vendor).toHaveBeenCalledWith('/auth/checkout');
    expect(screen.getByRole('status').textContent).toBe(AGE_MESSAGES.outcomes.confirmed);
    expect(screen.queryByRole('heading', { name: AGE_MESSAGES.forCard.title })).toBeNull();
  });
});
