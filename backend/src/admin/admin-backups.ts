import { Hono } from 'hono';
import { type AdminBackupList, BACKUP_PREFIX, BACKUPS_LISTED } from '../../../src/contracts/admin/backups.ts';
import type { BackendEnv } from '../env.ts';
import { respondToError } from '../errors.ts';

/**
 * Every copy in the bucket, newest first. R2 lists keys in name order, and a copy's name carries its
 * date (`{db}-{YYYY-MM-DD-HHmm}.sql`), but the upload time is what the owner trusts: sorted by it.
 */
async function listBackups(bucket: R2Bucket): Promise<AdminBackupList> {
  const objects: R2Object[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: BACKUP_PREFIX, ...(cursor ? { cursor } : {}) });
    objects.push(...page.objects);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  const newest = objects.sort((a, b) => b.uploaded.getTime() - a.uploaded.getTime()).slice(0, BACKUPS_LISTED);
  return {
    backups: newest.map((object) => ({ name: object.key.slice(BACKUP_PREFIX.length), size: object.size, uploaded: object.uploaded.toISOString() })),
  };
}

/** "Operação" in the back office: which copies of the database exist (src/contracts/admin/backups.ts). Read only. */
export const adminBackupRoutes = new Hono<BackendEnv>().get('/', async (c) => c.json(await listBackups(c.env.MEDIA))).onError(respondToError);
