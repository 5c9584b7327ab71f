import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../test-support/fake-cart-env.ts';
import { setAuthUser } from '../../account/auth-store.ts';
import { createStores } from '../../../stores/stores.ts';
import { startCartLink } from './cart-link.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a cart a logged-in customer starts is linked to their record (spec §4 "Login")', () => {
  it('links each new cart once, only while a customer is logged in', async () => {
    const stores = createStores();
    const storage = new MemoryStorage();
    const linked: string[] = [];
    const associated: string[] = [];
    const stop = startCartLink(stores, { storage, link: async (id) => void linked.push(id), associate: async (id) => void associated.push(id) });

    stores.cart.checkoutId = 'carrinho-anonimo';
    await flush();
    expect(linked).toEqual([]);

    setAuthUser(stores.auth, { customerName: 'Ana Souza', firstName: 'Ana' });
    await flush();
    expect(linked).toEqual(['carrinho-anonimo']);

    stores.cart.items = [];
    await flush();
    stores.cart.checkoutId = 'carrinho-novo';
    await flush();
    await flush();
    expect(linked).toEqual(['carrinho-anonimo', 'carrinho-novo']);
    expect(associated).toEqual(linked);
    expect(storage.getItem('linkedCartId')).toBe('carrinho-novo');
    stop();
  });
});
