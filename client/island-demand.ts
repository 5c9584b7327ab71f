import { subscribe } from 'valtio/vanilla';
import type { IslandName } from '../src/core/islands/island-names.ts';
import type { Stores } from '../src/stores/stores.ts';

/**
 * When each `demand` island is needed (src/core/islands/island-marker.tsx). Until then its code is not
 * downloaded: a returning shopper who read the adults-only and privacy notices loads
 * neither, and a dialog's code comes with the first dialog.
 */
type Condition = (stores: Stores) => boolean;

const CONDITIONS: Partial<Record<IslandName, Condition>> = {
  AgeNotice: (stores) => stores.access.ageNotice === 'showing',
  PrivacyNotice: (stores) => stores.access.ageNotice === 'read' && !stores.access.privacyNoticeRead,
  Dialogs: (stores) => stores.dialogs.confirm !== null || stores.dialogs.feedback !== null,
  InstallAppButton: (stores) => stores.pwa.install !== null,
  // a shared page's header: loaded unless the page entry found nobody logged in (client/main.ts)
  SessionMenu: (stores) => stores.auth.status === 'unknown',
};

/** Resolves when the island's condition holds (at once if it already does); never for an unknown name. */
export function whenDemanded(name: string | null, stores: Stores): Promise<void> {
  const condition = name !== null && Object.hasOwn(CONDITIONS, name) ? CONDITIONS[name as IslandName] : undefined;
  if (!condition) {
    console.error(`island: no demand condition for "${name}"`);
    return new Promise(() => undefined);
  }
  if (condition(stores)) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = [stores.access, stores.dialogs, stores.pwa, stores.auth].map((store) =>
      subscribe(store, () => {
        if (!condition(stores)) return;
        for (const unsubscribe of stop) unsubscribe();
        resolve();
      }),
    );
  });
}
