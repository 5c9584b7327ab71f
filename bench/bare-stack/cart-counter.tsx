/** @jsxRuntime automatic @jsxImportSource react */
// The pragma: wrangler's esbuild finds no JSX setting (the root tsconfig.json only references others) and would call React.createElement.
import { proxy, useSnapshot } from 'valtio';

/**
 * The bare page's one island: a cart counter backed by a Valtio store, the shop's state library,
 * so the client bundle carries what an island of the shop needs (React, react-dom, Valtio) and no more.
 */
const cart = proxy({ count: 0 });

export function CartCounter() {
  const snapshot = useSnapshot(cart);
  return (
    <button type="button" className="carrinho" onClick={() => (cart.count += 1)}>
      Carrinho ({snapshot.count})
    </button>
  );
}

/** Where the server puts the island and the browser finds it again. */
export const CART_ROOT_ID = 'carrinho';
