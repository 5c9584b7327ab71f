import { useEffect } from 'react';
import { googleClientId, initializeGoogleIdentity } from '../account/google/google-identity-services.ts';
import { useStores } from '../stores/StoresContext.tsx';

/**
 * spec §2/§4 "Google login": the automatic sign-in prompt on /momentos (where / and /home land)
 * when nobody is logged in; the header renders this island only then. Renders nothing itself:
 * Google shows its own prompt. Without a client id it does nothing; a script that cannot load is
 * logged by the loader (spec §8).
 */
export default function GooglePrompt() {
  const stores = useStores();
  useEffect(() => {
    const clientId = googleClientId();
    if (!clientId) return;
    let live = true;
    initializeGoogleIdentity(clientId, (credential) => {
      void import('../account/google/google-sign-in.ts').then(({ signInWithGoogle }) => signInWithGoogle(stores, credential));
    })
      .then((google) => {
        if (live) google.prompt();
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [stores]);
  return null;
}
