import type { WineFacts } from '../../../src/contracts/admin/wine-facts.ts';
import { typedDecimal, typedWholeNumber } from '../../../src/core/rules/typed-numbers.ts';
import { readFormAs } from '../ui/read-form.ts';

/** A wine's sheet as the owner filled it in (text, so a refused value comes back as typed). */
export interface WineSheetValues {
  type_slug: string;
  country_slug: string;
  grape_slug: string;
  blend: string;
  sweetness: string;
  producer: string;
  region: string;
  appellation: string;
  vintage: string;
  volume_ml: string;
  alcohol: string;
  description: string;
  pairing: string;
  ageing: string;
  black_friday: boolean;
  moments: string[];
}

export const WINE_SHEET_LABELS: Record<keyof WineSheetValues, string> = {
  type_slug: 'Tipo',
  country_slug: 'País',
  grape_slug: 'Página de uva',
  blend: 'Uvas',
  sweetness: 'Doçura',
  producer: 'Produtor',
  region: 'Região',
  appellation: 'Denominação de origem',
  vintage: 'Safra',
  volume_ml: 'Volume (ml)',
  alcohol: 'Teor alcoólico (%)',
  description: 'Notas de degustação',
  pairing: 'Harmonização',
  ageing: 'Guarda',
  black_friday: 'Na seleção da Black Friday',
  moments: 'Momentos e pratos',
};

export const EMPTY_SHEET: WineSheetValues = {
  type_slug: 'tinto',
  country_slug: '',
  grape_slug: '',
  blend: '',
  sweetness: 'seco',
  producer: '',
  region: '',
  appellation: '',
  vintage: '',
  volume_ml: '750',
  alcohol: '',
  description: '',
  pairing: '',
  ageing: '',
  black_friday: false,
  moments: [],
};

const decimalText = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

export const wineSheetValues = (facts: WineFacts): WineSheetValues => ({
  ...facts,
  vintage: facts.vintage === null ? '' : String(facts.vintage),
  volume_ml: String(facts.volume_ml),
  alcohol: decimalText(facts.alcohol),
});

export function readWineSheet(form: URLSearchParams): WineSheetValues {
  const values = readFormAs(form, EMPTY_SHEET);
  // a form from before the field (an open tab during a deploy) says nothing: the default
  return { ...values, sweetness: values.sweetness || EMPTY_SHEET.sweetness };
}

/** The sheet as the contract takes it (`wineFactsSchema` judges it): blanks for no vintage and no alcohol given. */
export function wineSheetPayload(values: WineSheetValues) {
  return {
    ...values,
    vintage: values.vintage.trim() === '' ? null : typedWholeNumber(values.vintage),
    volume_ml: typedWholeNumber(values.volume_ml),
    alcohol: values.alcohol.trim() === '' ? null : typedDecimal(values.alcohol),
  };
}
