import type { AdminPopupBanner } from '../../../src/contracts/admin/banners.ts';
import type { AuditEntry } from '../../../src/contracts/admin/api.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { RecordHistory } from '../ui/AuditTable.tsx';
import { CheckboxField, FormNotice, SelectField, TextAreaField, TextField } from '../ui/fields.tsx';
import { POPUP_FIELD_LABELS, POPUP_SCREENS, type PopupFormValues, WEEK } from './popup-form.ts';

/** What the preview shows: the popup as the shop draws it, and the days it would appear. */
export interface PopupPreview {
  title: string;
  description: string;
  url_media: string;
  url_action: string;
  days: readonly string[];
}

const L = POPUP_FIELD_LABELS;

/** The days of the week, ticked in one group named by its legend. */
function DayChoices({ ticked, error }: { ticked: readonly string[]; error?: string | undefined }) {
  return (
    <fieldset className="field" id="campo-daily" aria-describedby={error ? 'campo-daily-erro' : 'campo-daily-dica'}>
      <legend>{L.daily}</legend>
      <span className="hint" id="campo-daily-dica">
        Nenhum dia marcado: o popup aparece só no dia da validade.
      </span>
      <div className="days">
        {WEEK.map((day) => (
          <span className="check" key={day.key}>
            <input id={`campo-daily-${day.key}`} type="checkbox" name="daily" value={day.key} defaultChecked={ticked.includes(day.key)} />
            <label htmlFor={`campo-daily-${day.key}`}>{day.label}</label>
          </span>
        ))}
      </div>
      {error ? (
        <span className="error" id="campo-daily-erro">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}

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

interface PopupPageProps {
  storeName: string;
  owner: string;
  /** The stored popup being edited; none for "Novo popup". */
  popup?: AdminPopupBanner | undefined;
  values: PopupFormValues;
  preview?: PopupPreview | undefined;
  history?: readonly AuditEntry[] | undefined;
  saved?: string | undefined;
  message?: string | undefined;
  errors?: Record<string, string>;
}

/** "Novo popup" or the edit of one: every field of spec §3 "Popup banner", a preview, and its history. */
export function PopupPage({ storeName, owner, popup, values, preview, history, saved, message, errors = {} }: PopupPageProps) {
  const action = popup ? ADMIN_PATHS.popup(popup.id) : ADMIN_PATHS.newPopup;
  return (
    <AdminDocument title={popup ? `Popup: ${popup.title}` : 'Novo popup'} storeName={storeName} owner={owner} section="Banners">
      <p>
        <a href={ADMIN_PATHS.banners}>← Todos os banners</a>
      </p>
      <FormNotice saved={saved} message={message} errors={errors} labels={L} />
      {preview ? <Preview preview={preview} /> : null}
      <form className="card" method="post" action={action} noValidate>
        <TextField label={L.title} name="title" value={values.title} error={errors.title} required maxLength={120} />
        <TextAreaField label={L.description} name="description" value={values.description} error={errors.description} rows={3} />
        <TextField
          label={L.url_media}
          name="url_media"
          value={values.url_media}
          error={errors.url_media}
          required
          hint="Um caminho do site (/media/banners/natal.svg) ou um endereço https. Na loja, a imagem leva aos vinhos até R$ 49,99."
        />
        <TextField
          label={L.url_action}
          name="url_action"
          value={values.url_action}
          error={errors.url_action}
          hint="Um caminho do site (/landingPage/Vivalavida) ou um link https do WhatsApp ou do Instagram. Em branco: sem botão."
        />
        <div className="grid">
          <SelectField label={L.screen} name="screen" value={values.screen} options={POPUP_SCREENS} error={errors.screen} />
          <TextField
            label={L.expires_time}
            name="expires_time"
            type="datetime-local"
            value={values.expires_time}
            error={errors.expires_time}
            required
            hint="Horário de Brasília."
          />
          <TextField label={L.top} name="top" value={values.top} error={errors.top ?? errors.position} inputMode="numeric" hint="De 0 a 2000." />
          <TextField
            label={L.sort_order}
            name="sort_order"
            value={values.sort_order}
            error={errors.sort_order}
            inputMode="numeric"
            hint="Os menores primeiro."
          />
        </div>
        <DayChoices ticked={values.daily} error={errors.daily} />
        <CheckboxField label={L.weekly} name="weekly" checked={values.weekly} error={errors.weekly} />
        <CheckboxField label={L.first_access} name="first_access" checked={values.first_access} error={errors.first_access} />
        <CheckboxField label={L.active} name="active" checked={values.active} error={errors.active} />
        <div className="actions">
          <button className="button" type="submit">
            Salvar
          </button>
          <button className="button secondary" type="submit" name="acao" value="previa">
            Pré-visualizar
          </button>
        </div>
      </form>
      <RecordHistory entries={history} labels={L} />
    </AdminDocument>
  );
}
