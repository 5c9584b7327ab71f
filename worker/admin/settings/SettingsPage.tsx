import type { AuditEntry } from '../../../src/contracts/admin/api.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { RecordHistory } from '../ui/AuditTable.tsx';
import { CheckboxField, FormNotice, TextField } from '../ui/fields.tsx';
import { SETTINGS_FIELD_LABELS as L, type SettingsFormValues } from './settings-form.ts';

interface SettingsPageProps {
  storeName: string;
  owner: string;
  values: SettingsFormValues;
  history: readonly AuditEntry[];
  saved?: string | undefined;
  message?: string | undefined;
  errors?: Record<string, string>;
}

/** "Configurações": the promotion (spec §4 "Promotion flag") and the Pix discount, with their history. */
export function SettingsPage({ storeName, owner, values, history, saved, message, errors = {} }: SettingsPageProps) {
  return (
    <AdminDocument title="Configurações" storeName={storeName} owner={owner} section="Configurações">
      <p>
        <a href={ADMIN_PATHS.company}>Dados da empresa</a>: razão social, CNPJ, endereço, contatos, WhatsApp e Instagram do rodapé e das políticas.
      </p>
      <FormNotice saved={saved} message={message} errors={errors} labels={L} />
      <form className="card" method="post" action={ADMIN_PATHS.settings} noValidate>
        <h2>Promoção</h2>
        <CheckboxField label={L.site_in_promotion} name="site_in_promotion" checked={values.site_in_promotion} error={errors.site_in_promotion} />
        <p className="hint">
          Ativa: a aba da promoção aparece no cabeçalho e a página /blackfriday mostra os vinhos marcados. Desativada: a aba some e /blackfriday leva a
          /momentos.
        </p>
        <TextField label={L.nav_promo_label} name="nav_promo_label" value={values.nav_promo_label} error={errors.nav_promo_label} maxLength={40} />
        <TextField label={L.page_promo_label} name="page_promo_label" value={values.page_promo_label} error={errors.page_promo_label} maxLength={120} />
        <h2>Pagamento</h2>
        <TextField
          label={L.pix_discount_percent}
          name="pix_discount_percent"
          value={values.pix_discount_percent}
          error={errors.pix_discount_percent}
          inputMode="decimal"
          hint="Descontado dos produtos (depois do cupom, nunca do frete) quando o cliente paga com Pix. 0 desliga."
        />
        <button className="button" type="submit">
          Salvar
        </button>
      </form>
      <RecordHistory entries={history} labels={L} />
    </AdminDocument>
  );
}
