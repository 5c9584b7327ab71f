import { type AdminWine, type AuditEntry, WINE_PHOTO } from '../../../src/contracts/admin/api.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { bindForm } from '../ui/bind-form.ts';
import { BackLink, FormActions, FormFrame, type FormPageState } from '../ui/FormFrame.tsx';
import { CheckboxField, TextField } from '../ui/fields.tsx';
import { WINE_FIELD_LABELS, WINE_HISTORY_LABELS, type WineFormValues } from './wine-form.ts';
import { WinePriceFields } from './WinePriceFields.tsx';
import { isUploadedPhoto } from '../../../src/contracts/wine-photos.ts';

const PHOTO_LABEL = 'Foto da garrafa';

/** A photo the owner sent (the generated bottle is the fallback, `/media/wines/{id}.svg`). */
const hasUploadedPhoto = (wine: AdminWine) => isUploadedPhoto(wine.url_media);

interface WineEditPageProps extends FormPageState {
  wine: AdminWine;
  values: WineFormValues;
  history: readonly AuditEntry[];
}

/** The sheet's link and the photo: its own forms, below the shop data's. */
function SheetAndPhoto({ wine, error }: { wine: AdminWine; error: string | undefined }) {
  return (
    <>
      <p>
        <a href={ADMIN_PATHS.wineSheet(wine.id)}>Ficha do vinho: tipo, país, uvas, safra, descrição, momentos e pratos</a>
      </p>
      <h2>Foto</h2>
      <div className="card photo">
        <img src={wine.url_media} alt={`Foto atual: ${wine.name}`} width={120} height={160} />
        <div>
          <form method="post" action={ADMIN_PATHS.winePhoto(wine.id)} encType="multipart/form-data">
            <TextField
              label={PHOTO_LABEL}
              name="image"
              type="file"
              accept={WINE_PHOTO.contentTypes.join(',')}
              hint="JPEG, PNG ou WebP, até 2 MB. Sem foto, a loja mostra a garrafa desenhada."
              error={error}
            />
            <button className="button" type="submit">
              Enviar foto
            </button>
          </form>
          {hasUploadedPhoto(wine) ? (
            <form method="post" action={ADMIN_PATHS.winePhotoRemoval(wine.id)}>
              <button className="button secondary" type="submit">
                Voltar à garrafa desenhada
              </button>
            </form>
          ) : null}
        </div>
      </div>
    </>
  );
}

/** One wine's edit page: its shop data, "Salvar", and the record of who changed what. */
export function WineEditPage(props: WineEditPageProps) {
  const { wine } = props;
  const form = bindForm(props, { ...WINE_FIELD_LABELS, image: PHOTO_LABEL });
  const { text, tick, errors } = form;
  return (
    <FormFrame
      form={form}
      title={wine.name}
      section="Vinhos"
      action={ADMIN_PATHS.wine(wine.id)}
      lead={<BackLink href={ADMIN_PATHS.wines} label="← Todos os vinhos" />}
      submit={<FormActions />}
      afterForm={<SheetAndPhoto wine={wine} error={errors.image} />}
      history={props.history}
      historyLabels={WINE_HISTORY_LABELS}
    >
      <p className="hint">SKU {wine.sku}</p>
      <TextField {...text('name')} required maxLength={120} />
      <div className="grid">
        <WinePriceFields values={props.values} errors={errors} />
      </div>
      <CheckboxField {...tick('active')} label="Ativo (à venda na loja)" />
    </FormFrame>
  );
}
