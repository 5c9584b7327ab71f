import { resolve } from 'node:path';
import { BUILD_ENV } from '../../scripts/lib/dev-secrets.ts';
import { run } from '../../scripts/lib/run.ts';
import { startWorkersServer } from '../../scripts/lib/serve.ts';
import { PORTS } from '../lib/app-server.ts';

const CONFIG = 'bench/bare-stack/wrangler.json';
/** Where its bundle goes: wrangler's own bundling of it (`wrangler deploy --dry-run`; absolute, or it lands beside the config). */
const BUNDLE = resolve('.wrangler/bench-bare');

/**
 * A bare Hono worker (bench/bare-stack/), bundled by wrangler and served as the shop's servers are
 * (scripts/lib/workers-server.ts) on its own port, at the log level they use, for the lean-path
 * figures: the shop's /robots.txt and a cached page are held to this worker's /robots.txt, measured
 * in the same run on the same machine. `assets`: a folder served in place of
 * bench/bare-stack/public (the bare page's client build, buildBareClient()).
 */
export async function withBareStack<T>(work: (url: string) => Promise<T>, options: { assets?: string } = {}): Promise<T> {
  await run('wrangler', ['deploy', '--dry-run', '--outdir', BUNDLE, '-c', CONFIG], { quiet: true, env: BUILD_ENV });
  const server = await startWorkersServer(
    {
      workers: [{ config: CONFIG, main: `${BUNDLE}/worker.js`, ...(options.assets ? { assets: options.assets } : {}) }],
      port: PORTS.bare,
      logLevel: 'error',
    },
    { quiet: true },
  );
  const url = server.url;
  try {
    return await work(url);
  } finally {
    server.stop();
  }
}
