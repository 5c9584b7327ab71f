// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchWine } from '../../contracts/search.ts';
import { renderWithStores, resetAfterComponentTest } from '../../test-support/render-with-stores.tsx';
import { searchWine } from '../../test-support/wines.ts';
import SearchPanel from './SearchPanel.tsx';

const result = (id: number, stock = 5) => searchWine(id, { PRODUCTNAME: `Malbec ${id}`, ESTOQUE: stock });

let searches: Array<{ search_term: string; page: number }> = [];
let pages: Record<number, SearchWine[]> = {};
let total = 0;
let observed: ((entries: Array<{ isIntersecting: boolean }>) => void) | null = null;

function stubNetwork() {
  searches = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/mostWantedWine') return Response.json({ wines: [{ id: 7, name: 'Carménère Gran Reserva' }] });
      const body = JSON.parse(String(init?.body)) as { search_term: string; page: number };
      searches.push(body);
      return Response.json({ similar_wines: pages[body.page] ?? [], total });
    }),
  );
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
}

function renderPanel(onClose = vi.fn()) {
  const toggle = document.createElement('button');
  document.body.append(toggle);
  const returnFocusTo = createRef<HTMLElement>() as { current: HTMLElement | null };
  returnFocusTo.current = toggle;
  renderWithStores(<SearchPanel id="painel-busca" onClose={onClose} returnFocusTo={returnFocusTo} />);
  return { onClose, toggle, input: screen.getByRole('searchbox', { name: 'Buscar vinhos' }) as HTMLInputElement };
}

async function type(input: HTMLInputElement, value: string) {
  await act(async () => void fireEvent.change(input, { target: { value } }));
}

describe('search panel (spec §2, §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubNetwork();
    pages = { 1: [result(1, 0), result(2), result(3)] };
    total = 3;
    window.innerWidth = 1280;
  });
  afterEach(() => {
    resetAfterComponentTest();
    document.body.innerHTML = '';
  });

  it('shows "vinhos mais procurados" for an empty term, with focus in the search field', async () => {
    const { input } = renderPanel();
    expect(document.activeElement).toBe(input);
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    const section = screen.getByRole('region', { name: 'vinhos mais procurados' });
    expect(within(section).getByRole('link', { name: 'Carménère Gran Reserva' }).getAttribute('href')).toBe('/produto/carmenere-gran-reserva-7');
  });

  it('takes no more of a term than the search takes (100 characters): a long paste is cut, not ignored', () => {
    const { input } = renderPanel();
    expect((input as HTMLInputElement).maxLength).toBe(100);
  });

  it('searches a trimmed term over 2 characters 300 ms after the last keystroke, once', async () => {
    const { input } = renderPanel();
    await type(input, ' ma ');
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    expect(searches).toEqual([]);
    await type(input, 'mal');
    await act(async () => void (await vi.advanceTimersByTimeAsync(200)));
    await type(input, 'malb');
    await act(async () => void (await vi.advanceTimersByTimeAsync(299)));
    expect(searches).toEqual([]);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(searches).toEqual([{ search_term: 'malb', page: 1 }]);
  });

  it('shows skeletons while loading, then results in stock first with add to cart and "Ver todos os produtos"', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch = vi.mocked(globalThis.fetch);
    const answer = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (url, init) => {
      if (url === '/search_similar_asv') await gate;
      return answer(url, init);
    });
    const { input } = renderPanel();
    await type(input, 'Malbec Argentino');
    await act(async () => void (await vi.advanceTimersByTimeAsync(300)));
    const results = screen.getByRole('region', { name: 'Resultados da busca' });
    expect(results.getAttribute('aria-busy')).toBe('true');
    expect(within(results).getByTestId('search-skeletons')).toBeTruthy();
    await act(async () => {
      release();
      await vi.advanceTimersByTimeAsync(0);
    });
    const links = within(results)
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('data-result'));
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Malbec 2'),
      expect.stringContaining('Malbec 3'),
      expect.stringContaining('Malbec 1'),
    ]);
    expect(links[2]?.textContent).toContain('Temporariamente indisponível');
    expect(within(results).getAllByRole('button', { name: /^Adicionar ao carrinho: Malbec \d$/ })).toHaveLength(3);
    expect(within(results).getByRole('link', { name: 'Ver todos os produtos' }).getAttribute('href')).toBe('/resultados/malbec-argentino');
  });

  it('says "nenhum vinho encontrado" when nothing matches', async () => {
    pages = {};
    total = 0;
    const { input } = renderPanel();
    await type(input, 'xyzw');
    await act(async () => void (await vi.advanceTimersByTimeAsync(300)));
    expect(screen.getByText('nenhum vinho encontrado')).toBeTruthy();
  });

  it('asks for the next page when the list scrolls to its end, not on mobile', async () => {
    pages = { 1: [result(1), result(2)], 2: [result(3)] };
    total = 3;
    const { input } = renderPanel();
    await type(input, 'malbec');
    await act(async () => void (await vi.advanceTimersByTimeAsync(300)));
    await act(async () => {
      observed?.([{ isIntersecting: true }]);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(searches).toEqual([
      { search_term: 'malbec', page: 1 },
      { search_term: 'malbec', page: 2 },
    ]);
    expect(screen.getAllByRole('button', { name: /Adicionar/ })).toHaveLength(3);
  });

  it('shows at most 4 results on mobile and no endless scroll', async () => {
    window.innerWidth = 900;
    pages = { 1: [1, 2, 3, 4, 5, 6].map((id) => result(id)) };
    total = 20;
    observed = null;
    const { input } = renderPanel();
    await type(input, 'malbec');
    await act(async () => void (await vi.advanceTimersByTimeAsync(300)));
    expect(screen.getAllByRole('button', { name: /Adicionar/ })).toHaveLength(4);
    expect(observed).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver todos os produtos' })).toBeTruthy();
  });

  it('writes only a console warning for an empty search', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { input } = renderPanel();
    await act(async () => void fireEvent.submit(input.form!));
    expect(warn).toHaveBeenCalledWith('search: empty term');
    expect(searches).toEqual([]);
  });

  it('moves through results with the arrow keys and closes on Esc', async () => {
    const { input, onClose } = renderPanel();
    await type(input, 'malbec');
    await act(async () => void (await vi.advanceTimersByTimeAsync(300)));
    await act(async () => void fireEvent.keyDown(input, { key: 'ArrowDown' }));
    expect(document.activeElement?.textContent).toContain('Malbec 2');
    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' }));
    expect(document.activeElement?.textContent).toContain('Malbec 3');
    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' }));
    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' }));
    expect(document.activeElement).toBe(input);
    await act(async () => void fireEvent.keyDown(input, { key: 'Escape' }));
    expect(onClose).toHaveBeenCalled();
  });
});
