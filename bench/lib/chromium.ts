import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's Chromium (`apt-get install chromium`, as .ci/run does), or CHROMIUM_PATH. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The same flags as the e2e tests: headless, no sandbox (root in a container), nothing phoning home. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function assertChromium(): void {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH`);
  }
}

/** Each figure's mobile viewport: Lighthouse's mobile preset (Moto G Power) and a phone's touch. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export interface DebuggableChromium {
  /** The DevTools port (Lighthouse's --port, Playwright's connectOverCDP). */
  port: number;
  close(): void;
}

/**
 * Chromium with a DevTools port of its own choosing and a throwaway profile, for Lighthouse (which
 * connects with --port) and for Playwright to prepare a returning visitor in the same profile.
 */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  assertChromium();
  const profile = mkdtempSync(join(tmpdir(), 'adega-bench-chromium-'));
  const child: ChildProcess = spawn(CHROMIUM, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  const portFile = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode}`);
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
      if (port > 0) {
        return {
          port,
          close: () => {
            child.kill('SIGTERM');
            // Chromium may still be writing its profile: remove it once it has gone.
            child.once('exit', () => {
              try {
                rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
              } catch {
                // A profile left in the temp directory is harmless; a crash of the bench is not.
              }
            });
          },
        };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('Chromium did not open its DevTools port within 20 s');
}
