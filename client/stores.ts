import { createStores } from '../src/stores/stores.ts';

/** The browser's one set of stores, shared by every island root on the page. */
export const stores = createStores();
