import { useEffect } from 'react';
import type { HydrateStrategy } from '../../core/islands/island-marker.tsx';
import type { CartPermalinkProps } from '../../contracts/island-props.ts';
import { ISLAND_ATTRS } from '../../core/constants.ts';
import { useStores } from '../../stores/StoresContext.tsx';

/** The page's purpose: it starts with the page (its own chunk, on this page only; the cart's code follows on demand). */
export const hydrate: HydrateStrategy = 'load';

/**
 * The stored cart is read into the store once every island is up (client/main.ts marks <html>
 * then): the link's wines join that cart, never an empty one that would replace it.
 */
function whenPageHydrated(root: HTMLElement = document.documentElement): Promise<void> {
  if (root.hasAttribute(ISLAND_ATTRS.hydrated)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute(ISLAND_ATTRS.hydrated)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: [ISLAND_ATTRS.hydrated] });
  });
}

/**
 * A cart link's wines (docs/assistants.md "Permalink"), put in this browser's cart on arrival; the
 * drawer then shows them. Renders nothing: the page around it lists the link's wines for reading.
 */
export default function CartPermalink(link: CartPermalinkProps) {
  const stores = useStores();
  useEffect(() => {
    // the query as the link brought it (its coupon), before the address becomes `/`
    const search = window.location.search;
    void whenPageHydrated()
      .then(() => import('./browser/cart-permalink-actions.ts'))
      .then(({ openCartPermalink }) =>
        openCartPermalink(stores, link, { search, replaceAddress: (path) => window.history.replaceState(window.history.state, '', path) }),
      )
      .catch((error: unknown) => console.warn('cart: the link could not be applied', error));
  }, [stores, link]);
  return null;
}
