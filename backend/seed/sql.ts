/** Renders values as SQL literals for seed files (our own data only; never user input). */
export type SqlValue = string | number | boolean | null;

export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * An idempotent upsert: running the seed twice leaves one row per key with the seed's values,
 * and never touches rows the shop created itself (customers, carts).
 */
export function upsert(table: string, key: string, row: Record<string, SqlValue>): string {
  const columns = Object.keys(row);
  const values = columns.map((column) => sqlLiteral(row[column] ?? null));
  const updates = columns.filter((column) => column !== key).map((column) => `${column} = excluded.${column}`);
  const onConflict = updates.length > 0 ? `DO UPDATE SET ${updates.join(', ')}` : 'DO NOTHING';
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${values.join(', ')}) ON CONFLICT (${key}) ${onConflict};`;
}
