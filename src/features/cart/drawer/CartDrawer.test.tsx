// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartService } from '../browser/cart-service.ts';
import { fakeCartEnv, wine } from '../../../test-support/fake-cart-env.ts';
import type { CartItem } from '../../../contracts/cart-item.ts';
import { createStores, type Stores } from '../../../stores/stores.ts';
import { renderWithStores } from '../../../test-support/render-with-stores.tsx';
import CartButton from '../CartButton.island.tsx';

const item = (id: number, over: Partial<CartItem> = {}): CartItem => ({ ...wine(id), price: 1234.5, quantity: 1, ...over });

async function openDrawer(items: CartItem[], pixDiscountPercent = 0): Promise<Stores> {
  const stores = createStores();
  cartService(stores, fakeCartEnv().env);
  stores.cart.items = items;
  stores.checkout.pixDiscountPercent = pixDiscountPercent;
  renderWithStores(<CartButton />, stores);
  const opener = screen.getByRole('button', { name: /Abrir carrinho/ });
  opener.focus();
  await act(async () => void fireEvent.click(opener));
  const drawer = await screen.findByRole('dialog', {}, { timeout: 5000 }); // the drawer's chunk loads on first open
  // drawn before its effects run (focus moved in, Esc listened to): its focus inside says they ran
  await vi.waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true), { timeout: 5000 });
  return stores;
}

