// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showSnack, type SnackInput } from '../../core/stores/snack-store.ts';
import type { Stores } from '../../stores/stores.ts';
import { renderWithStores, resetAfterComponentTest } from '../../test-support/render-with-stores.tsx';
import Snackbar from './Snackbar.island.tsx';

/** Renders the snackbar and shows this snack in it. */
async function showing(input: SnackInput): Promise<Stores> {
  const stores = renderWithStores(<Snackbar />);
  await act(async () => showSnack(stores.snack, input));
  return stores;
}

const elapse = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

/** A horizontal swipe on the snack, from one x to another. */
async function swipe(snack: HTMLElement, fromX: number, toX: number) {
  await act(async () => void fireEvent.pointerDown(snack, { clientX: fromX }));
  await act(async () => void fireEvent.pointerUp(snack, { clientX: toX }));
}

describe('Snackbar (spec §4: 5000 ms, pause on hover, swipe over 50 px)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(resetAfterComponentTest);

  it('shows the text with its style and closes itself after 5000 ms, not before', async () => {
    await showing({ text: 'Produto adicionado ao carrinho', style: 'success' });
    expect(screen.getByText('Produto adicionado ao carrinho')).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    await elapse(4999);
    expect(screen.queryByText('Produto adicionado ao carrinho')).not.toBeNull();
    await elapse(1);
    expect(screen.queryByText('Produto adicionado ao carrinho')).toBeNull();
  });

  it('defaults to the error style, announced as an alert', async () => {
    const stores = await showing({ text: 'Cep inválido' });
    expect(screen.getByRole('alert').textContent).toContain('Cep inválido');
    expect(stores.snack.style).toBe('error');
  });

  it('waits while hovered and counts 5000 ms again after the pointer leaves', async () => {
    await showing({ text: 'Olá', style: 'info' });
    await act(async () => void fireEvent.mouseEnter(screen.getByText('Olá').parentElement!));
    await elapse(20000);
    expect(screen.queryByText('Olá')).not.toBeNull();
    await act(async () => void fireEvent.mouseLeave(screen.getByText('Olá').parentElement!));
    await elapse(5000);
    expect(screen.queryByText('Olá')).toBeNull();
  });

  it('restarts the 5000 ms for each new snack', async () => {
    const stores = await showing({ text: 'Primeiro', style: 'info' });
    await elapse(4000);
    await act(async () => showSnack(stores.snack, { text: 'Segundo', style: 'info' }));
    await elapse(4000);
    expect(screen.queryByText('Segundo')).not.toBeNull();
    await elapse(1000);
    expect(screen.queryByText('Segundo')).toBeNull();
  });

  it('closes on a swipe of more than 50 px, not on a shorter one', async () => {
    await showing({ text: 'Arraste', style: 'info' });
    const snack = screen.getByText('Arraste').parentElement!;
    await swipe(snack, 100, 150);
    expect(screen.queryByText('Arraste')).not.toBeNull();
    await swipe(snack, 100, 151);
    expect(screen.queryByText('Arraste')).toBeNull();
  });

  it('closes with its "X" button', async () => {
    const stores = await showing({ text: 'Fechar-me', style: 'warning' });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Fechar' })));
    expect(screen.queryByText('Fechar-me')).toBeNull();
    expect(stores.snack.open).toBe(false);
  });
});
