import type { WineImportResult } from '../../../src/contracts/admin/api.ts';
import { reaisForInput } from '../../../src/core/rules/money.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { AdminDocument } from '../ui/AdminDocument.tsx';
import { FormNotice, TextField } from '../ui/fields.tsx';
import { type Column, ListTable, WithNote } from '../ui/ListTable.tsx';
import { WINE_FIELD_LABELS } from './wine-form.ts';

interface WineImportPageProps {
  storeName: string;
  owner: string;
  /** The preview of the file sent, with the file's text to apply it; none before a file is chosen. */
  preview?: { result: WineImportResult; csv: string };
  /** Why the file itself was refused (too large, none chosen). */
  fileError?: string;
}

function shown(field: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (typeof value === 'number' && (field === 'price' || field === 'list_price')) return reaisForInput(value);
  return String(value);
}

/** Each field the line changes, under the form's labels: "Preço (R$): 89,90 → 79,90". */
function changedFields(change: WineImportResult['changes'][number]): string {
  const label = (field: string) => WINE_FIELD_LABELS[field as keyof typeof WINE_FIELD_LABELS] ?? field;
  return Object.keys(change.after)
    .map((field) => `${label(field)}: ${shown(field, change.before[field])} → ${shown(field, change.after[field])}`)
    .join('\n');
}

const CHANGE_COLUMNS: Column<WineImportResult['changes'][number]>[] = [
  { header: 'Linha', cell: (change) => change.line },
  { header: 'Vinho', cell: (change) => <WithNote note={`SKU ${change.sku}`}>{change.name}</WithNote> },
  { header: 'Alterações', cell: (change) => <pre>{changedFields(change)}</pre> },
];

/** "Importar CSV": choose the file, see what it changes line by line, then apply it. */
export function WineImportPage({ storeName, owner, preview, fileError }: WineImportPageProps) {
  const result = preview?.result;
  return (
    <AdminDocument title="Importar CSV" storeName={storeName} owner={owner} section="Vinhos">
      <p>
        <a href={ADMIN_PATHS.wines}>← Todos os vinhos</a>
      </p>
      <p>
        Envie o CSV que você exportou em "Exportar CSV", com as alterações feitas no Excel: colunas sku;nome;preco;preco_lista;estoque;ativo. Antes de aplicar,
        você vê o que muda.
      </p>
      <FormNotice {...(fileError ? { errors: { file: fileError } } : {})} labels={{ file: 'Arquivo CSV' }} />
      {result && result.errors.length > 0 ? (
        <div className="notice bad" role="alert" tabIndex={-1} autoFocus>
          O arquivo tem linhas com problemas; nada foi alterado. Corrija-as e envie o arquivo de novo.
          <ul>
            {result.errors.map((error) => (
              <li key={error.line}>
                Linha {error.line}: {error.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result && result.errors.length === 0 ? (
        <>
          <p role="status">
            {result.changes.length === 1 ? '1 vinho muda' : `${result.changes.length} vinhos mudam`}; {result.unchanged} sem alteração.
          </p>
          {result.changes.length > 0 ? (
            <>
              <ListTable rows={result.changes} columns={CHANGE_COLUMNS} rowKey={(change) => change.line} caption="O que muda, por linha do arquivo." />
              <form method="post" action={ADMIN_PATHS.wineImportApply} className="actions">
                <input type="hidden" name="csv" value={preview?.csv ?? ''} />
                <button className="button" type="submit">
                  Aplicar alterações
                </button>
              </form>
            </>
          ) : null}
        </>
      ) : null}
      <h2>{result ? 'Enviar outro arquivo' : 'Arquivo'}</h2>
      <form className="card" method="post" action={ADMIN_PATHS.wineImport} encType="multipart/form-data">
        <TextField label="Arquivo CSV" name="file" type="file" accept=".csv,text/csv" hint="Até 2.000 vinhos (1 MB)." error={fileError} />
        <button className="button" type="submit">
          Ver alterações
        </button>
      </form>
    </AdminDocument>
  );
}
