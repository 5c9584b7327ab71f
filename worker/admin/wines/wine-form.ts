import { WINE_SHEET_LABELS } from './wine-sheet-form.ts';
import type { AdminWine } from '../../../src/contracts/admin/api.ts';
import { reaisForInput } from '../../../src/core/rules/money.ts';
import type { WineEditText } from '../../../src/core/rules/wine-edit-input.ts';
import { readFormAs } from '../ui/read-form.ts';

/** The edit form's fields as the owner typed them (text, so a refused value is shown back as typed). */
export type WineFormValues = WineEditText;

/** The visible labels, for the error summary's links. */
export const WINE_FIELD_LABELS: Record<keyof WineFormValues, string> = {
  name: 'Nome',
  price: 'Preço (R$)',
  list_price: 'Preço de lista (R$)',
  stock: 'Estoque',
  active: 'Ativo',
};

export function wineFormValues(wine: AdminWine): WineFormValues {
  return { name: wine.name, price: reaisForInput(wine.price), list_price: reaisForInput(wine.list_price), stock: String(wine.stock), active: wine.active };
}

const BLANK_WINE: WineFormValues = { name: '', price: '', list_price: '', stock: '', active: false };

export const readWineForm = (form: URLSearchParams): WineFormValues => readFormAs(form, BLANK_WINE);

/** A wine's history reads its price and stock, its sheet and its photo under the forms' words. */
export const WINE_HISTORY_LABELS: Record<string, string> = { ...WINE_FIELD_LABELS, ...WINE_SHEET_LABELS, url_media: 'Foto' };
