import { type RunningServer, startWorkersServer } from './serve.ts';

/**
 * The built backend alone (`dist/backend`, or `distDir`'s), served as the shop's servers are
 * (scripts/lib/workers-server.ts) on `port` over the state in `persistTo`, answering before this
 * resolves. It runs as development: with no storefront in front to hold the access tokens, only
 * development lets a caller in without them (backend/src/access/front-door.ts).
 */
export function serveBackendAlone(options: { port: number; persistTo: string; distDir?: string }): Promise<RunningServer> {
  return startWorkersServer(
    {
      workers: [{ config: `${options.distDir ?? 'dist'}/backend/wrangler.json`, vars: { ENVIRONMENT: 'development' } }],
      port: options.port,
      persistTo: options.persistTo,
      logLevel: 'error',
    },
    { quiet: true },
  );
}

/**
 * The backend the latency scripts time: the one at `--url` when given, else the built backend
 * alone on the large catalogue's state. `server` is what the caller stops when done (none for `--url`).
 */
export async function backendForLatency(options: {
  url?: string;
  port: string;
  persistTo: string;
}): Promise<{ url: string; server: RunningServer | undefined }> {
  if (options.url) return { url: options.url, server: undefined };
  const server = await serveBackendAlone({ port: Number(options.port), persistTo: options.persistTo });
  return { url: server.url, server };
}
