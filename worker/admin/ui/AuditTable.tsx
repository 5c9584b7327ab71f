import type { AuditEntry } from '../../../src/contracts/admin/api.ts';
import { isUploadedPhoto } from '../../../src/contracts/wine-photos.ts';
import { formatBRL } from '../../../src/core/rules/money.ts';
import { orderStatusLabel } from '../../../src/core/rules/order-status.ts';
import { type Column, ListTable } from './ListTable.tsx';
import type { ChoiceNames } from './choices.ts';
import { adminDateTime } from './dates.ts';

/** Fields stored in reais: shown as the forms and the shop write money. */
const MONEY_FIELDS = new Set(['price', 'list_price', 'amount', 'minimum_subtotal', 'free_shipping_minimum', 'standard_price', 'express_price']);

/** Instants stored as ISO strings: shown on São Paulo's clock, as the forms show them. */
const INSTANT_FIELDS = new Set(['expires_at', 'expires_time', 'ends_at']);

const NUMBER = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** A coupon's value as its kind reads it ("12,5%", "R$ 20,00"), when the record holds the kind beside it. */
function couponValue(value: unknown, record: Record<string, unknown> | null | undefined): string | undefined {
  if (typeof value !== 'number') return undefined;
  if (record?.kind === 'percentage') return `${NUMBER.format(value)}%`;
  return record?.kind === 'fixed' ? formatBRL(value) : undefined;
}

/** A stored value as the owner reads it elsewhere in the back office: "R$ 12,50", "2,5", "Enviado", "tudo", "Só celular", "24/12/2030, 23:00". */
function shown(field: string, value: unknown, choices: ChoiceNames, record?: Record<string, unknown> | null): string {
  if (value === undefined || value === null) return '—';
  const discount = field === 'value' ? couponValue(value, record) : undefined;
  if (discount) return discount;
  // a wine's image: the photo by its file's name, or the bottle the shop draws (never a bare path)
  if (field === 'url_media' && typeof value === 'string') return isUploadedPhoto(value) ? `foto ${value.split('/').pop()}` : 'garrafa desenhada pela loja';
  const named = typeof value === 'string' ? choices[field]?.[value] : undefined;
  if (named) return named;
  if (INSTANT_FIELDS.has(field) && typeof value === 'string' && !Number.isNaN(Date.parse(value))) return adminDateTime(value);
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (typeof value === 'number') return MONEY_FIELDS.has(field) ? formatBRL(value) : NUMBER.format(value);
  if (field === 'status' && typeof value === 'string') return orderStatusLabel(value);
  // a refund of whatever is left (admin-orders.ts)
  if (field === 'lines' && value === 'all') return 'tudo';
  if (typeof value === 'string') return value;
  // a list the form writes one per line (SKUs, moments, the wines refunded): one after the other
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(', ') || '—';
  // a popup's position: the form's one number
  const top = (value as { desktop?: { top?: unknown } }).desktop?.top;
  if (typeof top === 'number') return NUMBER.format(top);
  return JSON.stringify(value);
}

/** The shipping's CEP ranges that one change added, removed or altered, by their region's name. */
function changedRegions(before: unknown, after: unknown): string {
  const byRegion = (rows: unknown) =>
    new Map((Array.isArray(rows) ? rows : []).map((row) => [String((row as { region?: unknown }).region), JSON.stringify(row)]));
  const old = byRegion(before);
  const now = byRegion(after);
  const regions = [...new Set([...old.keys(), ...now.keys()])].filter((region) => old.get(region) !== now.get(region));
  return regions.length > 0 ? `alteradas: ${regions.join(', ')}` : 'as mesmas';
}

/** The change of one field: "R$ 89,90 → R$ 79,90". */
function fieldChange(field: string, entry: AuditEntry, choices: ChoiceNames): string {
  const before = entry.before?.[field];
  const after = entry.after?.[field];
  if (field === 'ranges' && (Array.isArray(before) || Array.isArray(after))) return changedRegions(before, after);
  return `${shown(field, before, choices, entry.before)} → ${shown(field, after, choices, entry.after)}`;
}

/**
 * What one change did, field by field, under the form's labels: "Preço (R$): R$ 89,90 → R$ 79,90";
 * a field a save left as it was is not listed.
 */
function changes(entry: AuditEntry, labels: Record<string, string>, choices: ChoiceNames): string {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const changed = entry.before ? fields.filter((field) => JSON.stringify(entry.before?.[field]) !== JSON.stringify(entry.after?.[field])) : fields;
  return changed.map((field) => `${labels[field] ?? field}: ${fieldChange(field, entry, choices)}`).join('\n');
}

/**
 * Audit log entries (who, when, before and after), newest first: one record's history, or the
 * whole log with each entry's record named by `recordName`.
 */
export function AuditTable({
  entries,
  labels = () => ({}),
  choices = () => ({}),
  recordName,
}: {
  entries: readonly AuditEntry[];
  /** The form's labels of an entity's fields ("Preço (R$)" for a wine's price). */
  labels?: (entity: string) => Record<string, string>;
  /** The owner's words for an entity's choice values ("Só celular" for a popup's `mobile`). */
  choices?: (entity: string) => ChoiceNames;
  recordName?: (entry: AuditEntry) => string;
}) {
  const columns: Array<Column<AuditEntry> | false> = [
    { header: 'Quando', cell: (entry) => adminDateTime(entry.at) },
    { header: 'Quem', cell: (entry) => entry.actor },
    recordName ? { header: 'Registro', cell: recordName } : false,
    { header: 'O que mudou', cell: (entry) => <pre>{changes(entry, labels(entry.entity), choices(entry.entity))}</pre> },
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
export function RecordHistory({
  entries,
  labels,
  choices = {},
}: {
  entries: readonly AuditEntry[] | undefined;
  labels: Record<string, string>;
  choices?: ChoiceNames;
}) {
  if (!entries) return null;
  return (
    <>
      <h2>Histórico</h2>
      <AuditTable entries={entries} labels={() => labels} choices={() => choices} />
    </>
  );
}
