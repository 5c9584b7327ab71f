// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showSnack } from '../../core/stores/snack-store.ts';
import { createStores, type Stores } from '../../stores/stores.ts';
import { StoresProvider } from '../../stores/StoresContext.tsx';
import Snackbar from './Snackbar.island.tsx';

function renderSnackbar(): Stores {
  const stores = createStores();
  render(
    <StoresProvider stores={stores}>
      <Snackbar />
    </StoresProvider>,
  );
  return stores;
}

describe('Snackbar (spec §4: 5000 ms, pause on hover, swipe over 50 px)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the text with its style and closes itself after 5000 ms, not before', async () => {
    const stores = renderSnackbar();
    await act(async () => showSnack(stores.snack, { text: 'Produto adicionado ao carrinho', style: 'success' }));
    expect(screen.getByText('Produto adicionado ao carrinho')).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('Produto adicionado ao carrinho')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Produto adicionado ao carrinho')).toBeNull();
  });

  it('defaults to the error style, announced as an alert', async () => {
    const stores = renderSnackbar();
    await act(async () => showSnack(stores.snack, { text: 'Cep inválido' }));
    expect(screen.getByRole('alert').textContent).toContain('Cep inválido');
    expect(stores.snack.style).toBe('error');
  });

  it('waits while hovered and counts 5000 ms again after the pointer leaves', async () => {
    const stores = renderSnackbar();
    await act(async () => showSnack(stores.snack, { text: 'Olá', style: 'info' }));
    await act(async () => void fireEvent.mouseEnter(screen.getByText('Olá').parentElement!));
    await act(async () => vi.advanceTimersByTime(20000));
    expect(screen.queryByText('Olá')).not.toBeNull();
    await act(async () => void fireEvent.mouseLeave(screen.getByText('Olá').parentElement!));
    await act(async () => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Olá')).toBeNull();
  });

  it('restarts the 5000 ms for each new snack', async () => {
    const stores = renderSnackbar();
    await act(async () => showSnack(stores.snack, { text: 'Primeiro', style: 'info' }));
    await act(async () => vi.advanceTimersByTime(4000));
    await act(async () => showSnack(stores.snack, { text: 'Segundo', style: 'info' }));
    await act(async () => vi.advanceTimersByTime(4000));
    expect(screen.queryByText('Segundo')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Segundo')).toBeNull();
  });

  it('closes on a swipe of more than 50 px, not on a shorter one', async () => {
    const stores = renderSnackbar();
    await act(async () => showSnack(stores.snack, { text: 'Arraste', style: 'info' }));
    const snack = screen.getByText('Arraste').parentElement!;
    await act(async () => void fireEvent.pointerDown(snack, { clientX: 100 }));
    await act(async () => void fireEvent.pointerUp(snack, { clientX: 150 }));
    expect(screen.queryByText('Arraste')).not.toBeNull();
    await act(async () => void fireEvent.pointerDown(snack, { clientX: 100 }));
    await act(async () => void fireEvent.pointerUp(snack, { clientX: 151 }));
    expect(screen.queryByText('Arraste')).toBeNull();
  });

  it('closes with its "X" button', async () => {
    const stores = renderSnackbar();
    await act(async () => showSnack(stores.snack, { text: 'Fechar-me', style: 'warning' }));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Fechar' })));
    expect(screen.queryByText('Fechar-me')).toBeNull();
    expect(stores.snack.open).toBe(false);
  });
});
