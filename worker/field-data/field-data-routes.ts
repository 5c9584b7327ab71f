import { Hono } from 'hono';
import { z } from 'zod/mini';
import { CONNECTION_TYPES, DEVICE_CLASSES, FIELD_DATA_PATH, MAX_REPORTS_PER_BEACON, VITAL_NAMES } from '../../src/contracts/field-data.ts';
import type { AppEnv } from '../env.ts';
import { readJson } from '../http/read-json.ts';
import { withinLimit } from '../middleware/rate-limits.ts';
import { fieldDataStore } from './field-data-store.ts';

/** A route template as Hono names its routes (`/produto/:slug`), bounded: never an address with a query or a shopper's data. */
const routeTemplate = z.string().check(z.regex(/^\/[A-Za-z0-9/:._-]{0,79}$/));

/** The reports of one beacon (src/contracts/field-data.ts); an hour is more than any metric of one visit. */
const beaconSchema = z.object({
  reports: z
    .array(
      z.object({
        name: z.enum(VITAL_NAMES),
        value: z.number().check(z.gte(0), z.lte(3_600_000)),
        route: routeTemplate,
        device: z.enum(DEVICE_CLASSES),
        connection: z.enum(CONNECTION_TYPES),
        target: z.optional(z.string().check(z.maxLength(120))),
      }),
    )
    .check(z.minLength(1), z.maxLength(MAX_REPORTS_PER_BEACON)),
});

/**
 * The field-data beacon (docs/performance.md "Field data"): a page's browser sends its Core Web
 * Vitals here once it is hidden; each report becomes one Analytics Engine data point. Answers 204,
 * or a 4xx JSON error for a body that is not a beacon. Limited per address, so nobody floods the
 * figures; over the limit a beacon is dropped with the same 204 (field data is a sample: a phone
 * behind a carrier's shared address must not see an error for it, and can do nothing about one).
 */
export const fieldDataRoutes = new Hono<AppEnv>().post(FIELD_DATA_PATH, async (c) => {
  if (!(await withinLimit(c, 'FIELD_DATA_LIMITER'))) return c.body(null, 204);
  const { reports } = await readJson(c, beaconSchema);
  const store = fieldDataStore(c.env);
  for (const report of reports) store.recordVital(report);
  return c.body(null, 204);
});
