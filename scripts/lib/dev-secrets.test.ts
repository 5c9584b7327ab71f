import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unstable_getVarsForDev, unstable_readConfig } from 'wrangler';
import { BUILD_ENV, E2E_ACCESS_TOKENS, localServerEnv } from './dev-secrets.ts';

const CONFIGS = ['wrangler.toml', 'backend/wrangler.toml'] as const;

/** The secrets a worker requires where it runs locally (the top level of its wrangler.toml). */
function requiredSecrets(config: string): string[] {
  return unstable_readConfig({ config }, { hideWarnings: true }).secrets?.required ?? [];
}

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
  vi.restoreAllMocks();
});

/**
 * Wrangler's own loading of a worker's local secrets, as the local server (scripts/lib/workers-server.ts) does for each
 * worker it serves and the Cloudflare plugin for each worker it builds, with `env` as the whole process
 * environment (this test process's own, which vitest.config.ts gives the tokens, left out) and no
 * `.dev.vars` or `.env` beside the config, as on a fresh clone. Answers what wrangler printed and
 * the secrets it found.
 */
function loadLocalSecrets(config: string, env: Record<string, string>): { printed: string; found: string[] } {
  const required = requiredSecrets(config);
  folder = mkdtempSync(join(tmpdir(), 'worker-secrets-'));
  const printed: string[] = [];
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
  }
  const own = process.env;
  process.env = { PATH: own.PATH ?? '', WRANGLER_WRITE_LOGS: 'false', ...env };
  try {
    const found = unstable_getVarsForDev(join(folder, 'wrangler.json'), undefined, {}, undefined, false, { required });
    return { printed: printed.join('\n'), found: Object.keys(found) };
  } finally {
    process.env = own;
  }
}

describe('npm start says nothing of missing secrets', () => {
  it('reads what each worker requires (the checks below are about something)', () => {
    for (const config of CONFIGS) {
      expect(requiredSecrets(config)).toEqual(expect.arrayContaining(['API_ACCESS_TOKEN', 'STOREFRONT_ACCESS_TOKEN', 'ADMIN_API_TOKEN']));
    }
  });

  it('without them wrangler warns, as a newcomer once saw twice', () => {
    for (const config of CONFIGS) {
      expect(loadLocalSecrets(config, {}).printed).toContain('Missing required secrets: API_ACCESS_TOKEN, STOREFRONT_ACCESS_TOKEN, ADMIN_API_TOKEN');
    }
  });

  it.each([
    ['npm start', undefined],
    ['the e2e run', E2E_ACCESS_TOKENS],
  ])('the local server, as %s starts it, finds a development value for every secret each worker requires', (_run, tokens) => {
    for (const config of CONFIGS) {
      const { printed, found } = loadLocalSecrets(config, localServerEnv(tokens));
      expect(printed).not.toContain('Missing required secrets');
      expect(found).toEqual(expect.arrayContaining(requiredSecrets(config)));
    }
  });

  it('the build, which is given no secrets, keeps wrangler’s check of them quiet, in npm start and in npm run build', () => {
    for (const config of CONFIGS) {
      const { printed, found } = loadLocalSecrets(config, { ...BUILD_ENV });
      expect(found).toEqual([]);
      expect(printed).not.toContain('Missing required secrets');
    }
    const prefix = Object.entries(BUILD_ENV)
      .map(([name, value]) => `${name}=${value} `)
      .join('');
    expect(JSON.parse(readFileSync('package.json', 'utf8')).scripts.build).toBe(`${prefix}vite build --logLevel warn`);
  });
});
