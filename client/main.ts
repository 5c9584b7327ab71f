/**
 * The browser entry: hydrates the islands, then restores what the browser keeps (the cart).
 * Everything else a page needs was rendered by the server.
 */
import { ISLAND_ATTRS } from '../src/constants.ts';
import { startCartPersistence } from './cart-persistence.ts';
import { hydrateIslands } from './hydrate-islands.tsx';
import { stores } from './stores.ts';

function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

async function boot(): Promise<void> {
  // The script runs while the page is still streaming: hydrate what is there now (the shell),
  // then whatever streamed in later (islands inside Suspense boundaries).
  await hydrateIslands(document, stores);
  await documentParsed();
  await hydrateIslands(document, stores);
  startCartPersistence(stores.cart);
  document.documentElement.setAttribute(ISLAND_ATTRS.hydrated, 'true');
}

void boot();
