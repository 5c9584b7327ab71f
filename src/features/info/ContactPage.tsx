import type { CompanyFacts } from '../../contracts/company.ts';
import { ContentPage } from './ContentPage.tsx';

/** /politica/contato: how to reach the shop (Decreto 7.962/2013 asks for name, CNPJ, address, contact). */
export function ContactPage({ company, whatsappUrl }: { company: CompanyFacts; whatsappUrl: string | null }) {
  return (
    <ContentPage title="Fale conosco" lead="Estamos aqui para ajudar a escolher, comprar e receber seu vinho.">
      <h2>Atendimento</h2>
      <ul>
        <li>
          E-mail: <a href={`mailto:${company.email}`}>{company.email}</a>
        </li>
        <li>Telefone: {company.phone}</li>
        {whatsappUrl ? (
          <li>
            WhatsApp:{' '}
            <a href={whatsappUrl} rel="noopener noreferrer" target="_blank">
              converse com a gente
            </a>
          </li>
        ) : null}
        <li>Horário: {company.service_hours}.</li>
      </ul>
      <h2>Empresa</h2>
      <p>
        {company.legal_name}
        <br />
        CNPJ {company.cnpj}
        <br />
        {company.address}
      </p>
    </ContentPage>
  );
}
