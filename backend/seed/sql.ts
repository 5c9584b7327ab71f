/** Renders values as SQL literals for seed files (our own data only; never user input). */
export type SqlValue = string | number | boolean | null;

function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

export interface UpsertOptions {
  /**
   * Columns the seed sets only when it creates the row: the shop changes them afterwards (stock
   * after sales, the promotion switch), and a later seed must not undo that.
   */
  keep?: readonly string[];
}

/** D1 refuses SQL statements over 100 KB; multi-row upserts stay under this. */
const MAX_STATEMENT_BYTES = 90_000;

function onConflict(columns: readonly string[], key: string | readonly string[], options: UpsertOptions): string {
  const keys = typeof key === 'string' ? [key] : key;
  const updates = columns.filter((column) => !keys.includes(column) && !options.keep?.includes(column)).map((column) => `${column} = excluded.${column}`);
  const action = updates.length > 0 ? `DO UPDATE SET ${updates.join(', ')}` : 'DO NOTHING';
  return `ON CONFLICT (${keys.join(', ')}) ${action}`;
}

function valuesOf(columns: readonly string[], row: Record<string, SqlValue>): string {
  return `(${columns.map((column) => sqlLiteral(row[column] ?? null)).join(', ')})`;
}

/**
 * An idempotent upsert: running the seed twice leaves one row per key with the seed's values,
 * and never touches rows the shop created itself (customers, carts).
 */
export function upsert(table: string, key: string | readonly string[], row: Record<string, SqlValue>, options: UpsertOptions = {}): string {
  const columns = Object.keys(row);
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${valuesOf(columns, row)} ${onConflict(columns, key, options)};`;
}

/**
 * The same upsert for many rows of one shape, as few multi-row statements as D1's statement size
 * allows (a 20,000-wine catalogue loads in seconds instead of minutes).
 */
export function upsertMany(table: string, key: string | readonly string[], rows: readonly Record<string, SqlValue>[], options: UpsertOptions = {}): string[] {
  const first = rows[0];
  if (!first) return [];
  const columns = Object.keys(first);
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES `;
  const tail = ` ${onConflict(columns, key, options)};`;
  const statements: string[] = [];
  let values: string[] = [];
  let size = head.length + tail.length;
  for (const row of rows) {
    const rendered = valuesOf(columns, row);
    if (values.length > 0 && size + rendered.length + 2 > MAX_STATEMENT_BYTES) {
      statements.push(head + values.join(', ') + tail);
      values = [];
      size = head.length + tail.length;
    }
    values.push(rendered);
    size += rendered.length + 2;
  }
  statements.push(head + values.join(', ') + tail);
  return statements;
}
