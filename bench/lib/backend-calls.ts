/**
 * Backend calls counted from the backend's `bench_backend_call` log lines (BENCH_LOG_CALLS=on,
 * backend/src/bench-switches.ts): per key (method, path and query, as the edge cache keys them),
 * and the faults the backend injected.
 */
export interface BackendCalls {
  total: number;
  perKey: Record<string, number>;
  faults: { '500': number; timeout: number };
}

interface CallLine {
  event: string;
  method: string;
  path: string;
  query: string;
  fault: '500' | 'timeout' | null;
}

export function countBackendCalls(lines: readonly string[]): BackendCalls {
  const perKey: Record<string, number> = {};
  const faults = { '500': 0, timeout: 0 };
  let total = 0;
  for (const line of lines) {
    const start = line.indexOf('{"event":"bench_backend_call"');
    if (start < 0) continue;
    let call: CallLine;
    try {
      call = JSON.parse(line.slice(start)) as CallLine;
    } catch {
      continue; // a line cut by the pipe; rare, and a count off by one says the same thing
    }
    total += 1;
    const key = `${call.method} ${call.path}${call.query}`;
    perKey[key] = (perKey[key] ?? 0) + 1;
    if (call.fault) faults[call.fault] += 1;
  }
  return { total, perKey, faults };
}
