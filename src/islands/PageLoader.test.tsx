// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStores } from '../stores/stores.ts';
import { StoresProvider } from '../stores/StoresContext.tsx';
import PageLoader from './PageLoader.tsx';

function renderWithLink(href: string) {
  const stores = createStores();
  render(
    <StoresProvider stores={stores}>
      <a href={href}>link</a>
      <PageLoader />
    </StoresProvider>,
  );
  return stores;
}

describe('PageLoader (spec §2: hides itself after 30000 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows from a click on a link to another page and hides itself after 30000 ms', async () => {
    const stores = renderWithLink('/pratos');
    await act(async () => {
      screen.getByText('link').dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0 }));
    });
    expect(stores.loaders.pageLoading).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('Carregando');
    await act(async () => vi.advanceTimersByTime(29_999));
    expect(stores.loaders.pageLoading).toBe(true);
    await act(async () => vi.advanceTimersByTime(1));
    expect(stores.loaders.pageLoading).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('ignores links that do not load another page of the shop', async () => {
    const stores = renderWithLink('https://wa.me/5511940001234');
    await act(async () => {
      screen.getByText('link').dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0 }));
    });
    expect(stores.loaders.pageLoading).toBe(false);
  });
});
