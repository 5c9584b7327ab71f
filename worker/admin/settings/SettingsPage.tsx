import type { AuditEntry } from '../../../src/contracts/admin/api.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { bindForm } from '../ui/bind-form.ts';
import { FormFrame, type FormPageState } from '../ui/FormFrame.tsx';
import { CheckboxField, TextField } from '../ui/fields.tsx';
import { SETTINGS_FIELD_LABELS as L, type SettingsFormValues } from './settings-form.ts';

interface SettingsPageProps extends FormPageState {
  values: SettingsFormValues;
  history: readonly AuditEntry[];
}

/** "Configurações": the promotion (spec §4 "Promotion flag") and the Pix discount, with their history. */
export function SettingsPage(props: SettingsPageProps) {
  const form = bindForm(props, L);
  const { text, tick } = form;
  const lead = (
    <p>
      <a href={ADMIN_PATHS.company}>Dados da empresa</a>: razão social, CNPJ, endereço, contatos, WhatsApp e Instagram do rodapé e das políticas.
    </p>
  );
  return (
    <FormFrame form={form} title="Configurações" section="Configurações" action={ADMIN_PATHS.settings} lead={lead} history={props.history}>
      <h2>Promoção</h2>
      <CheckboxField {...tick('site_in_promotion')} />
      <p className="hint">
        Ativa: a aba da promoção aparece no cabeçalho e a página /blackfriday mostra os vinhos marcados. Desativada: a aba some e /blackfriday leva a /momentos.
      </p>
      <TextField {...text('nav_promo_label')} maxLength={40} />
      <TextField {...text('page_promo_label')} maxLength={120} />
      <h2>Pagamento</h2>
      <TextField
        {...text('pix_discount_percent')}
        inputMode="decimal"
        hint="Descontado dos produtos (depois do cupom, nunca do frete) quando o cliente paga com Pix. 0 desliga."
      />
      <h2>Estoque</h2>
      <TextField
        {...text('low_stock_threshold')}
        inputMode="numeric"
        hint="Você recebe um e-mail quando um pedido deixa um vinho com essa quantidade de garrafas ou menos. 0 desliga o aviso."
      />
    </FormFrame>
  );
}
