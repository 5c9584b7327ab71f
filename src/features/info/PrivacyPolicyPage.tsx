import type { CompanyFacts } from '../../contracts/company.ts';
import { COOKIES, STORAGE_KEYS } from '../../core/constants.ts';
import { ContentPage } from './ContentPage.tsx';

/**
 * Why each cookie and local-storage key exists, listed from the constants the code uses, so the
 * page cannot drift from what the shop really stores (LGPD art. 9: clear information).
 */
const COOKIE_PURPOSES: Record<string, string> = {
  [COOKIES.session.name]: 'mantém você conectado à sua conta (inacessível a scripts da página; 7 dias).',
  [COOKIES.legacySession.name]: 'permite seguir para o pagamento sem novo login (inacessível a scripts; 7 dias).',
  [COOKIES.fbitsLogin.name]: 'guarda, com segurança, o acesso trazido de volta do site de pagamento.',
  [COOKIES.cartId.name]: 'identifica o seu carrinho para que ele não se perca (1 ano).',
};

/** Keys of the old app this shop never writes (it only reads or removes them). */
type LegacyKey = 'customerIdLegacy' | 'haveFirstDiscountLegacy';

/** Every key the shop writes has its purpose here: the compiler refuses a key left out. */
const STORAGE_PURPOSES: Record<Exclude<keyof typeof STORAGE_KEYS, LegacyKey>, string> = {
  cartItems: 'os vinhos do seu carrinho.',
  cartId: 'o identificador do seu carrinho.',
  checkoutMetadata: 'dados dos vinhos do carrinho usados no pagamento.',
  cartUnsynced: 'se uma mudança do carrinho ainda não chegou à loja, para enviá-la depois.',
  pendingCoupon: 'um cupom de um link, até o carrinho poder recebê-lo.',
  linkedCartId: 'o carrinho já ligado à sua conta.',
  haveFirstDiscount: 'se o cupom de primeira compra já foi usado.',
  favorites: 'seus vinhos favoritos, enquanto você não entra na conta.',
  grouped: 'sua preferência de exibição em “Todos os vinhos”.',
  dismissedBanners: 'os avisos que você já fechou, para não mostrá-los de novo.',
  lastTimeBanner: 'quando cada aviso foi mostrado pela última vez.',
  firstAccess: 'se esta é a sua primeira visita.',
  firstAccessTime: 'a data da primeira visita (os dados locais são limpos após 8 dias, exceto o carrinho).',
  allowAccess: 'que você leu o aviso de venda somente a maiores de 18 anos.',
  privacyNoticeDismissed: 'que você já leu este aviso de privacidade.',
  flashSnack: 'uma mensagem a mostrar na próxima página (só nesta aba).',
  googleIdentity: 'nome e e-mail do login com Google, para completar o cadastro (só nesta aba).',
};

function KeyList({ purposes }: { purposes: Record<string, string> }) {
  return (
    <ul>
      {Object.entries(purposes).map(([key, purpose]) => (
        <li key={key}>
          <code>{key}</code>: {purpose}
        </li>
      ))}
    </ul>
  );
}

