import type { AdminWine, AuditEntry } from '../../../src/contracts/admin/api.ts';
import type { WineFactChoices } from '../../../src/contracts/admin/wine-facts.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { bindForm } from '../ui/bind-form.ts';
import { BackLink, FormFrame, type FormPageState } from '../ui/FormFrame.tsx';
import { CheckboxField, TextField } from '../ui/fields.tsx';
import { WINE_FIELD_LABELS } from './wine-form.ts';
import { WINE_SHEET_LABELS, type WineSheetValues } from './wine-sheet-form.ts';
import { WineSheetFields } from './WineSheetFields.tsx';
import { WinePriceFields } from './WinePriceFields.tsx';

interface SheetState extends FormPageState {
  choices: WineFactChoices;
}

/** A wine's sheet: type, country, grapes, producer, region, vintage, volume, alcohol, texts, moments and dishes. */
export function WineSheetPage(props: SheetState & { wine: AdminWine; values: WineSheetValues; history: readonly AuditEntry[] }) {
  const { wine } = props;
  const form = bindForm(props, WINE_SHEET_LABELS);
  const back = <BackLink href={ADMIN_PATHS.wine(wine.id)} label={`← Preço, estoque e foto de ${wine.name}`} />;
  const historyLabels = { ...WINE_FIELD_LABELS, ...WINE_SHEET_LABELS };
  return (
    <FormFrame
      form={form}
      title={`Ficha: ${wine.name}`}
      section="Vinhos"
      action={ADMIN_PATHS.wineSheet(wine.id)}
      lead={back}
      history={props.history}
      historyLabels={historyLabels}
    >
      <WineSheetFields values={props.values} choices={props.choices} errors={form.errors} />
    </FormFrame>
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
export function NewWinePage(props: SheetState & { values: NewWineValues }) {
  const form = bindForm(props, NEW_WINE_LABELS);
  const { text, tick, errors } = form;
  const back = <BackLink href={ADMIN_PATHS.wines} label="← Todos os vinhos" />;
  return (
    <FormFrame form={form} title="Novo vinho" section="Vinhos" action={ADMIN_PATHS.newWine} lead={back}>
      <div className="grid">
        <TextField {...text('sku')} required hint="Código único: letras, números e hífens (ex.: ADS-2001)." />
        <TextField {...text('name')} required maxLength={120} />
        <WinePriceFields values={props.values} errors={errors} />
      </div>
      <WineSheetFields values={props.values.sheet} choices={props.choices} errors={errors} />
      <CheckboxField {...tick('active')} label="Ativo (à venda na loja)" />
      <p className="hint">Deixe desmarcado para enviar a foto antes: sem foto, a loja mostra a garrafa desenhada.</p>
    </FormFrame>
  );
}
