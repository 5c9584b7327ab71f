// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCartItems } from './cart-store.ts';
import { renderWithStores, resetAfterComponentTest } from '../../test-support/render-with-stores.tsx';
import { cartItem } from '../../test-support/wines.ts';
import CartButton from './CartButton.island.tsx';

const wine = (id: number) => cartItem(id, 3);

describe('CartButton', () => {
  afterEach(resetAfterComponentTest);

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
    // The open drawer reads the shop's Pix discount: answered here, so nothing leaves the test.
    const fetch = vi.fn(async () => Response.json({ pixDiscountPercent: 5 }));
    vi.stubGlobal('fetch', fetch);
    const button = screen.getByRole('button', { name: /Abrir carrinho/ });
    await act(async () => button.click());
    expect(stores.cart.open).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // The drawer's code loads on first use: awaited, so no import outlives the test.
    expect(await screen.findByRole('dialog', {}, { timeout: 5000 })).toBeTruthy();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/shopSettings', expect.anything()));
    await act(async () => button.click());
    expect(stores.cart.open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
