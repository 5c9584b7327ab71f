// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askConfirmation, showFeedback } from '../../core/stores/dialog-store.ts';
import { renderWithStores, resetAfterComponentTest } from '../../test-support/render-with-stores.tsx';
import Dialogs from './Dialogs.island.tsx';

const renderDialogs = () => renderWithStores(<Dialogs />);

describe('confirm dialog (spec §2)', () => {
  afterEach(cleanup);

  it("shows title, text, extra text and the caller's label, and answers true on confirm", async () => {
    const stores = renderDialogs();
    let answer: Promise<boolean> = Promise.resolve(false);
    await act(async () => {
      answer = askConfirmation(stores.dialogs, {
        title: 'exclusão',
        text: 'Remover Malbec Reserva do carrinho?',
        extraText: 'Você pode adicioná-lo de novo depois.',
        confirmLabel: 'Sim',
        showNo: true,
      });
    });
    expect(screen.getByRole('heading', { name: 'exclusão' })).toBeTruthy();
    expect(screen.getByText('Você pode adicioná-lo de novo depois.')).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Sim' })));
    await expect(answer).resolves.toBe(true);
    expect(stores.dialogs.confirm).toBeNull();
  });

  it('answers false on "Não"', async () => {
    const stores = renderDialogs();
    let answer: Promise<boolean> = Promise.resolve(true);
    await act(async () => {
      answer = askConfirmation(stores.dialogs, { title: 't', text: 'x', confirmLabel: 'Sim', showNo: true });
    });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Não' })));
    await expect(answer).resolves.toBe(false);
  });

  it('offers no "Não" unless asked, and then Esc does not dismiss it (persistent)', async () => {
    const stores = renderDialogs();
    await act(async () => {
      void askConfirmation(stores.dialogs, { title: 't', text: 'x', confirmLabel: 'Entendi' });
    });
    expect(screen.queryByRole('button', { name: 'Não' })).toBeNull();
    const dialog = document.querySelector('dialog')!;
    await act(async () => void fireEvent(dialog, new Event('cancel', { cancelable: true })));
    expect(stores.dialogs.confirm).not.toBeNull();
  });
});

describe('feedback modal (spec §2)', () => {
  afterEach(resetAfterComponentTest);

  it('shows title and text; "Ok" closes it and goes to /login', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const stores = renderDialogs();
    await act(async () => showFeedback(stores.dialogs, { title: 'Sessão expirada', text: 'Entre novamente.' }));
    expect(screen.getByRole('heading', { name: 'Sessão expirada' })).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Ok' })));
    expect(stores.dialogs.feedback).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });
});
