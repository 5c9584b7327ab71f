import { vi } from 'vitest';

/**
 * Every line the backend writes to the console from now on (log, info, warn, error, debug), kept
 * here instead of printed; `vi.restoreAllMocks()` lets the console go. The age verification's
 * logs may carry the customer's id, the method, the outcome and the time taken, nothing else
 * (docs/age-verification.md).
 */
export function captureLogLines(): string[] {
  const lines: string[] = [];
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  }
  return lines;
}

/**
 * What an image or a wallet's or vendor's payload looks like in a log line: a data URL, or a run of
 * base64 (or base64url) too long for an id, a nonce (43 characters) or an event name.
 */
export const IMAGE_OR_PAYLOAD = /data:image|[A-Za-z0-9+/_-]{64,}/;
