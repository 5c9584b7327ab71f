/** One step of SQLite's query plan: `parent` is the id of the step it belongs to (0 for the top). */
export interface PlanStep {
  id: number;
  parent: number;
  detail: string;
}

/** The query plan of `sql` with `values` bound, as the database of the tests reads it. */
export async function queryPlan(db: D1Database, sql: string, values: readonly unknown[]): Promise<PlanStep[]> {
  const { results } = await db
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...values)
    .all<PlanStep>();
  return results;
}
