/**
 * A D1 binding that counts its round trips: each `first`, `all`, `run` or `raw` of a statement is
 * one, a whole `batch` is one. The statements it hands out are stand-ins for the real ones, which
 * `batch` is given back (D1 takes only its own statements).
 */
export function countingD1(db: D1Database): { db: D1Database; roundTrips: () => number } {
  let count = 0;
  const originals = new WeakMap<object, D1PreparedStatement>();
  const QUERIES = new Set(['first', 'all', 'run', 'raw']);

  const counted = (statement: D1PreparedStatement): D1PreparedStatement => {
    const stand = new Proxy(statement, {
      get(target, property) {
        if (property === 'bind') return (...values: unknown[]) => counted(target.bind(...values));
        const value = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        if (QUERIES.has(String(property))) {
          return (...args: unknown[]) => {
            count += 1;
            return value.apply(target, args);
          };
        }
        return value.bind(target);
      },
    });
    originals.set(stand, statement);
    return stand;
  };

  const wrapped = new Proxy(db, {
    get(target, property) {
      if (property === 'prepare') return (sql: string) => counted(target.prepare(sql));
      if (property === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          count += 1;
          return target.batch(statements.map((statement) => originals.get(statement) ?? statement));
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: wrapped, roundTrips: () => count };
}
