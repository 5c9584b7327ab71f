import { describe, expect, it } from 'vitest';
import { queryPlan } from '../../test/query-plan.ts';
import { testEnv } from '../../test/test-env.ts';
import { searchWines } from './search-wines.ts';

/** The database, recording the SQL of every statement prepared on it. */
function recordingDb(): { db: D1Database; statements: string[] } {
  const statements: string[] = [];
  const db = new Proxy(testEnv.DB, {
    get(target, property) {
      if (property === 'prepare') {
        return (sql: string) => {
          statements.push(sql);
          return target.prepare(sql);
        };
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db, statements };
}

async function plan(sql: string): Promise<string[]> {
  // Any bound values: the plan does not depend on them.
  const parameters = sql.match(/\?(\d+)/g)?.map((name) => Number(name.slice(1))) ?? [];
  const values = Array.from({ length: Math.max(0, ...parameters) }, () => 'tinto');
  return (await queryPlan(testEnv.DB, sql, values)).map((step) => step.detail);
}

describe('search over the index', () => {
  it('looks each match up in the narrow search index, never in the whole wine rows', async () => {
    const { db, statements } = recordingDb();
    const { response } = await searchWines(db, 'tinto', 1);
    expect(response.total).toBeGreaterThan(0);
    expect(statements).toHaveLength(2); // the page and the sweetness counts
    for (const sql of statements) {
      const steps = await plan(sql);
      // Ranking and counting read every match: through the covering index (migration 0057).
      expect(steps).toContainEqual(expect.stringMatching(/^SEARCH w USING COVERING INDEX wines_search_rank \(id=\?/));
    }
  });
});
