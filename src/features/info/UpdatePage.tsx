import { ROUTES } from '../../core/routes.ts';
import { ContentPage } from './ContentPage.tsx';

/** /errors/UpdatePage: a new version of the shop is being installed (spec §4 version polling). */
export function UpdatePage() {
  return (
    <ContentPage title="Estamos atualizando a loja" lead="Uma nova versão está sendo instalada neste aparelho.">
      <p>Isso leva só alguns segundos. Se a página não recarregar sozinha, toque no link abaixo.</p>
      <p>
        <a href={ROUTES.occasions}>Voltar para a loja</a>
      </p>
    </ContentPage>
  );
}
