import type { HydrateStrategy } from '../../core/islands/island-marker.tsx';
import { useSnapshot } from 'valtio';
import { button } from '../../core/ui/Button.css.ts';
import { MESSAGES } from '../../core/messages/pt-BR.ts';
import { useStores } from '../../stores/StoresContext.tsx';

/** Only when the browser offers to install the app (client/island-demand.ts). */
export const hydrate: HydrateStrategy = 'demand';

/** "Instalar app": shown only while the browser offers to install the shop (spec §4). */
export default function InstallAppButton() {
  const { pwa } = useStores();
  const { install } = useSnapshot(pwa);
  if (!install) return null;
  return (
    <button type="button" className={button.onDark} onClick={() => void install()}>
      {MESSAGES.installApp}
    </button>
  );
}
