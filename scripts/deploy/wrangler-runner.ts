import { spawn } from 'node:child_process';
import { binPath } from '../lib/run.ts';

/** What one wrangler command answered. */
export interface WranglerResult {
  code: number;
  stdout: string;
  stderr: string;
}

export type Wrangler = (args: readonly string[]) => Promise<WranglerResult>;

/**
 * Runs wrangler to completion and captures its output, never interactively (CI=true: wrangler
 * confirms on its own where it would ask). `WRANGLER_BIN` (a script run with this Node) replaces
 * wrangler: the deploy tests use a recording fake (scripts/deploy/fake-wrangler.ts).
 */
export function wranglerRunner(cwd: string, bin = process.env.WRANGLER_BIN || binPath('wrangler')): Wrangler {
  return (args) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [bin, ...args], { cwd, env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
    });
}
