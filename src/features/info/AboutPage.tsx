import { ROUTES } from '../../core/routes.ts';
import { ContentPage } from './ContentPage.tsx';

/** /quemsomos: about us. */
export function AboutPage({ storeName }: { storeName: string }) {
  return (
    <ContentPage title="Quem somos" lead={`${storeName}: vinho bom, escolhido do seu jeito.`}>
      <p>
        Nascemos de uma ideia simples: escolher vinho não precisa ser difícil. Em vez de rótulos e termos técnicos, você nos conta o momento — um churrasco com
        os amigos, um jantar a dois, um presente — ou o prato que vai servir, e o nosso sommelier virtual sugere os vinhos que combinam.
      </p>
      <h2>O que nos guia</h2>
      <ul>
        <li>Curadoria honesta: vinhos de diferentes países e faixas de preço, com notas e harmonizações explicadas.</li>
        <li>Preço claro: parcelamento em até 6x sem juros e frete grátis acima de R$ 100,00 no Sul e no Sudeste.</li>
        <li>Consumo responsável: vendemos apenas para maiores de 18 anos. Se beber, não dirija.</li>
      </ul>
      <p>
        Quer começar? Veja <a href={ROUTES.occasions}>vinhos para cada momento</a> ou <a href={ROUTES.howToUse}>como usar a loja</a>.
      </p>
    </ContentPage>
  );
}
