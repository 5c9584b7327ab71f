import type { AdminPopupBanner } from '../../../src/contracts/admin/banners.ts';
import type { AuditEntry } from '../../../src/contracts/admin/api.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { bindForm } from '../ui/bind-form.ts';
import { CheckboxGroup } from '../ui/CheckboxGroup.tsx';
import { BackLink, FormActions, FormFrame, type FormPageState } from '../ui/FormFrame.tsx';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../ui/fields.tsx';
import { POPUP_CHOICE_NAMES, POPUP_FIELD_LABELS, POPUP_SCREENS, type PopupFormValues, WEEK } from './popup-form.ts';

/** What the preview shows: the popup as the shop draws it, and the days it would appear. */
export interface PopupPreview {
  title: string;
  description: string;
  url_media: string;
  url_action: string;
  days: readonly string[];
}

const L = POPUP_FIELD_LABELS;

/** The week's days, as the group's boxes. */
const DAY_OPTIONS = WEEK.map((day) => ({ value: day.key, label: day.label }));

/** The popup drawn as in the shop (image, title, text, "Saiba mais"), with when it would appear. */
function Preview({ preview }: { preview: PopupPreview }) {
  return (
    <section className="card preview" aria-labelledby="previa-titulo">
      <h2 id="previa-titulo">Prévia</h2>
      <p role="status">
        {preview.days.length > 0
          ? `Nos próximos 7 dias, aparece: ${preview.days.join(', ')}.`
          : 'Nos próximos 7 dias, este popup não aparece na loja (veja Ativo, Válido até e os dias).'}
      </p>
      <div className="popup-sample">
        {preview.url_media ? <img src={preview.url_media} alt="" width={400} height={200} /> : null}
        <p className="popup-title">{preview.title}</p>
        <p>{preview.description}</p>
        {preview.url_action ? <span className="button">Saiba mais</span> : null}
      </div>
    </section>
  );
}

interface PopupPageProps extends FormPageState {
  /** The stored popup being edited; none for "Novo popup". */
  popup?: AdminPopupBanner | undefined;
  values: PopupFormValues;
  preview?: PopupPreview | undefined;
  history?: readonly AuditEntry[] | undefined;
}

/** "Novo popup" or the edit of one: every field of spec §3 "Popup banner", a preview, and its history. */
export function PopupPage(props: PopupPageProps) {
  const { popup, preview } = props;
  const form = bindForm(props, L);
  const { text, tick, errors } = form;
  const buttons = (
    <FormActions>
      <button className="button secondary" type="submit" name="acao" value="previa">
        Pré-visualizar
      </button>
    </FormActions>
  );
  return (
    <FormFrame
      form={form}
      title={popup ? `Popup: ${popup.title}` : 'Novo popup'}
      section="Banners"
      action={popup ? ADMIN_PATHS.popup(popup.id) : ADMIN_PATHS.newPopup}
      lead={<BackLink href={ADMIN_PATHS.banners} label="← Todos os banners" />}
      beforeForm={preview ? <Preview preview={preview} /> : null}
      submit={buttons}
      history={props.history}
      historyChoices={POPUP_CHOICE_NAMES}
    >
      <TextField {...text('title')} required maxLength={120} />
      <TextAreaField {...text('description')} rows={3} />
      <TextField
        {...text('url_media')}
        required
        hint="Um caminho do site (/media/banners/natal.svg) ou um endereço https. Na loja, a imagem leva aos vinhos até R$ 49,99."
      />
      <TextField
        {...text('url_action')}
        hint="Um caminho do site (/landingPage/Vivalavida) ou um link https do WhatsApp ou do Instagram. Em branco: sem botão."
      />
      <div className="grid">
        <SelectField {...text('screen')} options={POPUP_SCREENS} />
        <TextField {...text('expires_time')} type="datetime-local" required hint="Horário de Brasília." />
        {/* the contract judges the offset as `position`: its message belongs to this field */}
        <TextField {...text('top')} error={errors.top ?? errors.position} inputMode="numeric" hint="De 0 a 2000." />
        <TextField {...text('sort_order')} inputMode="numeric" hint="Os menores primeiro." />
      </div>
      <CheckboxGroup
        legend={L.daily}
        name="daily"
        options={DAY_OPTIONS}
        ticked={props.values.daily}
        hint="Nenhum dia marcado: o popup aparece só no dia da validade."
        error={errors.daily}
      />
      <CheckboxField {...tick('weekly')} />
      <CheckboxField {...tick('first_access')} />
      <CheckboxField {...tick('active')} />
    </FormFrame>
  );
}
