import { ADMIN_SHIPPING_MESSAGES, type AdminShippingRates, coverageProblems, shippingRatesSchema } from '../../../src/contracts/admin/shipping.ts';
import { parseReais, reaisForInput } from '../../../src/core/rules/money.ts';
import { typedWholeNumber } from '../../../src/core/rules/typed-numbers.ts';
import { TICKED } from '../ui/read-form.ts';

/** One row of the "Frete" table as typed. */
export interface RangeRow {
  region: string;
  cep_from: string;
  cep_to: string;
  standard_price: string;
  standard_days: string;
  express_price: string;
  express_days: string;
  free_shipping: boolean;
  remove: boolean;
}

export interface ShippingFormValues {
  rows: RangeRow[];
  free_shipping_minimum: string;
  pickup: boolean;
}

/** The table's columns: the field, its header, and whether it holds reais. */
export const RANGE_COLUMNS = [
  { field: 'region', label: 'Região' },
  { field: 'cep_from', label: 'CEP de' },
  { field: 'cep_to', label: 'CEP até' },
  { field: 'standard_price', label: 'Padrão (R$)' },
  { field: 'standard_days', label: 'Padrão (dias úteis)' },
  { field: 'express_price', label: 'Expressa (R$)' },
  { field: 'express_days', label: 'Expressa (dias úteis)' },
] as const;

export const SHIPPING_LABELS = {
  free_shipping_minimum: 'Frete grátis a partir de (R$)',
  pickup: 'Retirada na loja (grátis, no dia útil seguinte)',
  free_shipping: 'Frete grátis',
  remove: 'Remover',
  ranges: 'Faixas de CEP',
};

/** A form field's name: the column and the row ("cep_from-3"). */
export const cellName = (field: string, row: number) => `${field}-${row}`;

const EMPTY_ROW: RangeRow = {
  region: '',
  cep_from: '',
  cep_to: '',
  standard_price: '',
  standard_days: '',
  express_price: '',
  express_days: '',
  free_shipping: false,
  remove: false,
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The stored rates in the form, with one blank row to add a range. */
export function shippingFormValues(rates: AdminShippingRates): ShippingFormValues {
  return {
    rows: [
      ...rates.ranges.map((range) => ({
        region: range.region,
        cep_from: twoDigits(range.cep_from),
        cep_to: twoDigits(range.cep_to),
        standard_price: reaisForInput(range.standard_price),
        standard_days: String(range.standard_days),
        express_price: reaisForInput(range.express_price),
        express_days: String(range.express_days),
        free_shipping: range.free_shipping,
        remove: false,
      })),
      EMPTY_ROW,
    ],
    free_shipping_minimum: reaisForInput(rates.free_shipping_minimum),
    pickup: rates.pickup,
  };
}

export function readShippingForm(form: URLSearchParams): ShippingFormValues {
  const rows: RangeRow[] = [];
  for (let index = 0; form.has(cellName('region', index)); index += 1) {
    const text = (field: string) => form.get(cellName(field, index)) ?? '';
    rows.push({
      region: text('region'),
      cep_from: text('cep_from'),
      cep_to: text('cep_to'),
      standard_price: text('standard_price'),
      standard_days: text('standard_days'),
      express_price: text('express_price'),
      express_days: text('express_days'),
      // an unticked checkbox is not sent at all
      free_shipping: form.get(cellName('free_shipping', index)) === TICKED,
      remove: form.get(cellName('remove', index)) === TICKED,
    });
  }
  return { rows: [...rows, EMPTY_ROW], free_shipping_minimum: form.get('free_shipping_minimum') ?? '', pickup: form.get('pickup') === TICKED };
}

const isBlank = (row: RangeRow) => RANGE_COLUMNS.every(({ field }) => row[field].trim() === '');

/** The rows that make the rates: not removed, not left blank (the row for a new range). */
const keptRows = (values: ShippingFormValues) => values.rows.map((row, index) => ({ row, index })).filter(({ row }) => !row.remove && !isBlank(row));

export type ShippingCheck = { ok: true; rates: AdminShippingRates } | { ok: false; message: string; errors: Record<string, string> };

/**
 * The rates the form describes, judged by the contract; each refusal keyed by its cell
 * ("standard_days-4") and the CEP coverage said in words (which starts are missing or repeated).
 */
export function checkShippingForm(values: ShippingFormValues): ShippingCheck {
  const kept = keptRows(values);
  const payload = {
    ranges: kept.map(({ row }) => ({
      region: row.region,
      cep_from: typedWholeNumber(row.cep_from),
      cep_to: typedWholeNumber(row.cep_to),
      standard_price: parseReais(row.standard_price),
      standard_days: typedWholeNumber(row.standard_days),
      express_price: parseReais(row.express_price),
      express_days: typedWholeNumber(row.express_days),
      free_shipping: row.free_shipping,
    })),
    free_shipping_minimum: parseReais(values.free_shipping_minimum),
    pickup: values.pickup,
  };
  const checked = shippingRatesSchema.safeParse(payload);
  if (checked.success) return { ok: true, rates: checked.data };
  const errors: Record<string, string> = {};
  for (const issue of checked.error.issues) {
    const [first, position, field] = issue.path;
    const row = typeof position === 'number' ? kept[position]?.index : undefined;
    const key = first === 'ranges' && row !== undefined && typeof field === 'string' ? cellName(field, row) : String(first ?? 'ranges');
    errors[key] ??= issue.message;
  }
  if (errors.ranges === ADMIN_SHIPPING_MESSAGES.coverage) {
    const { missing, repeated } = coverageProblems(payload.ranges.filter((range) => Number.isInteger(range.cep_from) && Number.isInteger(range.cep_to)));
    const list = (prefixes: number[]) => prefixes.map(twoDigits).join(', ');
    errors.ranges = [
      ADMIN_SHIPPING_MESSAGES.coverage,
      missing.length > 0 ? `Sem faixa: ${list(missing)}.` : '',
      repeated.length > 0 ? `Em mais de uma faixa: ${list(repeated)}.` : '',
    ]
      .filter(Boolean)
      .join(' ');
  }
  return { ok: false, message: ADMIN_SHIPPING_MESSAGES.invalidFields, errors };
}
