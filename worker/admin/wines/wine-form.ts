import { type AdminWine, WINE_EDIT_FIELDS, type WineEdit } from '../../../src/contracts/admin.ts';
import { parseReais, reaisForInput } from '../../../src/core/rules/money.ts';

/** The edit form's fields as the owner typed them (text, so a refused value is shown back as typed). */
export interface WineFormValues {
  name: string;
  price: string;
  list_price: string;
  stock: string;
  active: boolean;
}

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

function wholeNumber(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * The fields the owner changed, typed for the contract (`wineEditSchema` judges them): only what
 * differs from the stored wine is sent, so the audit log records real changes and an untouched
 * field can never overwrite another owner's edit of it.
 */
export function changedFields(current: AdminWine, values: WineFormValues): Partial<Record<keyof WineEdit, unknown>> {
  const typed: Record<keyof WineEdit, unknown> = {
    name: values.name.trim(),
    price: parseReais(values.price),
    list_price: parseReais(values.list_price),
    stock: wholeNumber(values.stock),
    active: values.active,
  };
  const changes: Partial<Record<keyof WineEdit, unknown>> = {};
  for (const field of WINE_EDIT_FIELDS) {
    if (!Object.is(typed[field], current[field])) changes[field] = typed[field];
  }
  return changes;
}
