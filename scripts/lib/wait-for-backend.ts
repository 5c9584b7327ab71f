import type { ChildProcess } from 'node:child_process';

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
