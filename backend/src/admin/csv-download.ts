import type { Context } from 'hono';
import { saoPauloDate } from '../../../src/core/rules/sao-paulo-time.ts';

/** A CSV the owner downloads, named `{name}-{today in São Paulo}.csv` (src/core/rules/csv.ts writes it). */
export function csvDownload(c: Context, name: string, csv: string): Response {
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}-${saoPauloDate(new Date())}.csv"`,
  });
}
