import { useSnapshot } from 'valtio';
import { button } from '../components/Button.css.ts';
import { MESSAGES } from '../messages/pt-BR.ts';
import { useStores } from '../stores/StoresContext.tsx';

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
