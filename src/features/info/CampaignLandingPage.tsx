import { ROUTES } from '../../core/routes.ts';
import { ContentPage } from './ContentPage.tsx';

const PARTNER = 'vivalavida';
const COUPON = 'VIVALAVIDA10';

/** /landingPage/Vivalavida: the Vivalavida partner campaign (DECISIONS: /vivalavidavinhos goes to the partner shop). */
export function CampaignLandingPage() {
  const partnerShop = `/parceiros/${PARTNER}`;
  return (
    <ContentPage layout="promotion" title="Viva la Vida: vinhos para celebrar" lead="Uma seleção especial da nossa parceira, com desconto exclusivo.">
      <p>
        Use o cupom <strong>{COUPON}</strong> e ganhe 10% de desconto em compras a partir de R$ 100,00 em produtos.
      </p>
      <p>
        <a href={`${partnerShop}?coupon=${COUPON}`}>Ver a seleção Viva la Vida com o cupom aplicado</a>
      </p>
      <p>
        Regras completas em <a href={ROUTES.policies.campaigns}>Campanhas e cupons</a>.
      </p>
    </ContentPage>
  );
}
