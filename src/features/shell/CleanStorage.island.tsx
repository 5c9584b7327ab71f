import { useEffect, useState } from 'react';
import { COOKIES } from '../../core/constants.ts';
import { clearLocalData } from './local-data.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { ROUTES } from '../../core/routes.ts';
import { setCartItems } from '../cart/index.ts';
import { useStores } from '../../stores/StoresContext.tsx';

/** How long the page stays before returning home, so the shopper can read what happened. */
export const RETURN_HOME_DELAY_MS = 5000;

async function clearCaches(): Promise<void> {
  if (!('caches' in window)) return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}

/**
 * /CleanStorage: clears the shop's local data and offline caches on arrival (keeping the cart:
 * DECISIONS 3), says so, and returns home. Emptying the cart is a separate, explicit choice.
 */
export default function CleanStorage() {
  const { cart } = useStores();
  const [state, setState] = useState<'working' | 'done' | 'cartEmptied'>('working');

  useEffect(() => {
    clearLocalData(window.localStorage, { keepCart: true });
    window.sessionStorage.clear();
    void clearCaches().finally(() => setState('done'));
    const timer = window.setTimeout(() => window.location.assign(ROUTES.occasions), RETURN_HOME_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const emptyCart = () => {
    setCartItems(cart, []);
    clearLocalData(window.localStorage, { keepCart: false });
    document.cookie = `${COOKIES.cartId.name}=; Max-Age=0; Path=/; SameSite=Lax`;
    setState('cartEmptied');
    window.location.assign(ROUTES.occasions);
  };

  return (
    <div>
      <p role="status">
        {state === 'working' ? MESSAGES.cleanStorageWorking : state === 'done' ? MESSAGES.cleanStorageDone : MESSAGES.cleanStorageCartEmptied}
      </p>
      <p>{MESSAGES.cleanStorageReturning}</p>
      <p>
        <button type="button" onClick={emptyCart} disabled={state === 'cartEmptied'}>
          {MESSAGES.cleanStorageEmptyCart}
        </button>{' '}
        <a href={ROUTES.occasions}>{MESSAGES.backToStore}</a>
      </p>
      <noscript>{MESSAGES.cleanStorageNeedsJs}</noscript>
    </div>
  );
}
