// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartWine } from '../../contracts/cart-item.ts';
import { createStores } from '../../stores/stores.ts';
import { StoresProvider } from '../../stores/StoresContext.tsx';
import { addToCartButtonPropsSchema as propsSchema } from '../../contracts/island-props.ts';
import AddToCartButton from './AddToCartButton.island.tsx';

const wine: CartWine = {
  id: 7,
  name: 'Malbec Reserva',
  wake_product_id: 7,
  wake_wine_id: 1007,
  sku: 'SKU-7',
  price: 89.9,
  stock: 0,
  url_media: '/media/wines/7.svg',
};

describe('AddToCartButton', () => {
  afterEach(cleanup);

  it('takes its props as public JSON checked by a schema', () => {
    expect(propsSchema.safeParse({ wine }).success).toBe(true);
    expect(propsSchema.safeParse({ wine: { ...wine, wake_wine_id: 'x' } }).success).toBe(false);
  });

  it('is named after its visible text, then the wine (WCAG 2.5.3 Label in Name)', () => {
    render(
      <StoresProvider stores={createStores()}>
        <AddToCartButton wine={wine} />
      </StoresProvider>,
    );
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('Adicionar ao carrinho');
    expect(button.getAttribute('aria-label')).toBe('Adicionar ao carrinho: Malbec Reserva');
  });

  it('is disabled while the cart is busy', async () => {
    const stores = createStores();
    render(
      <StoresProvider stores={stores}>
        <AddToCartButton wine={wine} />
      </StoresProvider>,
    );
    const button = screen.getByRole('button', { name: 'Adicionar ao carrinho: Malbec Reserva' });
    expect(button.getAttribute('aria-disabled')).toBe('false');
    await act(async () => void (stores.cart.loading = true));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await act(async () => void fireEvent.click(button));
    expect(stores.snack.open).toBe(false); // ignored while busy
  });

  it('says "Produto indisponivel" and adds nothing for a wine without stock', async () => {
    const stores = createStores();
    render(
      <StoresProvider stores={stores}>
        <AddToCartButton wine={wine} />
      </StoresProvider>,
    );
    await act(async () => void fireEvent.click(screen.getByRole('button')));
    await waitFor(() => expect(stores.snack.text).toBe('Produto indisponivel'));
    expect(stores.snack.style).toBe('error');
    expect(stores.cart.items).toEqual([]);
  });
});
