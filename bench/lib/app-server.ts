import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setupDatabase } from '../../scripts/db-setup.ts';
import { binPath, run } from '../../scripts/lib/run.ts';
import { serveBuiltApp, type RunningServer } from '../../scripts/lib/serve.ts';

/**
 * The servers the bench measures: the built app on workerd (scripts/lib/serve.ts), on ports of its own
 * (never npm start's 8787 or e2e's 8788), from state folders of its own under .wrangler/bench-*.
 * One server runs at a time, so none steals the other's CPU.
 */
export const PORTS = { app: 8805, streaming: 8806, searchBackend: 8807, searchApp: 8808, spike: 8809, bare: 8810 } as const;

/** Migrated and seeded once per run; every server starts from a copy, so every cache starts cold. */
const SEED_STATE = '.wrangler/bench-seed';
/** The 20,000-wine catalogue (npm run db:large), for search. */
export const LARGE_STATE = '.wrangler/bench-large';
/** The private copy of the build the bench serves: a build by someone else mid-run changes nothing. */
const DEFAULT_DIST = '.wrangler/bench-dist';

/** Where --ref exports a commit's files to build them apart from the work tree. */
const REF_SOURCE = '.wrangler/bench-src';

/**
 * Builds a commit as committed (`git archive`, so nobody's uncommitted work is measured), in
 * .wrangler/bench-src with this checkout's node_modules, and copies its dist aside.
 */
function buildRef(ref: string): string {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { encoding: 'utf8' }).trim();
  rmSync(REF_SOURCE, { recursive: true, force: true });
  mkdirSync(REF_SOURCE, { recursive: true });
  const archive = spawnSync('sh', ['-c', `git archive ${commit} | tar -x -C ${REF_SOURCE}`], { stdio: 'inherit' });
  if (archive.status !== 0) throw new Error(`could not export ${ref}`);
  symlinkSync(resolve('node_modules'), `${REF_SOURCE}/node_modules`);
  const build = spawnSync(process.execPath, [binPath('vite'), 'build', '--logLevel', 'warn'], { cwd: REF_SOURCE, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error(`vite build of ${ref} (${commit}) failed`);
  rmSync(DEFAULT_DIST, { recursive: true, force: true });
  cpSync(`${REF_SOURCE}/dist`, DEFAULT_DIST, { recursive: true });
  return commit;
}

function workTree(): string {
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const changes = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).split('\n').filter(Boolean).length;
  return `the work tree at ${head}${changes ? ` with ${changes} uncommitted changes` : ''}`;
}

/**
 * Builds (unless told not to) and copies dist/ aside; answers the folder to serve and what it was
 * built from (the README's figures name it).
 */
export async function prepareBuild(options: { build: boolean; dist: string | undefined; ref: string | undefined }): Promise<{ dist: string; source: string }> {
  if (options.ref) return { dist: DEFAULT_DIST, source: `${options.ref} = ${buildRef(options.ref).slice(0, 7)}, as committed` };
  if (options.dist) {
    if (!existsSync(`${options.dist}/storefront/wrangler.json`)) throw new Error(`${options.dist} is not a build (no storefront/wrangler.json)`);
    return { dist: options.dist, source: `the build in ${options.dist}` };
  }
  if (options.build) await run('vite', ['build', '--logLevel', 'warn'], { quiet: true });
  if (!existsSync('dist/storefront/wrangler.json')) throw new Error('no build in dist/: run without --no-build');
  rmSync(DEFAULT_DIST, { recursive: true, force: true });
  cpSync('dist', DEFAULT_DIST, { recursive: true });
  return { dist: DEFAULT_DIST, source: options.build ? `a build of ${workTree()}` : `dist/ as it was (${workTree()})` };
}

export async function prepareSeedState(): Promise<void> {
  rmSync(SEED_STATE, { recursive: true, force: true });
  await setupDatabase(resolve(SEED_STATE));
}

export interface BenchServer extends RunningServer {
  /** Lines the server printed since it started (worker logs included at log level "log"). */
  lines(): string[];
  /** Stops the server and resolves once its process has gone (the next one gets the CPU to itself). */
  close(): Promise<void>;
}

/** Servers still running, stopped on Ctrl-C or a crash of the bench. */
const running = new Set<RunningServer>();

export function stopAllServers(): void {
  for (const server of running) server.stop();
  running.clear();
}

/** Stops a server and waits (up to 15 s) until its process is gone, so the next one finds the CPU and its port free. */
export async function stopAndWait(server: RunningServer): Promise<void> {
  server.stop();
  running.delete(server);
  const deadline = Date.now() + 15_000;
  while (server.pid !== undefined && Date.now() < deadline) {
    try {
      process.kill(server.pid, 0);
    } catch {
      return; // gone
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts the storefront and the embedded backend on a fresh copy of the seeded state (cold edge
 * cache), or on `state` with its edge cache emptied. `logCalls` turns on the backend's
 * bench_backend_call lines.
 */
export async function startApp(options: {
  name: string;
  port: number;
  dist: string;
  vars?: Record<string, string>;
  backendVars?: Record<string, string>;
  logCalls?: boolean;
  state?: string;
}): Promise<BenchServer> {
  let persistTo = options.state;
  if (persistTo) {
    // A state kept from run to run (the 20,000 wines take a while to load) keeps its database but
    // not the edge cache a run before left in it (Miniflare's Cache API folder): a run's calls are
    // new to the cache, as the other servers' are.
    rmSync(join(persistTo, 'v3', 'cache'), { recursive: true, force: true });
  } else {
    persistTo = `.wrangler/bench-${options.name}`;
    rmSync(persistTo, { recursive: true, force: true });
    cpSync(SEED_STATE, persistTo, { recursive: true });
  }
  let pending = '';
  const lines: string[] = [];
  const server = await serveBuiltApp({
    port: options.port,
    persistTo: resolve(persistTo),
    quiet: true,
    distDir: options.dist,
    // The storefront's own request log stays off: printing a line per request costs the server CPU.
    vars: { LOG_LEVEL: options.logCalls ? 'warn' : 'silent', ...options.vars },
    backendVars: { ...options.backendVars, ...(options.logCalls ? { BENCH_LOG_CALLS: 'on' } : {}) },
    logLevel: options.logCalls ? 'log' : 'error',
    onOutput: (text) => {
      const parts = (pending + text).split('\n');
      pending = parts.pop() ?? '';
      lines.push(...parts);
    },
  });
  running.add(server);
  return { ...server, lines: () => [...lines], close: () => stopAndWait(server) };
}
