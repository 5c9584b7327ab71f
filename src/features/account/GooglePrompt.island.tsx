import type { HydrateStrategy } from '../../core/islands/island-marker.tsx';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { googleClientId, initializeGoogleIdentity } from './browser/google/google-identity-services.ts';
import { useStores } from '../../stores/StoresContext.tsx';

/** Google's automatic prompt on /momentos when nobody is logged in (spec §2/§4), once the page is idle. */
export const hydrate: HydrateStrategy = 'idle';

/**
 * spec §2/§4 "Google login": the automatic sign-in prompt on /momentos (where / and /home land)
 * when nobody is logged in; the header renders this island only then, or when the page does not
 * know (a shared page), and the island waits until the browser does. Renders nothing itself:
 * Google shows its own prompt. Without a client id it does nothing; a script that cannot load is
 * logged by the loader (spec §8).
 */
export default function GooglePrompt() {
  const stores = useStores();
  // a page shared among visitors renders this for everyone: a signed-in shopper is not prompted
  const { status } = useSnapshot(stores.auth);
  useEffect(() => {
    const clientId = googleClientId();
    if (!clientId || status !== 'anonymous') return;
    let live = true;
    initializeGoogleIdentity(clientId, (credential) => {
      void import('./browser/google/google-sign-in.ts').then(({ signInWithGoogle }) => signInWithGoogle(stores, credential));
    })
      .then((google) => {
        if (live) google.prompt();
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [stores, status]);
  return null;
}
