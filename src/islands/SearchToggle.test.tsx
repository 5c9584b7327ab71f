// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStores } from '../stores/stores.ts';
import { StoresProvider } from '../stores/StoresContext.tsx';
import SearchToggle from './SearchToggle.tsx';

describe('search toggle (spec §2 Header)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads and opens the panel on first use, and closes it with focus back on the toggle', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ wines: [] })));
    render(
      <StoresProvider stores={createStores()}>
        <SearchToggle />
      </StoresProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Buscar vinhos' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    toggle.focus();
    await act(async () => void fireEvent.click(toggle));
    // the panel's chunk loads on first use: slow under a loaded machine
    const panel = await screen.findByRole('dialog', { name: 'Busca de vinhos' }, { timeout: 5000 });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(panel.id);
    await act(async () => void fireEvent.keyDown(panel, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });
});
