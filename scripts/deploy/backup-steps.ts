import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { backupFile, planBackup, SCHEMA_QUERY, searchRowsQuery, searchRowsSql, type SchemaObject } from './backup-sql.ts';
import { PLACEHOLDER, readEnvironment } from './environment.ts';
import { BackupRefused } from './refused.ts';
import { configArgs, json, loginLine, must, whoAmI } from './wrangler-calls.ts';
import type { Wrangler } from './wrangler-runner.ts';

/**
 * `npm run backup -- --env NAME`: the environment's D1 database into a dated SQL file under
 * backups/ (git ignores it: it holds customers' personal data), then a copy in the environment's
 * R2 bucket under backups/ (docs/operating-the-shop.md "Backups"). The file restores into an
 * empty database with `wrangler d1 execute NAME --remote --file FILE`.
 */
export interface BackupOptions {
  env: string;
  dryRun: boolean;
  /** The project's folder (the wrangler.toml files; backups/ is made there). */
  root: string;
  /** When the backup is taken (its file's name); now unless a test says otherwise. */
  now?: Date;
}

export interface BackupTools {
  wrangler: Wrangler;
  log: (line: string) => void;
}

/** The folder (in the project and in the bucket) backups go to. */
const BACKUPS = 'backups';

/** `YYYY-MM-DD-HHmm` in UTC (Brasília is UTC−3): the file names sort by time. */
export function backupStamp(date: Date): string {
  const iso = date.toISOString();
  return `${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}`;
}

type D1Answer<T> = Array<{ results: T[] }>;

/** Backs up; answers the file's path in the project and its key in the bucket (undefined on a dry run). */
export async function backup(options: BackupOptions, tools: BackupTools): Promise<{ file: string; key: string } | undefined> {
  const environment = readEnvironment(options.root, options.env);
  const { d1 } = environment;
  const bucket = environment.r2[0]?.name;
  const now = options.now ?? new Date();
  const file = `${BACKUPS}/${d1.name}-${backupStamp(now)}.sql`;
  tools.log(`${options.dryRun ? 'Dry run of the backup' : 'Backing up'} "${environment.name}": D1 ${d1.name} → ${file} → R2 ${bucket ?? '(no bucket)'}`);
  const problems = [
    ...(PLACEHOLDER.test(d1.id)
      ? [`the D1 database ${d1.name} has no id yet (${d1.id}): deploy the environment first (npm run deploy -- --env ${environment.name}), which creates it`]
      : []),
    ...(bucket ? [] : [`no R2 bucket in backend/wrangler.toml [env.${environment.name}] to keep the copy in`]),
  ];
  if (problems.length > 0 && !options.dryRun) throw new BackupRefused(problems.join('\n'));
  if (options.dryRun) {
    for (const problem of problems) tools.log(`! before a real backup: ${problem}`);
    tools.log('(would) check the Cloudflare login (wrangler whoami)');
    tools.log(
      `(would) read the database's schema, then wrangler d1 export ${d1.name} --remote --output ${file} --table … (every table but the full-text ones)`,
    );
    tools.log(`(would) add the rest of the schema and the full-text rows to ${file}, then wrangler r2 object put ${bucket}/${file} --file ${file} --remote`);
    return undefined;
  }
  const login = await whoAmI(tools.wrangler);
  if (!login) throw new BackupRefused('not logged in to Cloudflare: run `npx wrangler login` (or set CLOUDFLARE_API_TOKEN), then back up again');
  tools.log(loginLine(login));

  const target = [d1.name, '--remote', ...configArgs('backend', environment.name)];
  const query = async <T>(sql: string) =>
    json<D1Answer<T>>(await must(tools.wrangler, ['d1', 'execute', ...target, '--json', '--command', sql]))[0]?.results ?? [];
  const plan = planBackup(await query<SchemaObject>(SCHEMA_QUERY));
  if (plan.tables.length === 0) throw new BackupRefused(`the D1 database ${d1.name} has no tables: nothing to back up (has the environment been deployed?)`);
  mkdirSync(join(options.root, BACKUPS), { recursive: true });
  // The tables by name: D1 refuses to export a whole database that has full-text tables.
  await must(tools.wrangler, ['d1', 'export', ...target, '--output', file, ...plan.tables.flatMap((table) => ['--table', table]), '--skip-confirmation']);
  const searchRows = new Map<string, string[]>();
  for (const table of plan.copiedSearchTables) searchRows.set(table, searchRowsSql(table, await query<Record<string, unknown>>(searchRowsQuery(table))));
  const path = join(options.root, file);
  const header = [
    `Backup of the D1 database ${d1.name} (environment "${environment.name}"), ${now.toISOString()}, by npm run backup.`,
    'Restore it into a new, empty database (docs/operating-the-shop.md "Backups"): npx wrangler d1 execute NAME --remote --file THIS_FILE',
  ];
  writeFileSync(path, backupFile(header, readFileSync(path, 'utf8'), plan, searchRows));
  tools.log(`✓ ${file}: ${plan.tables.length} tables${plan.copiedSearchTables.length > 0 ? `, the search index (${plan.copiedSearchTables.join(', ')})` : ''}`);

  await must(tools.wrangler, ['r2', 'object', 'put', `${bucket}/${file}`, '--file', file, '--remote']);
  tools.log(`✓ copied to R2: ${bucket}/${file}`);
  return { file: path, key: file };
}
