import { describe, expect, it } from 'vitest';
import { RequestError } from '../../../core/browser/request.ts';
import { createStores } from '../../../stores/stores.ts';
import { fakeCartEnv, fakeCommerce, wine } from '../../../test-support/fake-cart-env.ts';
import { metadataFor } from '../cart-sync-plan.ts';
import { createCartService } from './cart-service.ts';

/**
 * Where the commerce service takes the whole cart in one call (this shop's own backend), every
 * change of the cart is one call from the browser: nothing is read first, nothing sent in steps.
 */
function setup(options: Parameters<typeof fakeCommerce>[0] = {}) {
  const stores = createStores();
  const fake = fakeCartEnv(fakeCommerce({ ...options, oneCall: true }));
  return { stores, service: createCartService(stores, fake.env), ...fake };
}

describe('the cart in one call', () => {
  it('adds a wine with one call: the first makes the checkout (cart-id and metadata kept), the next ones change it', async () => {
    const { stores, service, storage, commerce } = setup();
    await service.add(wine(1));
    expect(commerce.calls).toEqual(['sync']);
    const id = stores.cart.checkoutId!;
    expect(storage.getItem('cart-id')).toBe(id);
    expect(commerce.checkouts.get(id)?.metadata.get('SKU-1')).toBe(metadataFor(wine(1)).value);
    expect(stores.snack).toMatchObject({ text: 'Produto adicionado ao carrinho', style: 'success' });

    commerce.calls.length = 0;
    await service.add(wine(2));
    expect(commerce.calls).toEqual(['sync']);
    expect(commerce.lines(id)).toEqual({ 1001: 1, 1002: 1 });
    expect(stores.checkout.summary?.total).toBe(100);
  });

  it('removes a wine and its metadata with one call', async () => {
    const { stores, service, commerce } = setup();
    await service.add(wine(1));
    await service.add(wine(2));
    commerce.calls.length = 0;
    await service.remove(stores.cart.items[0]!.id);
    const id = stores.cart.checkoutId!;
    expect(commerce.calls).toEqual(['sync']);
    expect(commerce.lines(id)).toEqual({ 1002: 1 });
    expect([...(commerce.checkouts.get(id)?.metadata.keys() ?? [])]).toEqual(['SKU-2']);
  });

  it('starts a new checkout when the old one was completed, keeping the wine', async () => {
    const { stores, service, commerce } = setup();
    await service.add(wine(1));
    const old = stores.cart.checkoutId!;
    commerce.checkouts.get(old)!.completed = true;
    commerce.calls.length = 0;
    await service.add(wine(2));
    expect(commerce.calls).toEqual(['sync', 'sync']);
    expect(stores.cart.checkoutId).not.toBe(old);
    expect(commerce.lines(stores.cart.checkoutId!)).toEqual({ 1001: 1, 1002: 1 });
  });

  it('goes on in steps when the edge refuses the one call (its GraphQL became a hosted service since the page was made)', async () => {
    const { stores, service, commerce } = setup();
    commerce.failNext('sync', new RequestError('http', 'GraphQL operation CheckoutSync is not allowed from browsers', 403));
    await service.add(wine(1));
    expect(commerce.calls).toEqual(['sync', 'create', 'addMetadata']);
    expect(commerce.lines(stores.cart.checkoutId!)).toEqual({ 1001: 1 });
    expect(stores.checkout.syncFailed).toBe(false);
    commerce.calls.length = 0;
    await service.add(wine(2));
    expect(commerce.calls).not.toContain('sync');
  });

  it('takes out a wine the service has none of, and says so in the drawer', async () => {
    const { stores, service, commerce } = setup({ stock: { 2: 0 } });
    await service.add(wine(1));
    commerce.calls.length = 0;
    await service.add(wine(2));
    expect(stores.cart.items.map((item) => item.id)).toEqual([1]);
    expect(commerce.lines(stores.cart.checkoutId!)).toEqual({ 1001: 1 });
    expect(stores.snack).toMatchObject({ text: 'Produto indisponivel', style: 'error' });
    expect(stores.checkout.notices.at(-1)).toContain(wine(2).name);
    // the refusal, then the cart without the wine
    expect(commerce.calls).toEqual(['sync', 'sync']);
  });
});
