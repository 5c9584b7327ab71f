import type { ChildProcess } from 'node:child_process';
import { start, stop } from './run.ts';

/**
 * The backend alone, timed from this machine, runs as development: with no storefront in front
 * to hold the access tokens, only development lets a caller in without them
 * (backend/src/access/front-door.ts).
 */
export const BACKEND_ALONE_ARGS = ['--var', 'ENVIRONMENT:development'];

/**
 * Waits until a backend answers `GET /api/messageBanner` (the latency scripts start one with
 * `wrangler dev`); fails fast if that process exits, or after 60 s.
 */
export async function waitForBackend(url: string, server: ChildProcess | undefined): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`wrangler dev exited with ${server.exitCode} (is dist/backend built?)`);
    try {
      const response = await fetch(`${url}/api/messageBanner`);
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the backend did not answer at ${url} within 60 s`);
}

/**
 * The backend the latency scripts time: the one at `--url` when given, else a quiet
 * `wrangler dev` of the built backend on the large catalogue's state, answering before this
 * resolves. `server` is what the caller stops when done (none for `--url`).
 */
export async function backendForLatency(options: {
  url?: string;
  port: string;
  persistTo: string;
}): Promise<{ url: string; server: ChildProcess | undefined }> {
  const server = options.url
    ? undefined
    : start(
        'wrangler',
        [
          'dev',
          '-c',
          'dist/backend/wrangler.json',
          ...BACKEND_ALONE_ARGS,
          '--port',
          options.port,
          '--ip',
          '127.0.0.1',
          '--persist-to',
          options.persistTo,
          '--show-interactive-dev-session=false',
          '--log-level',
          'error',
        ],
        { quiet: true },
      );
  // Nobody reads the quiet server's output: drain it so a full pipe never blocks it.
  server?.stdout?.resume();
  server?.stderr?.resume();
  const url = options.url ?? `http://127.0.0.1:${options.port}`;
  try {
    await waitForBackend(url, server);
  } catch (error) {
    if (server) stop(server);
    throw error;
  }
  return { url, server };
}
