import type { CompanyFacts } from '../../contracts/company.ts';
import { ContentPage } from './ContentPage.tsx';

/** /politica/devolucoes: the right of withdrawal (CDC art. 49) and defective products (CDC art. 26). */
export function ReturnsPolicyPage({ company }: { company: CompanyFacts }) {
  return (
    <ContentPage title="Trocas e devoluções" lead="Seus direitos como consumidor e como exercê-los, sem burocracia.">
      <h2>Direito de arrependimento (7 dias)</h2>
      <p>
        Nas compras feitas pela internet, você pode desistir da compra em até <strong>7 (sete) dias corridos</strong> contados do recebimento do pedido, sem
        precisar explicar o motivo (Código de Defesa do Consumidor, art. 49). Devolvemos o valor pago integralmente, incluindo o frete, pelo mesmo meio de
        pagamento.
      </p>
      <h2>Produto com defeito ou avariado</h2>
      <p>
        Se o vinho chegar com defeito, vazamento, rolha comprometida ou diferente do que você comprou, você tem <strong>30 dias</strong> a partir do recebimento
        para reclamar (CDC, art. 26, I). Você escolhe entre a troca por um produto igual, outro produto de mesmo valor ou o reembolso.
      </p>
      <h2>Como solicitar</h2>
      <ol>
        <li>
          Escreva para <a href={`mailto:${company.email}`}>{company.email}</a> ou ligue para {company.phone}, informando o número do pedido e, em caso de
          defeito, uma foto do produto.
        </li>
        <li>Enviamos as instruções e o código de postagem reversa, sem custo para você.</li>
        <li>Assim que recebermos o produto, o reembolso é feito em até 10 dias úteis (no cartão, o estorno aparece conforme o fechamento da fatura).</li>
      </ol>
      <h2>Cuidados</h2>
      <p>
        Para a devolução por arrependimento, pedimos que o produto seja devolvido como foi recebido, com a garrafa lacrada e na embalagem original sempre que
        possível.
      </p>
    </ContentPage>
  );
}
