// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from '../../contracts/cart-item.ts';
import { setCartItems } from './cart-store.ts';
import { createStores } from '../../stores/stores.ts';
import { StoresProvider } from '../../stores/StoresContext.tsx';
import CartButton from './CartButton.island.tsx';

const wine = (id: number): CartItem => ({
  id,
  name: `Vinho ${id}`,
  wake_product_id: id,
  wake_wine_id: 1000 + id,
  sku: `SKU-${id}`,
  price: 50,
  quantity: 3,
  stock: 10,
  url_media: '',
});

describe('CartButton', () => {
  afterEach(cleanup);

  it('shows no badge for an empty cart and counts distinct wines when the store changes', async () => {
    const stores = createStores();
    render(
      <StoresProvider stores={stores}>
        <CartButton />
      </StoresProvider>,
    );
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    expect(screen.getByRole('button').getAttribute('aria-label')).toBe('Abrir carrinho, vazio');

    await act(async () => setCartItems(stores.cart, [wine(1), wine(2)]));
    expect(screen.getByTestId('cart-badge').textContent).toBe('2'); // lines, not bottles (3 + 3)
    expect(screen.getByRole('button').getAttribute('aria-label')).toBe('Abrir carrinho, 2 vinhos');
  });

  it('opens and closes the cart from the button', async () => {
    const stores = createStores();
    render(
      <StoresProvider stores={stores}>
        <CartButton />
      </StoresProvider>,
    );
    await act(async () => screen.getByRole('button').click());
    expect(stores.cart.open).toBe(true);
    expect(screen.getByRole('button').getAttribute('aria-expanded')).toBe('true');
  });
});
