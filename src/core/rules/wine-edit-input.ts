import { type AdminWine, WINE_EDIT_FIELDS, type WineEdit } from '../../contracts/admin/api.ts';
import { parseReais } from './money.ts';
import { typedWholeNumber } from './typed-numbers.ts';

/**
 * A wine's editable fields as the owner writes them, in the back office's form or a line of the
 * catalogue CSV: text, except `active`.
 */
export interface WineEditText {
  name: string;
  price: string;
  list_price: string;
  stock: string;
  active: boolean;
}

/**
 * The fields the owner changed, typed for the contract (`wineEditSchema` judges them; an unreadable
 * number becomes NaN, which it refuses with the field's message). Only what differs from the
 * stored wine counts, so the audit log records real changes and an untouched field never
 * overwrites another owner's edit of it.
 */
export function changedWineInput(current: AdminWine, text: WineEditText): Partial<Record<keyof WineEdit, unknown>> {
  const typed: Record<keyof WineEdit, unknown> = {
    name: text.name.trim(),
    price: parseReais(text.price),
    list_price: parseReais(text.list_price),
    stock: typedWholeNumber(text.stock),
    active: text.active,
  };
  const changes: Partial<Record<keyof WineEdit, unknown>> = {};
  for (const field of WINE_EDIT_FIELDS) {
    if (!Object.is(typed[field], current[field])) changes[field] = typed[field];
  }
  return changes;
}
