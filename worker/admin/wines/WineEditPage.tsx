import { type AdminWine, type AuditEntry, WINE_PHOTO } from '../../../src/contracts/admin/api.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { AuditTable } from '../ui/AuditTable.tsx';
import { CheckboxField, FormNotice, TextField } from '../ui/fields.tsx';
import { WINE_FIELD_LABELS, type WineFormValues } from './wine-form.ts';
import { WINE_SHEET_LABELS } from './wine-sheet-form.ts';
import { WinePriceFields } from './WinePriceFields.tsx';

const PHOTO_LABEL = 'Foto da garrafa';

/** A photo the owner sent (the generated bottle is the fallback, `/media/wines/{id}.svg`). */
const hasUploadedPhoto = (wine: AdminWine) => wine.url_media.startsWith('/media/uploads/');

interface WineEditPageProps {
  storeName: string;
  owner: string;
  wine: AdminWine;
  values: WineFormValues;
  history: readonly AuditEntry[];
  /** "Alterações salvas" after a save (spec of the back office), or another outcome. */
  saved?: string | undefined;
  message?: string | undefined;
  errors?: Record<string, string>;
}

/** One wine's edit page: its shop data, "Salvar", and the record of who changed what. */
export function WineEditPage({ storeName, owner, wine, values, history, saved, message, errors = {} }: WineEditPageProps) {
  return (
    <AdminDocument title={wine.name} storeName={storeName} owner={owner} section="Vinhos">
      <p>
        <a href={ADMIN_PATHS.wines}>← Todos os vinhos</a>
      </p>
      <FormNotice saved={saved} message={message} errors={errors} labels={{ ...WINE_FIELD_LABELS, image: PHOTO_LABEL }} />
      <form className="card" method="post" action={ADMIN_PATHS.wine(wine.id)} noValidate>
        <p className="hint">SKU {wine.sku}</p>
        <TextField label={WINE_FIELD_LABELS.name} name="name" value={values.name} error={errors.name} required maxLength={120} />
        <div className="grid">
          <WinePriceFields values={values} errors={errors} />
        </div>
        <CheckboxField label="Ativo (à venda na loja)" name="active" checked={values.active} error={errors.active} />
        <div className="actions">
          <button className="button" type="submit">
            Salvar
          </button>
        </div>
      </form>
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
              error={errors.image}
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
      <h2>Histórico</h2>
      <AuditTable entries={history} labels={() => ({ ...WINE_FIELD_LABELS, ...WINE_SHEET_LABELS })} />
    </AdminDocument>
  );
}
