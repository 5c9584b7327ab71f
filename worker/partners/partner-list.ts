import { EDGE } from '../../src/core/constants.ts';
import { partnerRedirectsRecordSchema, type PartnerRedirectsRecord } from '../../src/contracts/edge.ts';
import { partnersResponseSchema } from '../../src/contracts/partners.ts';
import type { Logger } from '../log.ts';
import { describeError } from '../log.ts';
import type { OwnBackend } from '../upstream/own-backend.ts';

/**
 * spec §2 dynamic redirects: "a list of partner redirects is loaded (from the partners call);
 * for each item its name in lowercase maps /{name} to /parceiros/{name}". The list lives in KV,
 * written by the cron trigger (and by the first request that finds KV empty), so a partner added
 * in the backend redirects after the next refresh without a deploy.
 */

/** The partner names from the backend's `GET /api/partners`, lowercase. */
export async function fetchPartnerNames(backend: OwnBackend): Promise<string[]> {
  const { partners } = await backend.get('/api/partners', partnersResponseSchema);
  return [...new Set(partners.map((partner) => partner.name.toLowerCase()))];
}

export async function writePartnerNames(kv: KVNamespace, names: string[], now = new Date()): Promise<void> {
  const record: PartnerRedirectsRecord = { names, refreshedAt: now.toISOString() };
  await kv.put(EDGE.partnersKvKey, JSON.stringify(record));
}

/**
 * The partner names in KV: a set, `null` when KV holds no list yet, `undefined` when KV could not
 * be read (spec §8: partner-redirect errors are logged only; a page never breaks on them).
 */
export async function readPartnerNames(kv: KVNamespace, log: Logger): Promise<ReadonlySet<string> | null | undefined> {
  try {
    const raw = await kv.get(EDGE.partnersKvKey, { type: 'json', cacheTtl: EDGE.partnersKvCacheSeconds });
    if (raw === null) return null;
    const parsed = partnerRedirectsRecordSchema.safeParse(raw);
    if (!parsed.success) {
      log.warn('partners_kv_invalid', { issues: parsed.error.message });
      return null;
    }
    return new Set(parsed.data.names);
  } catch (error) {
    log.warn('partners_kv_failed', { error: describeError(error) });
    return undefined;
  }
}

/** The cron trigger's job: read the backend's partners and write them to KV. Returns how many. */
export async function refreshPartnerNames(kv: KVNamespace, backend: OwnBackend, log: Logger): Promise<number> {
  const names = await fetchPartnerNames(backend);
  await writePartnerNames(kv, names);
  log.info('partners_refreshed', { count: names.length });
  return names.length;
}
