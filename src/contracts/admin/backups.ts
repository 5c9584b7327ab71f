import { z } from 'zod/mini';

/**
 * The database's copies `npm run backup` puts in the backend's R2 bucket (docs/operating-the-shop.md
 * "Backups"), under this prefix; the photo route never serves it (it holds customers' data).
 */
export const BACKUP_PREFIX = 'backups/';

/** How many of the newest copies the back office lists. */
export const BACKUPS_LISTED = 30;

/** `GET /admin-api/backups`: the newest copies first, each by file name, size in bytes and upload time (ISO). */
export const adminBackupListSchema = z.object({
  backups: z.array(z.object({ name: z.string(), size: z.number().check(z.int(), z.nonnegative()), uploaded: z.string() })),
});

export type AdminBackupList = z.infer<typeof adminBackupListSchema>;
