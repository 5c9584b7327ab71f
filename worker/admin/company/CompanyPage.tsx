import type { AuditEntry } from '../../../src/contracts/admin/api.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { bindForm } from '../ui/bind-form.ts';
import { BackLink, FormFrame, type FormPageState } from '../ui/FormFrame.tsx';
import { TextField } from '../ui/fields.tsx';
import { COMPANY_FIELD_LABELS as L, type CompanyFormValues } from './company-form.ts';

interface CompanyPageProps extends FormPageState {
  values: CompanyFormValues;
  history: readonly AuditEntry[];
}

/** "Dados da empresa": what the footer, the contact page and the policies say about the business. */
export function CompanyPage(props: CompanyPageProps) {
  const form = bindForm(props, L);
  const { text } = form;
  const back = <BackLink href={ADMIN_PATHS.settings} label="Voltar para Configurações" />;
  return (
    <FormFrame form={form} title="Dados da empresa" section="Configurações" action={ADMIN_PATHS.company} lead={back} history={props.history}>
      <p className="hint">Aparecem no rodapé de todas as páginas, em Contato e nas políticas (Decreto 7.962/2013).</p>
      <TextField {...text('legal_name')} maxLength={120} />
      <TextField {...text('cnpj')} hint="Com ou sem pontuação, por exemplo 12.345.678/0001-95." />
      <TextField {...text('address')} maxLength={200} hint="Rua, número, bairro, cidade, UF e CEP. Também é o endereço da retirada." />
      <TextField {...text('email')} type="email" inputMode="email" />
      <TextField {...text('privacy_email')} type="email" inputMode="email" />
      <TextField {...text('phone')} type="tel" inputMode="tel" />
      <TextField {...text('whatsapp')} type="tel" inputMode="tel" hint="Com DDD. O rodapé sempre mostra o botão do WhatsApp." />
      <TextField {...text('service_hours')} maxLength={200} />
      <TextField
        {...text('instagram')}
        type="url"
        inputMode="url"
        hint="Obrigatório: é a rede social que o rodapé mostra, por exemplo https://www.instagram.com/suaadega/."
      />
    </FormFrame>
  );
}
