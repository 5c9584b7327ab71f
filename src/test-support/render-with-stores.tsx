import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createStores, type Stores } from '../stores/stores.ts';
import { StoresProvider } from '../stores/StoresContext.tsx';

/**
 * Renders a component as a page does, inside the stores every island shares, and answers those
 * stores so a test can drive and read them. Pass stores to prepare them before the first render.
 */
export function renderWithStores(ui: ReactNode, stores: Stores = createStores()): Stores {
  render(<StoresProvider stores={stores}>{ui}</StoresProvider>);
  return stores;
}

/**
 * For `afterEach` of a component test: unmounts what it rendered and undoes the fake timers and
 * stubbed globals (fetch, location…) it may have used, so the next test starts clean. Each step
 * does nothing when the test did not need it.
 */
export function resetAfterComponentTest(): void {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
}
