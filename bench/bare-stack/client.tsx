/**
 * The bare page's browser entry (built by bench/bare-stack/build-client.ts): hydrates the one
 * island the server rendered, as the shop hydrates its islands, with the stylesheet beside it.
 */
import { hydrateRoot } from 'react-dom/client';
import { CART_ROOT_ID, CartCounter } from './cart-counter.tsx';
import './bare.css';

const root = document.getElementById(CART_ROOT_ID);
if (root) hydrateRoot(root, <CartCounter />);