describe('cart drawer (spec §2)', () => {
  afterEach(cleanup);

  it('shows "Carrinho Vazio" and disables "Finalizar Compra" when empty', async () => {
    await openDrawer([]);
    const drawer = screen.getByRole('dialog', { name: 'Carrinho (0)' });
    expect(within(drawer).getByText('Carrinho Vazio')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Finalizar Compra' }).hasAttribute('disabled')).toBe(true);
    expect(within(drawer).getByRole('link', { name: 'Continuar Comprando' }).getAttribute('href')).toBe('/home');
    expect(within(drawer).getByText('Venda e entrega somente a maiores de 18 anos.')).toBeTruthy();
  });

  it('lists each wine with its link, quantity and line total in R$, and the subtotal and total', async () => {
    await openDrawer([item(1, { name: 'Malbec Reserva', quantity: 2 }), item(2, { name: 'Rosé Provence', stock: 0, price: 10 })]);
    const drawer = screen.getByRole('dialog', { name: 'Carrinho (2)' });
    expect(within(drawer).getByRole('link', { name: 'Malbec Reserva' }).getAttribute('href')).toBe('/produto/malbec-reserva-1');
    expect(
      within(drawer)
        .getAllByTestId('cart-line-total')
        .map((cell) => cell.textContent),
    ).toEqual(['R$ 2.469,00', 'R$ 10,00']);
    expect(within(drawer).getByTestId('cart-subtotal').textContent).toBe('R$ 2.479,00');
    expect(within(drawer).getByTestId('cart-total').textContent).toBe('R$ 2.479,00');
    expect(within(drawer).getAllByText('Temporariamente indisponível')).toHaveLength(1);
    expect(within(drawer).getByRole('button', { name: 'Aumentar a quantidade de Rosé Provence' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the total paid with Pix under the total when the shop gives a Pix discount, and none without one', async () => {
    await openDrawer([item(1, { price: 100, quantity: 2 })], 5);
    expect(within(screen.getByRole('dialog')).getByTestId('cart-pix-total').textContent).toBe('R$ 190,00 no Pix');
    cleanup();
    await openDrawer([item(1, { price: 100, quantity: 2 })], 0);
    expect(within(screen.getByRole('dialog')).queryByTestId('cart-pix-total')).toBeNull();
  });

  it('falls back to the placeholder wine image when an image fails', async () => {
    await openDrawer([item(1, { url_media: '/media/wines/quebrada.svg' })]);
    const image = screen.getByRole('dialog').querySelector('img')!;
    await act(async () => void fireEvent.error(image));
    expect(image.getAttribute('src')).toBe('/wine-placeholder.svg');
  });

  it('locks the page scroll, closes on Esc and returns focus to the cart button', async () => {
    await openDrawer([item(1)]);
    expect(document.documentElement.className).not.toBe('');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Fechar carrinho');
    await act(async () => void fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.className).toBe('');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/Abrir carrinho/);
  });

  it('keeps Tab inside the drawer', async () => {
    await openDrawer([item(1)]);
    const drawer = screen.getByRole('dialog');
    const last = within(drawer).getByRole('link', { name: 'Continuar Comprando' });
    last.focus();
    await act(async () => void fireEvent.keyDown(last, { key: 'Tab' }));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Fechar carrinho');
    await act(async () => void fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true }));
    expect(document.activeElement).toBe(last);
  });

  it('dims the items and shows a spinner while busy, and offers a retry after a failed sync', async () => {
    const stores = await openDrawer([item(1)]);
    await act(async () => {
      stores.cart.loading = true;
      stores.checkout.syncFailed = true;
    });
    expect(screen.getByRole('list', { name: 'Vinhos no carrinho' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Atualizando o carrinho…');
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('tells, in the drawer, what the shop changed in the cart, once', async () => {
    const stores = await openDrawer([item(1)]);
    await act(async () => {
      stores.checkout.notices = ['Malbec esgotou e saiu do seu carrinho.'];
    });
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Mudanças no seu carrinho');
    expect(within(notice).getByRole('listitem').textContent).toBe('Malbec esgotou e saiu do seu carrinho.');
    await act(async () => void fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }));
    expect(stores.checkout.notices).toEqual([]);
  });

  it('asks before deleting a wine', async () => {
    const stores = await openDrawer([item(1, { name: 'Malbec Reserva' })]);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Remover Malbec Reserva do carrinho' })));
    expect(stores.dialogs.confirm).toMatchObject({ title: 'exclusão', confirmLabel: 'Sim' });
  });

  it('after "Sim" removes a wine, keeps the keyboard in the drawer, on the dialog that says the new count', async () => {
    const stores = await openDrawer([item(1, { name: 'Malbec Reserva' }), item(2, { name: 'Rosé Provence' })]);
    const trash = screen.getByRole('button', { name: 'Remover Malbec Reserva do carrinho' });
    trash.focus();
    await act(async () => void fireEvent.click(trash));
    await act(async () => void stores.dialogs.confirm?.answer(true));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Remover Malbec Reserva do carrinho' })).toBeNull());
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Carrinho (1)' })));
  });
});

describe('shipping calculator (spec §2, §5)', () => {
  afterEach(cleanup);

  it('masks the CEP, says "Cep inválido", quotes on Enter and shows pickup, deadlines and free-shipping progress', async () => {
    // the fake service charges R$ 50,00 a bottle: the drawer takes the service's price once synced
    const stores = await openDrawer([item(1, { price: 50 })]);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Calcular frete' })));
    const input = screen.getByLabelText('CEP') as HTMLInputElement;
    expect(input.maxLength).toBe(9);
    await act(async () => void fireEvent.change(input, { target: { value: '0131' } }));
    await act(async () => void fireEvent.submit(input.form!));
    expect(await screen.findByText('Cep inválido')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');

    await act(async () => void fireEvent.change(input, { target: { value: '01310a100' } }));
    expect(input.value).toBe('01310-100');
    await act(async () => void fireEvent.submit(input.form!));
    const options = await screen.findByRole('group', { name: 'Opções de entrega para 01310-100' });
    expect(within(options).getByText('Retirada na loja')).toBeTruthy();
    expect(within(options).getByText('até 2 dias úteis')).toBeTruthy();
    expect(screen.getByText('Faltam R$ 50,00 para o frete grátis')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progresso até o frete grátis' }).getAttribute('value')).toBe('50');

    await act(async () => void fireEvent.click(within(options).getByRole('radio', { name: /Entrega Padrão/ })));
    await screen.findByTestId('cart-shipping');
    expect(screen.getByTestId('cart-total').textContent).toBe('R$ 62,90');
    expect(stores.checkout.summary?.shippingFee).toBe(12.9);

    // A CEP typed afterwards and refused: the options stay, named by the CEP they are for.
    await act(async () => void fireEvent.change(input, { target: { value: '2222' } }));
    await act(async () => void fireEvent.submit(input.form!));
    expect(await screen.findByText('Cep inválido')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Opções de entrega para 01310-100' })).toBeTruthy();
  });

  it('shows no free-shipping progress for a CEP outside the South and Southeast', async () => {
    await openDrawer([item(1, { price: 59.9 })]);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Calcular frete' })));
    const input = screen.getByLabelText('CEP');
    await act(async () => void fireEvent.change(input, { target: { value: '40010000' } }));
    await act(async () => void fireEvent.submit((input as HTMLInputElement).form!));
    await screen.findByRole('group', { name: 'Opções de entrega para 40010-000' });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
