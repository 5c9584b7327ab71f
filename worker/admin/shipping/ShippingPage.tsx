import type { AuditEntry } from '../../../src/contracts/admin/api.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { bindForm } from '../ui/bind-form.ts';
import { FormFrame, type FormPageState } from '../ui/FormFrame.tsx';
import { CheckboxField, TextField } from '../ui/fields.tsx';
import { TICKED } from '../ui/read-form.ts';
import { cellName, RANGE_COLUMNS, type RangeRow, SHIPPING_LABELS, type ShippingFormValues } from './shipping-form.ts';

interface ShippingPageProps extends FormPageState {
  values: ShippingFormValues;
  history: readonly AuditEntry[];
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

/** The ranges, one row each and a blank one to add a range; every input named by its column's header and its row's region. */
function RangeTable({ values, errors }: { values: ShippingFormValues; errors: Record<string, string> }) {
  return (
    <>
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
                      value={TICKED}
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
    </>
  );
}

/** "Frete": the rates by range of CEP starts, the free-shipping minimum and pickup (spec §9). */
export function ShippingPage(props: ShippingPageProps) {
  const form = bindForm(props, cellLabels(props.values));
  const { text, tick, errors } = form;
  const historyLabels = { ...SHIPPING_LABELS, ranges: 'Faixas' };
  return (
    <FormFrame form={form} title="Frete" section="Frete" action={ADMIN_PATHS.shipping} plain history={props.history} historyLabels={historyLabels}>
      <div className="card">
        <TextField
          {...text('free_shipping_minimum')}
          inputMode="decimal"
          hint="Soma dos produtos, antes do cupom, para a entrega padrão sair grátis nas faixas marcadas."
        />
        <CheckboxField {...tick('pickup')} />
      </div>
      <RangeTable values={props.values} errors={errors} />
      {errors.ranges ? (
        <p className="error" role="alert">
          {errors.ranges}
        </p>
      ) : null}
    </FormFrame>
  );
}
