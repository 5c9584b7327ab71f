// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TopBannerStrip from './TopBannerStrip.island.tsx';

describe('TopBannerStrip (spec §2: rotates every 5 s and wraps)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const messages = ['Frete grátis', '6x sem juros', 'Sommelier virtual'];

  it('changes the message every 5000 ms, not before, and wraps to the first', () => {
    render(<TopBannerStrip messages={messages} />);
    expect(screen.getByText('Frete grátis')).toBeTruthy();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Frete grátis')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('6x sem juros')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Sommelier virtual')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Frete grátis')).toBeTruthy();
  });

  it('holds the message while the shopper hovers it', () => {
    render(<TopBannerStrip messages={messages} />);
    fireEvent.mouseEnter(screen.getByText('Frete grátis'));
    act(() => vi.advanceTimersByTime(15000));
    expect(screen.getByText('Frete grátis')).toBeTruthy();
    fireEvent.mouseLeave(screen.getByText('Frete grátis'));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('6x sem juros')).toBeTruthy();
  });
});
