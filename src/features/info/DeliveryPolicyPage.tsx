import type { CompanyFacts } from '../../contracts/company.ts';
import type { ShopSettings } from '../../contracts/pix.ts';
import { formatBRL } from '../../core/rules/money.ts';
import { ContentPage } from './ContentPage.tsx';

const twoDigits = (prefix: number) => String(prefix).padStart(2, '0');

/** "de 01 a 39 e de 80 a 99": the ranges in order, neighbours joined (01–09 and 10–19 read 01–19). */
function prefixRanges(prefixes: ShopSettings['freeShipping']['prefixes']): string {
  const merged: Array<[number, number]> = [];
  for (const [from, to] of [...prefixes].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  const ranges = merged.map(([from, to]) => (from === to ? twoDigits(from) : `de ${twoDigits(from)} a ${twoDigits(to)}`));
  return ranges.length > 1 ? `${ranges.slice(0, -1).join(', ')} e ${ranges.at(-1)}` : (ranges[0] ?? '');
}

/**
 * /politica/entrega: delivery times, regions, the free-shipping rule (spec §9, DECISIONS "Free
 * shipping") and pickup, as the owner set them in "Frete"; the business's address and contacts.
 */
export function DeliveryPolicyPage({ company, settings }: { company: CompanyFacts; settings: Pick<ShopSettings, 'freeShipping' | 'pickup'> }) {
  const { freeShipping } = settings;
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
      {freeShipping.prefixes.length > 0 ? (
        <>
          <h2>Frete grátis</h2>
          <p>
            A entrega padrão é grátis para compras a partir de <strong>{formatBRL(freeShipping.minimum)}</strong> em produtos (antes de cupons e do próprio
            frete) para CEPs iniciados {prefixRanges(freeShipping.prefixes)}. O carrinho mostra quanto falta para você ganhar o frete grátis depois que você
            informa o CEP.
          </p>
        </>
      ) : null}
      {settings.pickup ? (
        <>
          <h2>Retirada</h2>
          <p>
            Você também pode escolher a opção <strong>Retirada</strong> e buscar seu pedido sem custo em nosso endereço: {company.address},{' '}
            {company.service_hours}. Leve um documento com foto.
          </p>
        </>
      ) : null}
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
        <a href={`mailto:${company.email}`}>{company.email}</a> ou ligue para {company.phone}.
      </p>
    </ContentPage>
  );
}
