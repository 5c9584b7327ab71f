/**
 * What a backup of the D1 database holds, worked out from its schema (docs/operating-the-shop.md,
 * "Backups"). D1 refuses to export a database that has a full-text (FTS5) virtual table, as the
 * backend's has (`wines_fts`), so the export names the real tables one by one; the rest of the
 * schema (indexes, views, the full-text tables, triggers) and the full-text rows are written after
 * the rows, so restoring the file into an empty database rebuilds all of it and no trigger fires on
 * a restored row (an order's lines would otherwise take their bottles out of stock a second time).
 */

/** A row of `sqlite_master`, as {@link SCHEMA_QUERY} answers it (creation order). */
export interface SchemaObject {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
}

export const SCHEMA_QUERY = 'SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY rowid';

export interface BackupPlan {
  /** The real tables: `wrangler d1 export --table` writes their schema and rows. */
  tables: string[];
  /** The rest of the schema, in creation order, to run after the rows. */
  laterSchema: string[];
  /** Full-text tables that keep their own text: their rows are read and written back. */
  copiedSearchTables: string[];
  /** Full-text tables over another table's text (`content=`): rebuilt from it. */
  rebuiltSearchTables: string[];
}

const VIRTUAL = /^\s*CREATE\s+VIRTUAL\s+TABLE/i;
const FTS5 = /\bUSING\s+fts5\s*\(/i;
const EXTERNAL_CONTENT = /\bcontent\s*=/i;
/** SQLite's and D1's own tables (`sqlite_sequence`, `_cf_KV`): never exported, never restored. */
const INTERNAL = /^(sqlite_|_cf_)/i;
/** The tables SQLite keeps a virtual table's data in (FTS3/4/5, R*Tree): the virtual table recreates them. */
const SHADOW_SUFFIXES = ['data', 'idx', 'content', 'docsize', 'config', 'segments', 'segdir', 'stat', 'node', 'parent', 'rowid'];

export function planBackup(objects: readonly SchemaObject[]): BackupPlan {
  const virtualTables = objects.filter((object) => object.type === 'table' && VIRTUAL.test(object.sql ?? ''));
  const isShadow = (name: string) => virtualTables.some((table) => SHADOW_SUFFIXES.some((suffix) => name === `${table.name}_${suffix}`));
  const isOurs = (name: string) => !INTERNAL.test(name) && !isShadow(name);
  const searchTables = virtualTables.filter((table) => FTS5.test(table.sql ?? ''));
  return {
    tables: objects.filter((object) => object.type === 'table' && !VIRTUAL.test(object.sql ?? '') && isOurs(object.name)).map((table) => table.name),
    laterSchema: objects
      .filter((object) => object.sql && isOurs(object.name) && isOurs(object.tbl_name))
      .filter((object) => (object.type === 'table' ? VIRTUAL.test(object.sql ?? '') : ['index', 'view', 'trigger'].includes(object.type)))
      .map((object) => `${object.sql?.trim()};`),
    copiedSearchTables: searchTables.filter((table) => !EXTERNAL_CONTENT.test(table.sql ?? '')).map((table) => table.name),
    rebuiltSearchTables: searchTables.filter((table) => EXTERNAL_CONTENT.test(table.sql ?? '')).map((table) => table.name),
  };
}

const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A value of D1's JSON answer as an SQL literal. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  throw new Error(`a value the backup cannot write as SQL: ${JSON.stringify(value)}`);
}

/** The statements that put a full-text table's rows back (`SELECT rowid, * FROM table` answered them). */
export function searchRowsSql(table: string, rows: ReadonlyArray<Record<string, unknown>>): string[] {
  return rows.map((row) => {
    const columns = Object.keys(row);
    return `INSERT INTO ${identifier(table)} (${columns.map(identifier).join(', ')}) VALUES (${columns.map((column) => sqlLiteral(row[column])).join(', ')});`;
  });
}

export const searchRowsQuery = (table: string) => `SELECT rowid, * FROM ${identifier(table)}`;

/** The backup file: a header, the exported tables and rows, then the rest of the schema and the full-text rows. */
export function backupFile(header: readonly string[], exported: string, plan: BackupPlan, searchRows: ReadonlyMap<string, string[]>): string {
  return [
    ...header.map((line) => `-- ${line}`),
    exported.trimEnd(),
    '-- The rest of the schema (indexes, views, full-text search, triggers), after the rows: no trigger fires on a restored row.',
    ...plan.laterSchema,
    '-- The full-text search index.',
    ...plan.copiedSearchTables.flatMap((table) => searchRows.get(table) ?? []),
    ...plan.rebuiltSearchTables.map((table) => `INSERT INTO ${identifier(table)} (${identifier(table)}) VALUES ('rebuild');`),
    '',
  ].join('\n');
}
