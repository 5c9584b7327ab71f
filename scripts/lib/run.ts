import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { OFFLINE_ENV } from './offline-env.ts';

const CLI_SCRIPTS = {
  wrangler: '../../node_modules/wrangler/bin/wrangler.js',
  vite: '../../node_modules/vite/bin/vite.js',
} as const;

/** Absolute path of a package's CLI script, run with this Node (npm scripts bring Node 22). */
export function binPath(pkg: keyof typeof CLI_SCRIPTS): string {
  return fileURLToPath(new URL(CLI_SCRIPTS[pkg], import.meta.url));
}

/**
 * Starts a package CLI with this Node, in our process group: Ctrl-C in a terminal, or a test
 * runner stopping the group, stops it together with the workerd processes it spawns.
 */
function start(pkg: 'wrangler' | 'vite', args: string[], options: { quiet?: boolean; env?: Record<string, string> } = {}): ChildProcess {
  return spawn(process.execPath, [binPath(pkg), ...args], {
    stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...OFFLINE_ENV, ...options.env },
  });
}

/** Runs a package CLI to completion, answering its standard output when quiet; rejects with its output when it fails. */
export function run(pkg: 'wrangler' | 'vite', args: string[], options: { quiet?: boolean; env?: Record<string, string> } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = start(pkg, args, { quiet: options.quiet ?? false, ...(options.env ? { env: options.env } : {}) });
    let output = '';
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      stdout += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${pkg} ${args.join(' ')} exited with ${code}\n${output}`))));
  });
}

/** Stops a child process; the workers' server (scripts/lib/workers-server.ts) stops its workerd on SIGTERM. */
export function stop(child: ChildProcess): void {
  if (child.exitCode === null) child.kill('SIGTERM');
}
