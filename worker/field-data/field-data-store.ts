import type { VitalName, VitalReport } from '../../src/contracts/field-data.ts';
import { isLocalRun } from '../config.ts';

/** A campaign click the edge counted (src/core/rules/campaign-params.ts). */
interface CampaignClick {
  source: string;
  medium: string;
  campaign: string;
  route: string;
}

/** "Desempenho": the 75th percentile of each vital per page type and device class, and the campaign clicks by source. */
export interface FieldSummary {
  vitals: Array<{ route: string; device: string; name: VitalName; p75: number; samples: number }>;
  clicks: Array<{ source: string; clicks: number }>;
}

/** Why a summary cannot be read: the owner is told what to set. */
export type SummaryRefusal = 'unconfigured' | 'unreadable';

/**
 * Where field data goes (Workers Analytics Engine, docs/performance.md "Field data") and how the
 * back office reads it back: in production through the binding (write) and Analytics Engine's SQL
 * API (read); in a local run through a stand-in that keeps the points in this isolate and answers
 * the same summary, so the page and its tests run offline. Production never reads the stand-in.
 */
export interface FieldDataStore {
  recordVital(report: VitalReport): void;
  recordClick(click: CampaignClick): void;
  summary(days: number): Promise<FieldSummary | SummaryRefusal>;
}

const VITAL = 'vital';
const CLICK = 'click';

/** Blob positions (Analytics Engine names its columns blob1…, double1…). */
const writeVital = (dataset: AnalyticsEngineDataset, report: VitalReport) =>
  dataset.writeDataPoint({
    indexes: [report.route],
    blobs: [VITAL, report.name, report.route, report.device, report.connection, report.target ?? ''],
    doubles: [report.value],
  });

const writeClick = (dataset: AnalyticsEngineDataset, click: CampaignClick) =>
  dataset.writeDataPoint({ indexes: [CLICK], blobs: [CLICK, click.source, click.medium, click.campaign, click.route], doubles: [1] });

/** The two queries of the summary, in Analytics Engine's SQL (sampled rows weigh their `_sample_interval`). */
export function summaryQueries(dataset: string, days: number): { vitals: string; clicks: string } {
  const since = `timestamp > NOW() - INTERVAL '${Math.trunc(days)}' DAY`;
  return {
    vitals:
      `SELECT blob3 AS route, blob4 AS device, blob2 AS name, quantileExactWeighted(0.75)(double1, _sample_interval) AS p75, ` +
      `SUM(_sample_interval) AS samples FROM ${dataset} WHERE blob1 = '${VITAL}' AND ${since} ` +
      'GROUP BY route, device, name ORDER BY route, device, name FORMAT JSON',
    clicks:
      `SELECT blob2 AS source, SUM(_sample_interval) AS clicks FROM ${dataset} WHERE blob1 = '${CLICK}' AND ${since} ` +
      'GROUP BY source ORDER BY clicks DESC LIMIT 50 FORMAT JSON',
  };
}

/** The SQL API's token: an optional secret (not in `[secrets].required`, so not in the generated Env). */
const analyticsToken = (env: Env) => (env as Env & { ANALYTICS_API_TOKEN?: string }).ANALYTICS_API_TOKEN ?? '';

/** Production: the binding writes; the SQL API reads, with the account's id and a token allowed "Account Analytics: Read". */
function analyticsEngineStore(env: Env): FieldDataStore {
  async function query<T>(sql: string): Promise<T[]> {
    const response = await fetch(`https://api.cloudflare.com/client/v4/accounts/${env.ANALYTICS_ACCOUNT_ID}/analytics_engine/sql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${analyticsToken(env)}` },
      body: sql,
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`analytics_engine_sql ${response.status}`);
    }
    return ((await response.json()) as { data?: T[] }).data ?? [];
  }
  return {
    recordVital: (report) => writeVital(env.FIELD_DATA, report),
    recordClick: (click) => writeClick(env.FIELD_DATA, click),
    async summary(days) {
      if (!env.ANALYTICS_ACCOUNT_ID || !analyticsToken(env)) return 'unconfigured';
      const sql = summaryQueries(env.FIELD_DATA_DATASET, days);
      try {
        const [vitals, clicks] = await Promise.all([query<FieldSummary['vitals'][number]>(sql.vitals), query<FieldSummary['clicks'][number]>(sql.clicks)]);
        return {
          vitals: vitals.map((row) => ({ ...row, p75: Number(row.p75), samples: Number(row.samples) })),
          clicks: clicks.map((row) => ({ ...row, clicks: Number(row.clicks) })),
        };
      } catch {
        return 'unreadable';
      }
    },
  };
}

/** The stand-in's points: the newest kept, a bounded number (a local run's visits). */
const STAND_IN_LIMIT = 5_000;
const standInPoints: Array<{ at: number } & ({ kind: 'vital'; report: VitalReport } | { kind: 'click'; click: CampaignClick })> = [];

function keep(point: (typeof standInPoints)[number]): void {
  standInPoints.push(point);
  if (standInPoints.length > STAND_IN_LIMIT) standInPoints.splice(0, standInPoints.length - STAND_IN_LIMIT);
}

/** The 75th percentile as Analytics Engine's exact weighted quantile gives it (every weight 1 here). */
function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(0.75 * sorted.length) - 1)] ?? 0;
}

/** A local run: writes go to the binding as well (Miniflare's simulation) and to this isolate's list, which the summary reads. */
function standInStore(env: Env): FieldDataStore {
  return {
    recordVital(report) {
      writeVital(env.FIELD_DATA, report);
      keep({ at: Date.now(), kind: 'vital', report });
    },
    recordClick(click) {
      writeClick(env.FIELD_DATA, click);
      keep({ at: Date.now(), kind: 'click', click });
    },
    async summary(days) {
      const since = Date.now() - days * 86_400_000;
      const recent = standInPoints.filter((point) => point.at > since);
      const groups = new Map<string, { route: string; device: string; name: VitalName; values: number[] }>();
      const sources = new Map<string, number>();
      for (const point of recent) {
        if (point.kind === 'click') {
          sources.set(point.click.source, (sources.get(point.click.source) ?? 0) + 1);
          continue;
        }
        const { route, device, name, value } = point.report;
        const key = `${route}\u0000${device}\u0000${name}`;
        const group = groups.get(key) ?? { route, device, name, values: [] };
        group.values.push(value);
        groups.set(key, group);
      }
      return {
        vitals: [...groups.values()]
          .map(({ values, ...group }) => ({ ...group, p75: p75(values), samples: values.length }))
          .sort((a, b) => `${a.route}${a.device}${a.name}`.localeCompare(`${b.route}${b.device}${b.name}`)),
        clicks: [...sources].map(([source, clicks]) => ({ source, clicks })).sort((a, b) => b.clicks - a.clicks),
      };
    },
  };
}

export function fieldDataStore(env: Env): FieldDataStore {
  return isLocalRun(env) ? standInStore(env) : analyticsEngineStore(env);
}
