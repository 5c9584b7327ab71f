import { ROUTES } from '../../core/routes.ts';
import { ContentPage } from './ContentPage.tsx';

/**
 * /errors/UpdatePage (spec §1 "Error and update pages"): where a link to the old app's update page
 * lands. The shop updates itself (spec §4 version polling reloads the page once the new version is
 * in place), so this page promises nothing it does not do: it says a new version exists and leads
 * back to the shop, which opens in it.
 */
export function UpdatePage() {
  return (
    <ContentPage title="Nova versão da loja" lead="A loja foi atualizada desde a sua última visita.">
      <p>Ao voltar para a loja, você já navega na versão nova. Seu carrinho continua com você.</p>
      <p>
        <a href={ROUTES.occasions}>Voltar para a loja</a>
      </p>
    </ContentPage>
  );
}
