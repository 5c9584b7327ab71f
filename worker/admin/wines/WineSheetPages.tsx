import type { AdminWine, AuditEntry } from '../../../src/contracts/admin/api.ts';
import type { WineFactChoices } from '../../../src/contracts/admin/wine-facts.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { RecordHistory } from '../ui/AuditTable.tsx';
import { CheckboxField, FormNotice, TextField } from '../ui/fields.tsx';
import { WINE_FIELD_LABELS } from './wine-form.ts';
import { WINE_SHEET_LABELS, type WineSheetValues } from './wine-sheet-form.ts';
import { WineSheetFields } from './WineSheetFields.tsx';
import { WinePriceFields } from './WinePriceFields.tsx';

interface SheetState {
  storeName: string;
  owner: string;
  choices: WineFactChoices;
  message?: string | undefined;
  errors?: Record<string, string>;
}

/** A wine's sheet: type, country, grapes, producer, region, vintage, volume, alcohol, texts, moments and dishes. */
export function WineSheetPage({
  storeName,
  owner,
  wine,
  values,
  choices,
  history,
  saved,
  message,
  errors = {},
}: SheetState & { wine: AdminWine; values: WineSheetValues; history: readonly AuditEntry[]; saved?: string | undefined }) {
  return (
    <AdminDocument title={`Ficha: ${wine.name}`} storeName={storeName} owner={owner} section="Vinhos">
      <p>
        <a href={ADMIN_PATHS.wine(wine.id)}>← Preço, estoque e foto de {wine.name}</a>
      </p>
      <FormNotice saved={saved} message={message} errors={errors} labels={WINE_SHEET_LABELS} />
      <form className="card" method="post" action={ADMIN_PATHS.wineSheet(wine.id)} noValidate>
        <WineSheetFields values={values} choices={choices} errors={errors} />
        <button className="button" type="submit">
          Salvar
        </button>
      </form>
      <RecordHistory entries={history} labels={{ ...WINE_FIELD_LABELS, ...WINE_SHEET_LABELS }} />
    </AdminDocument>
  );
}

/** "Novo vinho" as the owner typed it: the shop data and the sheet. */
export interface NewWineValues {
  sku: string;
  name: string;
  price: string;
  list_price: string;
  stock: string;
  active: boolean;
  sheet: WineSheetValues;
}

const NEW_WINE_LABELS = { sku: 'SKU', ...WINE_FIELD_LABELS, ...WINE_SHEET_LABELS };

/** "Novo vinho": SKU, name, prices, stock and the sheet; the photo comes after, on the wine's page. */
export function NewWinePage({ storeName, owner, values, choices, message, errors = {} }: SheetState & { values: NewWineValues }) {
  return (
    <AdminDocument title="Novo vinho" storeName={storeName} owner={owner} section="Vinhos">
      <p>
        <a href={ADMIN_PATHS.wines}>← Todos os vinhos</a>
      </p>
      <FormNotice message={message} errors={errors} labels={NEW_WINE_LABELS} />
      <form className="card" method="post" action={ADMIN_PATHS.newWine} noValidate>
        <div className="grid">
          <TextField label="SKU" name="sku" value={values.sku} error={errors.sku} required hint="Código único: letras, números e hífens (ex.: ADS-2001)." />
          <TextField label={WINE_FIELD_LABELS.name} name="name" value={values.name} error={errors.name} required maxLength={120} />
          <WinePriceFields values={values} errors={errors} />
        </div>
        <WineSheetFields values={values.sheet} choices={choices} errors={errors} />
        <CheckboxField label="Ativo (à venda na loja)" name="active" checked={values.active} error={errors.active} />
        <p className="hint">Deixe desmarcado para enviar a foto antes: sem foto, a loja mostra a garrafa desenhada.</p>
        <button className="button" type="submit">
          Salvar
        </button>
      </form>
    </AdminDocument>
  );
}
