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
  /**
   * Quits this Chromium and starts another on the same profile (its cache, storage and service
   * worker kept): a shopper who comes back later, in a browser none of whose pages is the earlier one.
   */
  restart(): Promise<DebuggableChromium>;
  /** Quits Chromium and removes the profile. */
  close(): void;
}

/** Chromium on `profile`, once it has written the DevTools port it chose (and its browser target's path). */
async function startOn(profile: string): Promise<{ port: number; browserPath: string; child: ChildProcess }> {
  const portFile = join(profile, 'DevToolsActivePort');
  rmSync(portFile, { force: true }); // a restart's: the port of the Chromium before
  const child: ChildProcess = spawn(CHROMIUM, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode}`);
    if (existsSync(portFile)) {
      const [port, browserPath] = readFileSync(portFile, 'utf8').split('\n');
      if (Number(port) > 0 && browserPath) return { port: Number(port), browserPath, child };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('Chromium did not open its DevTools port within 20 s');
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Chromium with a DevTools port of its own choosing and a throwaway profile, for Lighthouse (which
 * connects with --port) and for Playwright to prepare a returning visitor in the same profile.
 */
export function launchDebuggableChromium(): Promise<DebuggableChromium> {
  assertChromium();
  return debuggableOn(mkdtempSync(join(tmpdir(), 'adega-bench-chromium-')));
}

/** How long Chromium gets to quit by itself before it is told to with a signal. */
const QUIT_GRACE_MS = 10_000;

/**
 * Quits Chromium as a person closing it would (DevTools' `Browser.close`), so it writes its profile
 * first. A SIGTERM lost the local storage it had not written yet (Chromium commits it after a
 * delay): a returning visit prepared seconds before then found no 18+ answer and showed the
 * notice again (docs/performance.md, "The returning visit's storage").
 */
async function quit(port: number, browserPath: string, child: ChildProcess): Promise<void> {
  const gone = exited(child);
  const socket = new WebSocket(`ws://127.0.0.1:${port}${browserPath}`);
  let asked = false;
  socket.addEventListener('open', () => {
    socket.send(JSON.stringify({ id: 1, method: 'Browser.close' }));
    asked = true;
  });
  // Only when it could not be asked: the connection also drops while Chromium quits, and a signal
  // then would cut short the very writing this waits for.
  socket.addEventListener('error', () => {
    if (!asked) child.kill('SIGTERM');
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), QUIT_GRACE_MS);
  });
  if ((await Promise.race([gone, late])) === 'late') child.kill('SIGTERM');
  clearTimeout(timer);
  await gone;
}

async function debuggableOn(profile: string): Promise<DebuggableChromium> {
  const { port, browserPath, child } = await startOn(profile);
  return {
    port,
    restart: async () => {
      await quit(port, browserPath, child); // its profile written and unlocked
      return debuggableOn(profile);
    },
    close: () => {
      child.kill('SIGTERM');
      // Chromium may still be writing its profile: remove it once it has gone.
      void exited(child).then(() => {
        try {
          rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
        } catch {
          // A profile left in the temp directory is harmless; a crash of the bench is not.
        }
      });
    },
  };
}
