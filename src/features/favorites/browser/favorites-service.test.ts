import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../test-support/fake-cart-env.ts';
import type { FavoritesAnswer, FavoritesChange } from '../../../contracts/favorites.ts';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { createStores } from '../../../stores/stores.ts';
import { loadFavorites, mergeLocalFavorites, toggleFavorite, type FavoritesEnv } from './favorites-service.ts';

function fakeEnv(answer: (change?: FavoritesChange) => FavoritesAnswer | Promise<FavoritesAnswer>) {
  const storage = new MemoryStorage();
  const changes: FavoritesChange[] = [];
  const read = vi.fn(async () => answer());
  const env: FavoritesEnv = {
    storage,
    api: {
      read,
      change: async (change) => {
        changes.push(change);
        return answer(change);
      },
    },
  };
  return { env, storage, changes, read };
}

describe('favourites', () => {
  it('loads once per page however many hearts ask', async () => {
    const stores = createStores();
    const { env, read } = fakeEnv(() => ({ scope: 'account', wines: [3, 1] }));
    await Promise.all([loadFavorites(stores, env), loadFavorites(stores, env), loadFavorites(stores, env)]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(stores.favorites).toMatchObject({ status: 'ready', scope: 'account', ids: [3, 1] });
  });

  it('keeps an anonymous shopper’s hearts in local storage', async () => {
    const stores = createStores();
    const { env, storage, changes } = fakeEnv(() => ({ scope: 'local', wines: [] }));
    await toggleFavorite(stores, 7, env);
    await toggleFavorite(stores, 8, env);
    expect(JSON.parse(storage.getItem('favorites') ?? '[]')).toEqual([8, 7]);
    await toggleFavorite(stores, 7, env);
    expect(JSON.parse(storage.getItem('favorites') ?? '[]')).toEqual([8]);
    expect(changes).toEqual([]);
  });

  it('saves a customer’s hearts in the account', async () => {
    const stores = createStores();
    let wines = [1];
    const { env, changes, storage } = fakeEnv((change) => {
      wines = [...(change?.add ?? []).map(Number), ...wines.filter((id) => !(change?.remove ?? []).map(Number).includes(id))];
      return { scope: 'account', wines };
    });
    await toggleFavorite(stores, 2, env);
    await toggleFavorite(stores, 1, env);
    expect(changes).toEqual([{ add: [2] }, { remove: [1] }]);
    expect(stores.favorites.ids).toEqual([2]);
    expect(storage.getItem('favorites')).toBeNull();
  });

  it('undoes a change the account could not save, and says so', async () => {
    const stores = createStores();
    const { env } = fakeEnv((change) => {
      if (change) throw new Error('offline');
      return { scope: 'account', wines: [1] };
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await toggleFavorite(stores, 2, env);
    expect(stores.favorites.ids).toEqual([1]);
    expect(stores.snack).toMatchObject({ open: true, style: 'error', text: MESSAGES.favoriteFailed });
    warn.mockRestore();
  });

  it('on login, moves this browser’s hearts into the account; keeps them when the backend keeps none (hosted mode)', async () => {
    const account = fakeEnv((change) => ({ scope: 'account', wines: (change?.add ?? []).map(Number) }));
    account.storage.setItem('favorites', '[5,4]');
    expect(await mergeLocalFavorites(account.env)).toBe(true);
    expect(account.changes).toEqual([{ add: [5, 4] }]);
    expect(account.storage.getItem('favorites')).toBeNull();

    const hosted = fakeEnv(() => ({ scope: 'local', wines: [] }));
    hosted.storage.setItem('favorites', '[5]');
    expect(await mergeLocalFavorites(hosted.env)).toBe(false);
    expect(hosted.storage.getItem('favorites')).toBe('[5]');
  });
});
