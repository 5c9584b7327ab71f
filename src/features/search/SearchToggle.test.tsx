// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithStores, resetAfterComponentTest } from '../../test-support/render-with-stores.tsx';
import SearchToggle from './SearchToggle.island.tsx';

/**
 * The panel is drawn before its effects run (focus moved in, Esc listened to): on a loaded machine
 * a key pressed in between would find nobody listening. Its focus inside says they ran.
 */
async function panelReady(panel: HTMLElement): Promise<void> {
  await vi.waitFor(() => expect(panel.contains(document.activeElement)).toBe(true), { timeout: 5000 });
}

describe('search toggle (spec §2 Header)', () => {
  afterEach(resetAfterComponentTest);

  it('loads and opens the panel on first use, and closes it with focus back on the toggle', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ wines: [] })),
    );
    renderWithStores(<SearchToggle />);
    const toggle = screen.getByRole('button', { name: 'Buscar vinhos' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    toggle.focus();
    await act(async () => void fireEvent.click(toggle));
    // the panel's chunk loads on first use: slow under a loaded machine
    const panel = await screen.findByRole('dialog', { name: 'Busca de vinhos' }, { timeout: 5000 });
    await panelReady(panel);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(panel.id);
    await act(async () => void fireEvent.keyDown(panel, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  /** The toggle inside a site header with another control, as the page has it. */
  async function openInHeader() {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ wines: [] })),
    );
    renderWithStores(
      <header data-site-header="">
        <SearchToggle />
        <button type="button">Abrir carrinho</button>
      </header>,
    );
    const header = document.querySelector<HTMLElement>('[data-site-header]')!;
    vi.spyOn(header, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 36, width: 1280, height: 120 }));
    const toggle = screen.getByRole('button', { name: 'Buscar vinhos' });
    toggle.focus();
    await act(async () => void fireEvent.click(toggle));
    const panel = await screen.findByRole('dialog', { name: 'Busca de vinhos' }, { timeout: 5000 });
    await panelReady(panel);
    return { header, toggle, panel };
  }

  it('opens below the header, which stays above it, and closes with a second click on the toggle (spec §2)', async () => {
    const { header, toggle, panel } = await openInHeader();
    expect(header.hasAttribute('data-search-open')).toBe(true);
    expect(panel.style.top).toBe('156px');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(toggle);
    await act(async () => void fireEvent.click(toggle));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(header.hasAttribute('data-search-open')).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  it('closes when another header control is pressed, so one overlay shows at a time', async () => {
    const { toggle } = await openInHeader();
    await act(async () => void fireEvent.pointerDown(screen.getByRole('button', { name: 'Abrir carrinho' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
