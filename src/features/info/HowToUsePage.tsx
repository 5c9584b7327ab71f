import { ROUTES } from '../../core/routes.ts';
import { ContentPage } from './ContentPage.tsx';

/** /landingPage/HowUse: how the shop works, step by step. */
export function HowToUsePage() {
  return (
    <ContentPage title="Como usar a loja" lead="Do momento ao vinho certo, em poucos toques.">
      <ol>
        <li>
          <strong>Conte o momento ou o prato.</strong> Em <a href={ROUTES.occasions}>Momentos</a> você escolhe a ocasião; em <a href={ROUTES.dishes}>Pratos</a>,
          o que vai servir. Prefere ver tudo? Use <a href={ROUTES.allWines}>Todos os vinhos</a> ou a busca.
        </li>
        <li>
          <strong>Compare com calma.</strong> Cada vinho mostra tipo, país, uva, nota, preço e parcelamento em até 6x sem juros (parcela mínima de R$ 50,00).
        </li>
        <li>
          <strong>Monte o carrinho.</strong> Ajuste as quantidades, aplique seu cupom e informe o CEP para ver frete e prazo. Compras a partir de R$ 100,00 têm
          frete grátis no Sul e no Sudeste.
        </li>
        <li>
          <strong>Finalize.</strong> Entre na sua conta (ou crie uma) e siga para o pagamento seguro.
        </li>
      </ol>
      <p>
        Dúvidas sobre entrega ou trocas? Veja a <a href={ROUTES.policies.delivery}>política de entrega</a> e a{' '}
        <a href={ROUTES.policies.returns}>de trocas e devoluções</a>.
      </p>
    </ContentPage>
  );
}
