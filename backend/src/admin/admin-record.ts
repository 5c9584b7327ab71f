import type { AuditEntity } from '../../../src/contracts/admin/api.ts';
import { auditStatement } from './audit-log.ts';

/**
 * What the back office's coupon and banner edits share (the wines' edit in admin-wines.ts is the
 * model): the fields the owner really changed, and one batch's first two statements, the audit
 * row (its `before` read inside the batch, so it is exactly what the edit replaced) and the update.
 * A field sent with the value it already has is not a change and is not recorded.
 */
export interface AdminTable<Field extends string> {
  table: string;
  /** The key column (`code`, `id`, `slot`). */
  key: string;
  /** The audit log's entity. */
  entity: AuditEntity;
  /** SQL reading each field as JSON the way the admin API answers it (booleans, JSON columns); the column itself when absent. */
  json: Partial<Record<Field, string>>;
}

/** A 0/1 column read as a JSON boolean, for the audit log's `before`. */
export const booleanJson = (column: string) => `json(CASE ${column} WHEN 1 THEN 'true' ELSE 'false' END)`;

/** How the admin API's value is stored: booleans as 0/1, objects as JSON text. */
export function storedValue(value: unknown): string | number | null {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value as string | number | null;
}

/** The fields `edit` sends with a value other than the current one (objects compared as JSON). */
export function changedFields<Field extends string>(
  fields: readonly Field[],
  edit: Partial<Record<Field, unknown>>,
  current: Readonly<Record<Field, unknown>>,
): Field[] {
  return fields.filter((field) => edit[field] !== undefined && JSON.stringify(edit[field]) !== JSON.stringify(current[field]));
}

/** The audit row and the update of the `changed` fields of one record: put both first in the edit's batch. */
export function editStatements<Field extends string>(
  db: D1Database,
  table: AdminTable<Field>,
  key: string | number,
  edit: Partial<Record<Field, unknown>>,
  changed: readonly Field[],
  who: { actor: string; now: Date },
): [D1PreparedStatement, D1PreparedStatement] {
  const before = changed.map((field) => `'${field}', ${table.json[field] ?? field}`).join(', ');
  const record = auditStatement(db, {
    at: who.now,
    actor: who.actor,
    action: 'update',
    entity: table.entity,
    entityId: String(key),
    before: { sql: `SELECT json_object(${before}) FROM ${table.table} WHERE ${table.key} = ?`, params: [key] },
    after: Object.fromEntries(changed.map((field) => [field, edit[field]])),
  });
  const update = db
    .prepare(`UPDATE ${table.table} SET ${changed.map((field) => `${field} = ?`).join(', ')} WHERE ${table.key} = ?`)
    .bind(...changed.map((field) => storedValue(edit[field])), key);
  return [record, update];
}

/** Whether a failed batch hit the table's UNIQUE or PRIMARY KEY (another write got there first). */
export const isUniqueViolation = (error: unknown, column: string) => String(error).includes(`UNIQUE constraint failed: ${column}`);
