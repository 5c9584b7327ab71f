import { COMPANY } from '../../core/company.ts';
import { ContentPage } from './ContentPage.tsx';

/** /politica/entrega: delivery times, regions and the free-shipping rule (spec §9). */
export function DeliveryPolicyPage() {
  return (
    <ContentPage title="Política de entrega" lead="Como, quando e por quanto seus vinhos chegam até você.">
      <h2>Onde entregamos</h2>
      <p>
        Entregamos em todo o Brasil. Informe seu CEP no carrinho para ver as opções disponíveis para o seu endereço, com valor e prazo de cada uma, antes de
        finalizar a compra.
      </p>
      <h2>Prazos</h2>
      <ul>
        <li>Os prazos são contados em dias úteis a partir da confirmação do pagamento.</li>
        <li>Capitais e regiões metropolitanas do Sul e do Sudeste costumam receber mais rápido; o prazo exato aparece no cálculo do frete.</li>
        <li>Feriados, greves e eventos climáticos podem atrasar a entrega; avisaremos você por e-mail se isso acontecer.</li>
      </ul>
      <h2>Frete grátis</h2>
      <p>
        O frete é grátis para compras a partir de <strong>R$ 100,00</strong> em produtos (antes de cupons e do próprio frete) com entrega nas regiões{' '}
        <strong>Sul e Sudeste</strong> — CEPs iniciados de 01 a 39 e de 80 a 99. O carrinho mostra quanto falta para você ganhar o frete grátis depois que você
        informa o CEP.
      </p>
      <h2>Retirada</h2>
      <p>
        Você também pode escolher a opção <strong>Retirada</strong> e buscar seu pedido sem custo em nosso endereço: {COMPANY.address}, {COMPANY.serviceHours}.
        Leve um documento com foto.
      </p>
      <h2>Recebimento</h2>
      <ul>
        <li>
          A venda de bebidas alcoólicas é proibida para menores de 18 anos: o pedido só pode ser recebido por um adulto, e o entregador pode pedir um documento.
        </li>
        <li>Confira a embalagem na entrega. Se ela estiver violada ou avariada, recuse o recebimento e fale conosco.</li>
        <li>Fazemos até três tentativas de entrega. Depois disso, o pedido volta para nós e entramos em contato para combinar um novo envio.</li>
      </ul>
      <h2>Acompanhamento</h2>
      <p>
        Você recebe o código de rastreio por e-mail assim que o pedido é despachado. Dúvidas? Escreva para{' '}
        <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a> ou ligue para {COMPANY.phone}.
      </p>
    </ContentPage>
  );
}