/** /politica/privacidade: what personal data we keep, why, and the shopper's rights (LGPD). */
export function PrivacyPolicyPage({ storeName, company }: { storeName: string; company: CompanyFacts }) {
  return (
    <ContentPage title="Política de privacidade" lead="Como tratamos seus dados pessoais, de acordo com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018).">
      <h2>Quem trata seus dados</h2>
      <p>
        {company.legal_name} ({storeName}), CNPJ {company.cnpj}, {company.address}, é a controladora dos dados tratados nesta loja.
      </p>
      <h2>Quais dados coletamos</h2>
      <ul>
        <li>Cadastro: nome, e-mail, CPF, telefone, data de nascimento e, na compra, endereço de entrega.</li>
        <li>Pedidos: produtos, valores, cupons e forma de entrega. Não recebemos nem guardamos dados de cartão.</li>
        <li>Newsletter: nome e e-mail, somente se você se inscrever.</li>
        <li>Navegação: os cookies e dados locais listados abaixo, todos necessários para a loja funcionar.</li>
        <li>Login com Google, se você escolher: nome e e-mail da sua conta Google.</li>
      </ul>
      <h2>Para que usamos e com qual base legal</h2>
      <ul>
        <li>Processar e entregar seus pedidos e prestar atendimento — execução de contrato (art. 7º, V).</li>
        <li>Confirmar a maioridade e emitir documentos fiscais — cumprimento de obrigação legal (art. 7º, II).</li>
        <li>Enviar a newsletter — seu consentimento (art. 7º, I), que você pode retirar a qualquer momento.</li>
        <li>Prevenir fraudes e manter a loja segura — legítimo interesse (art. 7º, IX).</li>
      </ul>
      <h2>Verificação de idade</h2>
      <p>
        A lei proíbe vender bebidas alcoólicas a menores de 18 anos e exige que a loja confirme a idade de quem compra, sem aceitar só a declaração (Lei nº
        15.211/2025, art. 9º). Por isso, antes da primeira compra, confirmamos sua idade uma única vez, pela forma que você escolher:
      </p>
      <ul>
        <li>
          Pelo CPF: enviamos o CPF, o nome e a data de nascimento do seu cadastro à Receita Federal, pelo serviço Datavalid do Serpro, que responde apenas se
          conferem.
        </li>
        <li>Pela carteira digital do celular: com a sua autorização, a carteira nos mostra só a informação “maior de 18 anos” da sua identidade digital.</li>
        <li>
          Com documento e selfie: um serviço especializado de verificação de identidade, que atua como operador, confere a foto do documento e a selfie em uma
          página dele e nos devolve só o resultado.
        </li>
      </ul>
      <p>
        Base legal: cumprimento de obrigação legal (art. 7º, II, e art. 11, II, “a”). Guardamos só um registro de cada tentativa: a forma usada, o nível de
        confiança, o resultado, a data e a referência do serviço. Nunca guardamos foto, selfie, número de documento, resposta da carteira ou outra data de
        nascimento. A confirmação vale enquanto o CPF, o nome e a data de nascimento do cadastro forem os mesmos; ela termina se eles mudarem, se você redefinir
        a senha pelo e-mail ou se sua conta for excluída. Tentativas que não confirmaram são apagadas depois de 180 dias; uma confirmação encerrada, depois de 5
        anos, prazo para demonstrarmos que cumprimos a lei.
      </p>
      <h2>Com quem compartilhamos</h2>
      <p>
        Somente com quem precisa dos dados para cumprir essas finalidades: a plataforma de pagamento e de pedidos, as transportadoras, o serviço de verificação
        de idade que você escolher e, se você usar o login com Google, o Google. Não vendemos seus dados.
      </p>
      <h2>Cookies</h2>
      <KeyList purposes={COOKIE_PURPOSES} />
      <h2>Dados guardados no seu navegador</h2>
      <KeyList
        purposes={Object.fromEntries(Object.entries(STORAGE_PURPOSES).map(([name, purpose]) => [STORAGE_KEYS[name as keyof typeof STORAGE_PURPOSES], purpose]))}
      />
      <p>Não usamos cookies de publicidade nem de rastreamento de terceiros.</p>
      <h2>Por quanto tempo</h2>
      <p>
        Pelo tempo necessário para as finalidades acima e para cumprir prazos legais (por exemplo, fiscais). Depois disso, os dados são eliminados ou
        anonimizados.
      </p>
      <h2>Seus direitos</h2>
      <p>
        Você pode pedir a confirmação de que tratamos seus dados, acesso, correção, anonimização, portabilidade, eliminação, informação sobre com quem
        compartilhamos e a revogação do consentimento (LGPD, art. 18). Escreva para o nosso encarregado de dados:{' '}
        <a href={`mailto:${company.privacy_email}`}>{company.privacy_email}</a>. Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).
      </p>
      <h2>Segurança</h2>
      <p>
        Senhas são guardadas com criptografia de mão única, as conexões são protegidas (HTTPS) e o acesso à sua conta fica em cookies que scripts da página não
        conseguem ler.
      </p>
      <h2>Menores de idade</h2>
      <p>Esta loja vende bebidas alcoólicas e não se destina a menores de 18 anos.</p>
    </ContentPage>
  );
}
