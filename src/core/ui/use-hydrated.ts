import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and on the first render in the browser, true once the island is
 * live: forms that need the island (masks, field checks) keep their submit button disabled until
 * then, so a shopper without JavaScript never sends a half-checked form.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
