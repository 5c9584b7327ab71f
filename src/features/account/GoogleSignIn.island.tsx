import { useEffect, useRef, useState } from 'react';
import { GOOGLE_BUTTON, googleClientId, initializeGoogleIdentity } from './browser/google/google-identity-services.ts';
import { GoogleIcon } from './icons.tsx';
import { button } from '../../core/ui/Button.css.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import * as styles from './GoogleSignIn.css.ts';

type State = 'loading' | 'ready' | 'failed' | 'unconfigured';

/**
 * "Entrar com o Google" on /login and /register (spec §7 "Google sign-in"; DECISIONS 6): Google's
 * own button (theme outline, size large), rendered by its script once loaded. Without a client id
 * the button shows disabled and an error is logged (spec §8 "Google missing client id"); when the
 * script cannot load (offline), nothing shows and spec §8's text is logged.
 */
export default function GoogleSignIn() {
  const stores = useStores();
  const slot = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('loading');

  useEffect(() => {
    const clientId = googleClientId();
    if (!clientId) {
      console.error(MESSAGES.googleMissingClientId);
      setState('unconfigured');
      return;
    }
    let live = true;
    initializeGoogleIdentity(clientId, (credential) => {
      void import('./browser/google/google-sign-in.ts').then(({ signInWithGoogle }) => signInWithGoogle(stores, credential));
    })
      .then((google) => {
        if (!live || !slot.current) return;
        google.renderButton(slot.current, { ...GOOGLE_BUTTON, width: Math.min(400, slot.current.clientWidth || 320) });
        setState('ready');
      })
      .catch(() => {
        // Logged by the loader (spec §8); the page stays whole without the button.
        if (live) setState('failed');
      });
    return () => {
      live = false;
    };
  }, [stores]);

  return (
    <div className={state === 'failed' ? styles.gone : styles.area}>
      <div ref={slot} className={styles.slot} data-google-button="" />
      {state === 'unconfigured' ? (
        <button type="button" className={`${button.secondary} ${styles.disabled}`} disabled aria-describedby="google-indisponivel">
          <GoogleIcon />
          {MESSAGES.googleSignIn}
          <span id="google-indisponivel" className={styles.hidden}>
            {MESSAGES.googleUnavailable}
          </span>
        </button>
      ) : null}
    </div>
  );
}
