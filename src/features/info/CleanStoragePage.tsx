import { CleanStorage } from '../shell/index.ts';
import { ContentPage } from './ContentPage.tsx';

/** /CleanStorage: clears the shop's local data, says so, and returns home (spec §2, behaviour ours). */
export function CleanStoragePage() {
  return (
    <ContentPage title="Limpar dados do navegador" lead="Use esta página se a loja não estiver funcionando bem neste aparelho.">
      <CleanStorage />
    </ContentPage>
  );
}
