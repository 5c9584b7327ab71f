import type { BuildVersion } from '../../src/contracts/edge.ts';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** DECISIONS 7: no polling for shoppers who asked to save data or are on a 2g connection. */
export function pollingAllowed(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** Delay before the first poll: after the page is idle, plus 1000 ms (DECISIONS 7). */
const FIRST_POLL_AFTER_IDLE_MS = 1000;

/**
 * The id in a builds/latest.json answer (src/contracts/edge.ts BuildVersion). A plain check: the
 * poll runs on every page, where loading schema code would cost every shopper bytes.
 */
export function latestBuildId(value: unknown): BuildVersion['id'] | null {
  if (typeof value !== 'object' || value === null || !('id' in value)) return null;
  return typeof value.id === 'string' && value.id.length > 0 ? value.id : null;
}

async function fetchLatestBuildId(): Promise<string | null> {
  try {
    const response = await fetch(`/builds/latest.json?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    return latestBuildId(await response.json());
  } catch {
    return null; // offline or a deploy in progress: ask again next time
  }
}

/**
 * spec §4 "Version polling": asks for the latest build id every `intervalMs` and calls
 * `onNewVersion` once when it differs from the build that rendered this page.
 */
export function startVersionPolling(options: { currentId: string; intervalMs: number; onNewVersion: (id: string) => void }): () => void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (options.intervalMs <= 0 || !pollingAllowed(connection)) return () => undefined;

  let stopped = false;
  let interval: number | undefined;
  const poll = async () => {
    const latest = await fetchLatestBuildId();
    if (stopped || !latest || latest === options.currentId) return;
    stopped = true;
    window.clearInterval(interval);
    options.onNewVersion(latest);
  };

  const begin = () => {
    window.setTimeout(() => {
      void poll();
      interval = window.setInterval(() => void poll(), options.intervalMs);
    }, FIRST_POLL_AFTER_IDLE_MS);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(begin);
  else setTimeout(begin, 0);

  return () => {
    stopped = true;
    window.clearInterval(interval);
  };
}
