// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setCartItems } from './cart-store.ts';
import { renderWithStores } from '../../test-support/render-with-stores.tsx';
import { cartItem } from '../../test-support/wines.ts';
import CartButton from './CartButton.island.tsx';

const wine = (id: number) => cartItem(id, 3);

describe('CartButton', () => {
  afterEach(cleanup);

  it('shows no badge for an empty cart and counts distinct wines when the store changes', async () => {
    const stores = renderWithStores(<CartButton />);
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    expect(screen.getByRole('button').getAttribute('aria-label')).toBe('Abrir carrinho, vazio');

    await act(async () => setCartItems(stores.cart, [wine(1), wine(2)]));
    expect(screen.getByTestId('cart-badge').textContent).toBe('2'); // lines, not bottles (3 + 3)
    expect(screen.getByRole('button').getAttribute('aria-label')).toBe('Abrir carrinho, 2 vinhos');
  });

  it('opens and closes the cart from the button', async () => {
    const stores = renderWithStores(<CartButton />);
    await act(async () => screen.getByRole('button').click());
    expect(stores.cart.open).toBe(true);
    expect(screen.getByRole('button').getAttribute('aria-expanded')).toBe('true');
  });
});
