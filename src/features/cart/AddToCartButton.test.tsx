// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addToCartButtonPropsSchema as propsSchema } from '../../contracts/island-props.ts';
import { renderWithStores } from '../../test-support/render-with-stores.tsx';
import { cartWine } from '../../test-support/wines.ts';
import AddToCartButton from './AddToCartButton.island.tsx';

const wine = cartWine(7, { name: 'Malbec Reserva', price: 89.9, stock: 0 });

describe('AddToCartButton', () => {
  afterEach(cleanup);

  it('takes its props as public JSON checked by a schema', () => {
    expect(propsSchema.safeParse({ wine }).success).toBe(true);
    expect(propsSchema.safeParse({ wine: { ...wine, wake_wine_id: 'x' } }).success).toBe(false);
  });

  it('is named after its visible text, then the wine (WCAG 2.5.3 Label in Name)', () => {
    renderWithStores(<AddToCartButton wine={wine} />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('Adicionar ao carrinho');
    expect(button.getAttribute('aria-label')).toBe('Adicionar ao carrinho: Malbec Reserva');
  });

  it('is disabled while the cart is busy', async () => {
    const stores = renderWithStores(<AddToCartButton wine={wine} />);
    const button = screen.getByRole('button', { name: 'Adicionar ao carrinho: Malbec Reserva' });
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    await act(async () => void (stores.cart.loading = true));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await act(async () => void fireEvent.click(button));
    expect(stores.snack.open).toBe(false); // ignored while busy
  });

  it('says "Produto indisponivel" and adds nothing for a wine without stock', async () => {
    const stores = renderWithStores(<AddToCartButton wine={wine} />);
    await act(async () => void fireEvent.click(screen.getByRole('button')));
    await waitFor(() => expect(stores.snack.text).toBe('Produto indisponivel'));
    expect(stores.snack.style).toBe('error');
    expect(stores.cart.items).toEqual([]);
  });
});
