import { ADMIN_PAGE_SIZE, type AuditEntity, type AuditEntry, type AuditPage } from '../../../src/contracts/admin/api.ts';

/**
 * The audit log (migration 0044): every change the back office makes, who made it, when, and the
 * changed fields before and after. Written by a statement that joins the change's own D1 batch,
 * so a change and its record are saved together or not at all.
 */
export interface Change {
  at: Date;
  actor: string;
  action: string;
  entity: AuditEntity;
  entityId: string;
  /** A query answering one JSON object, the changed fields as stored: run inside the batch, before the change. */
  before: { sql: string; params: unknown[] } | null;
  after: Record<string, unknown> | null;
}

/** The statement that records `change`; put it in the change's batch, before the write. */
export function auditStatement(db: D1Database, change: Change): D1PreparedStatement {
  const before = change.before ?? { sql: 'SELECT NULL', params: [] };
  return db
    .prepare(
      `INSERT INTO audit_log (at, actor, action, entity, entity_id, before_json, after_json)
       VALUES (?, ?, ?, ?, ?, (${before.sql}), ?)`,
    )
    .bind(
      change.at.toISOString(),
      change.actor,
      change.action,
      change.entity,
      change.entityId,
      ...before.params,
      change.after === null ? null : JSON.stringify(change.after),
    );
}

export interface AuditRow {
  id: number;
  at: string;
  actor: string;
  action: string;
  entity: string;
  entity_id: string;
  before_json: string | null;
  after_json: string | null;
}

const parsed = (json: string | null): AuditEntry['before'] => (json === null ? null : (JSON.parse(json) as Record<string, unknown>));

/** One page of the log, newest first, narrowed to an entity (and one of its records) when given. */
export async function listAudit(db: D1Database, filter: { entity?: AuditEntity | undefined; entityId?: string | undefined; page: number }): Promise<AuditPage> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.entity !== undefined) {
    where.push('entity = ?');
    params.push(filter.entity);
  }
  if (filter.entityId !== undefined) {
    where.push('entity_id = ?');
    params.push(filter.entityId);
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT * FROM audit_log ${clause} ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`)
      .bind(...params, ADMIN_PAGE_SIZE, (filter.page - 1) * ADMIN_PAGE_SIZE),
    db.prepare(`SELECT count(*) AS total FROM audit_log ${clause}`).bind(...params),
  ]);
  const entries = ((rows?.results ?? []) as AuditRow[]).map(
    (row): AuditEntry => ({
      id: row.id,
      at: row.at,
      actor: row.actor,
      action: row.action,
      entity: row.entity,
      entity_id: row.entity_id,
      before: parsed(row.before_json),
      after: parsed(row.after_json),
    }),
  );
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
  return { entries, total, page: filter.page, pageSize: ADMIN_PAGE_SIZE };
}
