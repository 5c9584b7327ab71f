import type { AuditEntry } from '../../../src/contracts/admin/api.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { RecordHistory } from '../ui/AuditTable.tsx';
import { CheckboxField, FormNotice, TextField } from '../ui/fields.tsx';
import { cellName, RANGE_COLUMNS, type RangeRow, SHIPPING_LABELS, type ShippingFormValues } from './shipping-form.ts';

interface ShippingPageProps {
  storeName: string;
  owner: string;
  values: ShippingFormValues;
  history: readonly AuditEntry[];
  saved?: string | undefined;
  message?: string | undefined;
  errors?: Record<string, string>;
}

const rowLabel = (index: number, row: RangeRow) => (row.region.trim() ? row.region : `Nova faixa ${index + 1}`);

/** The summary's link text for each cell: "CEP de (Nordeste)". */
function cellLabels(values: ShippingFormValues): Record<string, string> {
  const labels: Record<string, string> = { ...SHIPPING_LABELS };
  values.rows.forEach((row, index) => {
    for (const column of RANGE_COLUMNS) labels[cellName(column.field, index)] = `${column.label} (${rowLabel(index, row)})`;
  });
  return labels;
}

/** One cell's input, named by its column's header and its row's region, its error beneath. */
function Cell({ field, index, value, error }: { field: string; index: number; value: string; error: string | undefined }) {
  const id = `campo-${cellName(field, index)}`;
  return (
    <td>
      <input
        id={id}
        name={cellName(field, index)}
        type="text"
        defaultValue={value}
        inputMode={field === 'region' ? undefined : field.endsWith('price') ? 'decimal' : 'numeric'}
        aria-labelledby={`coluna-${field} faixa-${index}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erro` : undefined}
      />
      {error ? (
        <span className="error" id={`${id}-erro`}>
          {error}
        </span>
      ) : null}
    </td>
  );
}

/** "Frete": the rates by range of CEP starts, the free-shipping minimum and pickup (spec §9). */
export function ShippingPage({ storeName, owner, values, history, saved, message, errors = {} }: ShippingPageProps) {
  return (
    <AdminDocument title="Frete" storeName={storeName} owner={owner} section="Frete">
      <FormNotice saved={saved} message={message} errors={errors} labels={cellLabels(values)} />
      <form method="post" action={ADMIN_PATHS.shipping} noValidate>
        <div className="card">
          <TextField
            label={SHIPPING_LABELS.free_shipping_minimum}
            name="free_shipping_minimum"
            value={values.free_shipping_minimum}
            error={errors.free_shipping_minimum}
            inputMode="decimal"
            hint="Soma dos produtos, antes do cupom, para a entrega padrão sair grátis nas faixas marcadas."
          />
          <CheckboxField label={SHIPPING_LABELS.pickup} name="pickup" checked={values.pickup} error={errors.pickup} />
        </div>
        <h2 id="faixas">{SHIPPING_LABELS.ranges}</h2>
        <p className="hint" id="campo-ranges">
          Cada faixa vale para os CEPs que começam com os 2 dígitos de "CEP de" até "CEP até" (ex.: 01 a 09 = 01000-000 a 09999-999). Cada início de 01 a 99
          precisa estar em uma faixa só. Preencha a linha em branco para criar uma faixa; marque "Remover" para apagar.
        </p>
        <div className="scroll">
          <table aria-labelledby="faixas">
            <thead>
              <tr>
                {RANGE_COLUMNS.map((column) => (
                  <th scope="col" key={column.field} id={`coluna-${column.field}`}>
                    {column.label}
                  </th>
                ))}
                <th scope="col" id="coluna-free_shipping">
                  {SHIPPING_LABELS.free_shipping}
                </th>
                <th scope="col" id="coluna-remove">
                  {SHIPPING_LABELS.remove}
                </th>
              </tr>
            </thead>
            <tbody>
              {values.rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the form, named by their index
                <tr key={index}>
                  <Cell field="region" index={index} value={row.region} error={errors[cellName('region', index)]} />
                  {RANGE_COLUMNS.slice(1).map((column) => (
                    <Cell key={column.field} field={column.field} index={index} value={row[column.field]} error={errors[cellName(column.field, index)]} />
                  ))}
                  {(['free_shipping', 'remove'] as const).map((field) => (
                    <td key={field}>
                      <input
                        type="checkbox"
                        name={cellName(field, index)}
                        value="sim"
                        defaultChecked={row[field]}
                        aria-labelledby={`coluna-${field} faixa-${index}`}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {values.rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one hidden name per row, by position
            <span hidden id={`faixa-${index}`} key={index}>
              {rowLabel(index, row)}
            </span>
          ))}
        </div>
        {errors.ranges ? (
          <p className="error" role="alert">
            {errors.ranges}
          </p>
        ) : null}
        <button className="button" type="submit">
          Salvar
        </button>
      </form>
      <RecordHistory entries={history} labels={{ ...SHIPPING_LABELS, ranges: 'Faixas' }} />
    </AdminDocument>
  );
}
