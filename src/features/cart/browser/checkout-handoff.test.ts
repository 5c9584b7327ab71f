import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStores } from '../../../stores/stores.ts';
import { createCartSync } from './cart-sync.ts';
import { proceedToCheckout } from './checkout-handoff.ts';
import { fakeCartEnv, MemoryStorage, wine } from '../../../test-support/fake-cart-env.ts';

function sessionAnswer(authenticated: boolean) {
  return vi.fn(async () => Response.json({ authenticated, customerName: authenticated ? 'Ana Souza' : null, firstName: authenticated ? 'Ana' : null }));
}

async function cartWithOneWine() {
  const stores = createStores();
  const { env } = fakeCartEnv();
  const cartSync = createCartSync(stores, env);
  stores.cart.items = [{ ...wine(1), quantity: 1 }];
  return { stores, cartSync };
}

describe('"Finalizar Compra" (spec §5 "Checkout requires login")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a logged-out shopper to /login with "Necessário login para continuar!", shown there too', async () => {
    vi.stubGlobal('fetch', sessionAnswer(false));
    const { stores, cartSync } = await cartWithOneWine();
    const assign = vi.fn();
    const session = new MemoryStorage();
    await proceedToCheckout(stores, cartSync, { assign }, session);
    const handoff = '/auth/checkout';
    expect(assign).toHaveBeenCalledWith(`/login?redirectUrl=${encodeURIComponent(handoff)}`);
    expect(stores.snack.text).toBe('Necessário login para continuar!');
    expect(JSON.parse(session.getItem('flashSnack')!)).toEqual({ text: 'Necessário login para continuar!', style: 'warning' });
  });

  it("hands a logged-in shopper to the edge's checkout hand-off for this cart", async () => {
    const fetch = sessionAnswer(true);
    vi.stubGlobal('fetch', fetch);
    const { stores, cartSync } = await cartWithOneWine();
    const assign = vi.fn();
    await proceedToCheckout(stores, cartSync, { assign }, new MemoryStorage());
    expect(fetch).toHaveBeenCalledWith('/auth/session', expect.objectContaining({ credentials: 'same-origin' }));
    expect(assign).toHaveBeenCalledWith('/auth/checkout');
  });

  it('does nothing for an empty cart', async () => {
    const fetch = sessionAnswer(true);
    vi.stubGlobal('fetch', fetch);
    const stores = createStores();
    const assign = vi.fn();
    await proceedToCheckout(stores, createCartSync(stores, fakeCartEnv().env), { assign }, new MemoryStorage());
    expect(fetch).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});
