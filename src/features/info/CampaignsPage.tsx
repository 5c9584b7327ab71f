import { ROUTES } from '../../core/routes.ts';
import { ContentPage } from './ContentPage.tsx';

/**
 * The public coupons and their rules. The codes are the ones the commerce service seeds
 * (backend/seed/data/coupons.ts); a worker test checks that each one exists there.
 */
const ADVERTISED_COUPONS = [
  {
    code: 'VIVALAVIDA10',
    title: 'Campanha Vivalavida',
    rule: '10% de desconto em compras a partir de R$ 100,00 em produtos.',
  },
  {
    code: 'PRIMEIRACOMPRA',
    title: 'Primeira compra',
    rule: 'R$ 20,00 de desconto na sua primeira compra na loja.',
  },
] as const;

/** /politica/campanhas: campaign rules, in the promotion layout (spec §2). */
export function CampaignsPage() {
  return (
    <ContentPage layout="promotion" title="Campanhas e cupons" lead="Regras das nossas promoções, para você aproveitar sem surpresas.">
      {ADVERTISED_COUPONS.map((coupon) => (
        <section key={coupon.code} aria-labelledby={`cupom-${coupon.code}`}>
          <h2 id={`cupom-${coupon.code}`}>{coupon.title}</h2>
          <p>
            Cupom <strong>{coupon.code}</strong>: {coupon.rule}
          </p>
        </section>
      ))}
      <h2>Como usar um cupom</h2>
      <ol>
        <li>Adicione os vinhos ao carrinho.</li>
        <li>Digite o código no campo de cupom do carrinho, ou siga um link de campanha que já traga o cupom.</li>
        <li>O desconto aparece no total antes de você finalizar a compra.</li>
      </ol>
      <h2>Regras gerais</h2>
      <ul>
        <li>Um cupom por pedido; cupons não são cumulativos entre si.</li>
        <li>O valor mínimo considera apenas os produtos, antes do frete.</li>
        <li>Promoções valem enquanto durarem os estoques ou até o fim da campanha.</li>
        <li>
          Na <a href={ROUTES.blackFriday}>Black Friday</a>, os preços promocionais já aparecem nos produtos.
        </li>
      </ul>
    </ContentPage>
  );
}
