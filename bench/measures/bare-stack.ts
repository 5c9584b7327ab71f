import type { ChildProcess } from 'node:child_process';
import { start, stop } from '../../scripts/lib/run.ts';
import { PORTS } from '../lib/app-server.ts';

/**
 * A bare Hono worker (bench/bare-stack/) under `wrangler dev` on its own port, at the log level the
 * shop's servers use, for the lean-path figures: the shop's /robots.txt and a cached page are held
 * to this worker's /robots.txt, measured in the same run on the same machine. `assets`: a folder
 * served in place of bench/bare-stack/public (the bare page's client build, buildBareClient()).
 */
export async function withBareStack<T>(work: (url: string) => Promise<T>, options: { assets?: string } = {}): Promise<T> {
  const url = `http://127.0.0.1:${PORTS.bare}`;
  const child: ChildProcess = start(
    'wrangler',
    [
      'dev',
      '-c',
      'bench/bare-stack/wrangler.json',
      '--port',
      String(PORTS.bare),
      '--ip',
      '127.0.0.1',
      '--log-level',
      'error',
      '--show-interactive-dev-session=false',
      ...(options.assets ? ['--assets', options.assets] : []),
    ],
    { quiet: true },
  );
  child.stdout?.resume();
  child.stderr?.resume();
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ready = await fetch(`${url}/robots.txt`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error('the bare Hono worker did not answer within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return await work(url);
  } finally {
    stop(child);
  }
}
