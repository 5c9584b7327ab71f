import type { AuditEntry } from '../../../src/contracts/admin/api.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { RecordHistory } from '../ui/AuditTable.tsx';
import { FormNotice, TextField } from '../ui/fields.tsx';
import { COMPANY_FIELD_LABELS as L, type CompanyFormValues } from './company-form.ts';

interface CompanyPageProps {
  storeName: string;
  owner: string;
  values: CompanyFormValues;
  history: readonly AuditEntry[];
  saved?: string | undefined;
  message?: string | undefined;
  errors?: Record<string, string>;
}

/** "Dados da empresa": what the footer, the contact page and the policies say about the business. */
export function CompanyPage({ storeName, owner, values, history, saved, message, errors = {} }: CompanyPageProps) {
  const field = (name: keyof CompanyFormValues, extra: { hint?: string; type?: string; inputMode?: 'tel' | 'email' | 'url'; maxLength?: number } = {}) => (
    <TextField label={L[name]} name={name} value={values[name]} error={errors[name]} {...extra} />
  );
  return (
    <AdminDocument title="Dados da empresa" storeName={storeName} owner={owner} section="Configurações">
      <p>
        <a href={ADMIN_PATHS.settings}>Voltar para Configurações</a>
      </p>
      <FormNotice saved={saved} message={message} errors={errors} labels={L} />
      <form className="card" method="post" action={ADMIN_PATHS.company} noValidate>
        <p className="hint">Aparecem no rodapé de todas as páginas, em Contato e nas políticas (Decreto 7.962/2013).</p>
        {field('legal_name', { maxLength: 120 })}
        {field('cnpj', { hint: 'Com ou sem pontuação, por exemplo 12.345.678/0001-95.' })}
        {field('address', { maxLength: 200, hint: 'Rua, número, bairro, cidade, UF e CEP. Também é o endereço da retirada.' })}
        {field('email', { type: 'email', inputMode: 'email' })}
        {field('privacy_email', { type: 'email', inputMode: 'email' })}
        {field('phone', { type: 'tel', inputMode: 'tel' })}
        {field('whatsapp', { type: 'tel', inputMode: 'tel', hint: 'Com DDD. O rodapé sempre mostra o botão do WhatsApp.' })}
        {field('service_hours', { maxLength: 200 })}
        {field('instagram', { type: 'url', inputMode: 'url', hint: 'Em branco, o rodapé não mostra o Instagram.' })}
        <button className="button" type="submit">
          Salvar
        </button>
      </form>
      <RecordHistory entries={history} labels={L} />
    </AdminDocument>
  );
}
