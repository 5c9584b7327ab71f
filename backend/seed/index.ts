import { MESSAGE_BANNERS } from './data/message-banners.ts';
import { upsert } from './sql.ts';

/**
 * The seeded catalogue as SQL statements, one per row. Used by `npm start` (written to a file
 * and run by wrangler) and by the worker tests (run as a D1 batch): one seed, two callers.
 */
export function seedStatements(): string[] {
  return [...MESSAGE_BANNERS.map((banner) => upsert('message_banners', 'id', { ...banner, active: 1 }))];
}
