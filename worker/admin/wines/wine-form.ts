import type { AdminWine } from '../../../src/contracts/admin/api.ts';
import { reaisForInput } from '../../../src/core/rules/money.ts';
import type { WineEditText } from '../../../src/core/rules/wine-edit-input.ts';

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

export function readWineForm(form: URLSearchParams): WineFormValues {
  return {
    name: form.get('name') ?? '',
    price: form.get('price') ?? '',
    list_price: form.get('list_price') ?? '',
    stock: form.get('stock') ?? '',
    // an unticked checkbox is not sent at all
    active: form.get('active') === 'sim',
  };
}
