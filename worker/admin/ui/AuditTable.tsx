import type { AuditEntry } from '../../../src/contracts/admin/api.ts';
import { type Column, ListTable } from './ListTable.tsx';
import { adminDateTime } from './dates.ts';

function shown(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** What one change did, field by field, under the form's labels: "Preço (R$): 89.9 → 79.9". */
function changes(entry: AuditEntry, labels: Record<string, string>): string {
  const fields = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]);
  return [...fields].map((field) => `${labels[field] ?? field}: ${shown(entry.before?.[field])} → ${shown(entry.after?.[field])}`).join('\n');
}

/**
 * Audit log entries (who, when, before and after), newest first: one record's history, or the
 * whole log with each entry's record named by `recordName`.
 */
export function AuditTable({
  entries,
  labels = () => ({}),
  recordName,
}: {
  entries: readonly AuditEntry[];
  /** The form's labels of an entity's fields ("Preço (R$)" for a wine's price). */
  labels?: (entity: string) => Record<string, string>;
  recordName?: (entry: AuditEntry) => string;
}) {
  const columns: Array<Column<AuditEntry> | false> = [
    { header: 'Quando', cell: (entry) => adminDateTime(entry.at) },
    { header: 'Quem', cell: (entry) => entry.actor },
    recordName ? { header: 'Registro', cell: recordName } : false,
    { header: 'O que mudou', cell: (entry) => <pre>{changes(entry, labels(entry.entity))}</pre> },
  ];
  return (
    <ListTable
      rows={entries}
      columns={columns}
      rowKey={(entry) => entry.id}
      empty="Nenhuma alteração registrada."
      caption="As alterações mais recentes primeiro (horário de Brasília)."
    />
  );
}

/** A record's "Histórico" under its form; nothing for a record not created yet. */
export function RecordHistory({ entries, labels }: { entries: readonly AuditEntry[] | undefined; labels: Record<string, string> }) {
  if (!entries) return null;
  return (
    <>
      <h2>Histórico</h2>
      <AuditTable entries={entries} labels={() => labels} />
    </>
  );
}
