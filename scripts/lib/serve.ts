import { readFileSync, writeFileSync } from 'node:fs';
import { start, stop } from './run.ts';

const BUILT_BACKEND_CONFIG = 'dist/backend/wrangler.json';

/** A copy of the built backend's config with some vars replaced (same folder, so its paths hold). */
function backendConfigWith(vars: Record<string, string>): string {
  const config: { vars?: Record<string, string> } = JSON.parse(readFileSync(BUILT_BACKEND_CONFIG, 'utf8'));
  const file = 'dist/backend/wrangler.override.json';
  writeFileSync(file, JSON.stringify({ ...config, vars: { ...config.vars, ...vars } }));
  return file;
}

/**
 * The storefront's secret and environment for the e2e run: a known ACCESS_TOKEN (e2e checks that
 * no page or asset contains it) and a non-production ENVIRONMENT (enables the build-id override
 * cookie of /builds/latest.json for the update-flow tests).
 */
export const E2E_STOREFRONT_VARS = { ACCESS_TOKEN: 'e2e-access-token-7d41b9', ENVIRONMENT: 'development' } as const;

export interface RunningServer {
  url: string;
  stop(): void;
}

/**
 * Serves the built storefront and backend workers together with wrangler dev (workerd, offline),
 * the storefront on `port`, bound to loopback. Resolves when the storefront answers.
 */
export async function serveBuiltApp(options: {
  port: number;
  persistTo: string;
  quiet: boolean;
  /** Vars that override wrangler.toml for this run (e.g. ENVIRONMENT for tests). */
  vars?: Record<string, string>;
  /**
   * Vars that override backend/wrangler.toml for this run (e.g. Google sign-in for the e2e tests).
   * `--var` reaches only the first worker of a multi-worker `wrangler dev`, so these go into a
   * copy of the built backend's config beside it (dist/backend/wrangler.override.json).
   */
  backendVars?: Record<string, string>;
}): Promise<RunningServer> {
  const varArgs = Object.entries(options.vars ?? {}).flatMap(([key, value]) => ['--var', `${key}:${value}`]);
  const backendConfig = options.backendVars ? backendConfigWith(options.backendVars) : BUILT_BACKEND_CONFIG;
  const child = start(
    'wrangler',
    [
      'dev',
      '-c', 'dist/storefront/wrangler.json',
      '-c', backendConfig,
      '--port', String(options.port),
      '--ip', '127.0.0.1',
      '--persist-to', options.persistTo,
      '--show-interactive-dev-session=false',
      '--log-level', options.quiet ? 'error' : 'warn',
      ...varArgs,
    ],
    { quiet: options.quiet },
  );
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/robots.txt`, { redirect: 'manual' });
      await response.body?.cancel();
      return { url, stop: () => stop(child) };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  stop(child);
  throw new Error(`the storefront did not answer at ${url} within 60 s`);
}
