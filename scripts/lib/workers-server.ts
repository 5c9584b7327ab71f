/**
 * Serves built workers on workerd through Miniflare, which wrangler dev drives too, without wrangler
 * dev's proxy worker in front: a browser's connection reaches the first worker's own socket. Behind
 * that proxy a POST now and then failed with a bare 500 when its pooled connection to the worker had
 * dropped (the proxy retries only GET and HEAD: "recovered on attempt 2 after a dropped connection"
 * in its log), and a shopper journey in CI failed on it.
 *
 * Run as a child process by startWorkersServer (scripts/lib/serve.ts), its options in SERVE_OPTIONS;
 * stops workerd on SIGTERM or SIGINT. The workers' bindings come from their configs (wrangler's own
 * reading of them), their secrets from this process's environment, as wrangler dev takes them.
 */
import { join, resolve } from 'node:path';
import { convertV4MiniflareOptions, Log, LogLevel, Miniflare } from 'miniflare';
import { workerOptionsOf, type WorkersServerOptions } from './miniflare-workers.ts';

const LEVELS = { log: LogLevel.INFO, warn: LogLevel.WARN, error: LogLevel.ERROR } as const;

async function serve(options: WorkersServerOptions): Promise<void> {
  const level = LEVELS[options.logLevel];
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      host: '127.0.0.1',
      port: options.port,
      // wrangler dev's layout under --persist-to (scripts/db-setup.ts migrated the database there)
      ...(options.persistTo ? { resourcePersistencePath: join(resolve(options.persistTo), 'v3') } : {}),
      log: new Log(level),
      // a line per request (method, path, status, time) at the "log" level, as wrangler dev prints them
      logRequests: true,
      // offline: no request for Cloudflare's `cf` object, no metrics
      cf: false,
      telemetry: { enabled: false },
      // the crons by hand: GET /cdn-cgi/local/scheduled
      unsafeTriggerHandlers: true,
      // the workers' console lines, at the run's level
      handleStructuredLogs: ({ level: logged, message }) => {
        const rank = logged === 'error' ? LogLevel.ERROR : logged === 'warn' ? LogLevel.WARN : LogLevel.INFO;
        if (rank <= level) (rank === LogLevel.INFO ? process.stdout : process.stderr).write(`${message}\n`);
      },
      workers: options.workers.map(workerOptionsOf),
    }),
  );
  await miniflare.ready;
  const close = () => {
    void miniflare.dispose().finally(() => process.exit(0));
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}

await serve(JSON.parse(process.env.SERVE_OPTIONS ?? '') as WorkersServerOptions);
