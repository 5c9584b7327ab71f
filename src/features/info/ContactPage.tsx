import { COMPANY } from '../../core/company.ts';
import { ContentPage } from './ContentPage.tsx';

/** /politica/contato: how to reach the shop (Decreto 7.962/2013 asks for name, CNPJ, address, contact). */
export function ContactPage({ whatsappUrl }: { whatsappUrl: string | null }) {
  return (
    <ContentPage title="Fale conosco" lead="Estamos aqui para ajudar a escolher, comprar e receber seu vinho.">
      <h2>Atendimento</h2>
      <ul>
        <li>
          E-mail: <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
        </li>
        <li>Telefone: {COMPANY.phone}</li>
        {whatsappUrl ? (
          <li>
            WhatsApp:{' '}
            <a href={whatsappUrl} rel="noopener noreferrer" target="_blank">
              converse com a gente
            </a>
          </li>
        ) : null}
        <li>Horário: {COMPANY.serviceHours}.</li>
      </ul>
      <h2>Empresa</h2>
      <p>
        {COMPANY.legalName}
        <br />
        CNPJ {COMPANY.cnpj}
        <br />
        {COMPANY.address}
      </p>
    </ContentPage>
  );
}
