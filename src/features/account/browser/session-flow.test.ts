import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../test-support/fake-cart-env.ts';
import type { LoginResult } from '../../../contracts/auth.ts';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { createStores } from '../../../stores/stores.ts';
import type { CartAdoption } from '../../cart/browser/cart-adoption.ts';
import { completeLogin, logoutAndReload, type SessionFlowDeps } from './session-flow.ts';

function fakeDeps(adoption: CartAdoption = 'kept', logout: () => Promise<unknown> = async () => ({})) {
  const storage = new MemoryStorage();
  const session = new MemoryStorage();
  const cookies: string[] = [];
  const deps: SessionFlowDeps = {
    adoptCart: vi.fn(async () => adoption),
    mergeFavorites: vi.fn(async () => true),
    resetCaches: vi.fn(async () => undefined),
    logout: vi.fn(logout),
    memory: { storage, cookies: { read: () => '', write: (cookie) => void cookies.push(cookie) }, secure: true },
    session,
    navigate: vi.fn(),
    reload: vi.fn(),
  };
  return { deps, storage, session, cookies };
}

const result = (over: Partial<LoginResult> = {}): LoginResult => ({
  status: 'authenticated',
  customerName: 'Ana Souza',
  firstName: 'Ana',
  savedCartId: null,
  redirectTo: '/momentos',
  ...over,
});

describe('after login (spec §4 "Login")', () => {
  it('merges the cart and favourites, resets the personal caches, greets, and goes on with the success snack', async () => {
    const stores = createStores();
    const { deps, session } = fakeDeps('adopted');
    await completeLogin(stores, result({ savedCartId: 'abc' }), deps);
    expect(deps.adoptCart).toHaveBeenCalledWith(stores, 'abc');
    expect(deps.mergeFavorites).toHaveBeenCalled();
    expect(deps.resetCaches).toHaveBeenCalled();
    expect(stores.auth).toMatchObject({ status: 'customer', user: { firstName: 'Ana' } });
    expect(JSON.parse(session.getItem('flashSnack') ?? 'null')).toEqual({ text: MESSAGES.loginSuccess, style: 'success' });
    expect(deps.navigate).toHaveBeenCalledWith('/momentos');
  });

  it('tells the shopper when the carts were merged (DECISIONS 2)', async () => {
    const { deps, session } = fakeDeps('merged');
    await completeLogin(createStores(), result(), deps);
    expect(JSON.parse(session.getItem('flashSnack') ?? 'null')).toEqual({ title: MESSAGES.loginSuccess, text: MESSAGES.cartMerged, style: 'success' });
  });

  it('still logs in when the cart cannot be merged', async () => {
    const { deps } = fakeDeps();
    deps.adoptCart = vi.fn(async () => {
      throw new Error('offline');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await completeLogin(createStores(), result(), deps);
    expect(deps.navigate).toHaveBeenCalledWith('/momentos');
    warn.mockRestore();
  });

  it('queues no snack for the checkout hand-off, which leaves the site', async () => {
    const { deps, session } = fakeDeps();
    await completeLogin(createStores(), result({ redirectTo: '/auth/checkout?redirectUrl=x' }), deps);
    expect(session.getItem('flashSnack')).toBeNull();
    expect(deps.navigate).toHaveBeenCalledWith('/auth/checkout?redirectUrl=x');
  });

  it('sends a Google sign-in of type NEW to /register/partial, touching nothing else (DECISIONS 6)', async () => {
    const { deps } = fakeDeps();
    await completeLogin(createStores(), result({ status: 'partial', redirectTo: '/register/partial' }), deps);
    expect(deps.navigate).toHaveBeenCalledWith('/register/partial');
    expect(deps.adoptCart).not.toHaveBeenCalled();
  });
});

describe('logout (spec §4 "Logout removes token and legacy token and reloads the page")', () => {
  it('forgets the cart this browser kept for the customer, resets the caches and reloads', async () => {
    const stores = createStores();
    stores.auth.status = 'customer';
    const { deps, storage, cookies } = fakeDeps();
    for (const key of ['wine', 'cart-id', 'metaDataCheckout', 'linkedCartId', 'allowAccess']) storage.setItem(key, 'x');
    await logoutAndReload(stores, deps);
    expect(['wine', 'cart-id', 'metaDataCheckout', 'linkedCartId'].map((key) => storage.getItem(key))).toEqual([null, null, null, null]);
    expect(storage.getItem('allowAccess')).toBe('x'); // the 18+ answer is not personal to the account
    expect(cookies.at(-1)).toMatch(/^cart-id=; .*Max-Age=0/);
    expect(deps.resetCaches).toHaveBeenCalled();
    expect(stores.auth.status).toBe('anonymous');
    expect(deps.reload).toHaveBeenCalled();
  });

  it('says so, and stays, when the edge could not log out', async () => {
    const stores = createStores();
    const { deps, storage } = fakeDeps('kept', async () => {
      throw new Error('offline');
    });
    storage.setItem('wine', '[]');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await logoutAndReload(stores, deps);
    expect(stores.snack).toMatchObject({ open: true, text: MESSAGES.logoutFailed });
    expect(storage.getItem('wine')).toBe('[]');
    expect(deps.reload).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
