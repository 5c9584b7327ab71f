import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { V4WorkerOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { bundledModules, type ModuleRule } from './bundled-modules.ts';

/** What scripts/lib/workers-server.ts serves: each worker's Miniflare options, read from its wrangler config. */
export interface ServedWorker {
  /** Its wrangler.json (a build's dist/<worker>/wrangler.json, or a source config with `main`). */
  config: string;
  /** Its bundled script, when the config's `main` is not one (a source file). */
  main?: string;
  /** Vars that replace the config's for this run. */
  vars?: Record<string, string>;
  /** A folder served in place of the config's assets. */
  assets?: string;
}

export interface WorkersServerOptions {
  /** The first answers on the port; the others are reached by its service bindings. */
  workers: ServedWorker[];
  port: number;
  /** wrangler dev's --persist-to: where D1, KV, R2, the cache and Durable Objects keep their data. */
  persistTo?: string;
  logLevel: 'log' | 'warn' | 'error';
}

/** A worker's Miniflare options: its modules and its config's bindings, with this run's vars. */
export function workerOptionsOf(worker: ServedWorker): V4WorkerOptions {
  const overrides = worker.assets ? { assets: { directory: resolve(worker.assets) } } : {};
  const { workerOptions, main: configMain } = unstable_getMiniflareWorkerOptions(worker.config, undefined, { overrides });
  const main = worker.main ? resolve(worker.main) : configMain;
  if (!main) throw new Error(`${worker.config} names no main script`);
  const { modulesRules, bindings: configVars, ...bindingOptions } = workerOptions;
  // its name, which the other workers' service bindings call it by
  const { name } = JSON.parse(readFileSync(worker.config, 'utf8')) as { name: string };
  return {
    ...bindingOptions,
    name,
    modulesRoot: dirname(main),
    modules: bundledModules(main, (modulesRules ?? []) as ModuleRule[]),
    bindings: { ...(configVars as Record<string, unknown> | undefined), ...worker.vars },
  } as V4WorkerOptions;
}
