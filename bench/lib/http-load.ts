import { Agent, request } from 'node:http';

/**
 * A small load generator for the figures a generic tool does not give: time to the first and the
 * last byte of each response, and a look at each body (a degraded section, an error page).
 * Plain HTTP/1.1 with keep-alive, `concurrency` connections, bounded in count and time. No
 * Accept-Encoding: compression happens outside the worker in production and would only add
 * workerd CPU here.
 */
export interface Sample<T> {
  /** 0 when the request failed without an answer. */
  status: number;
  /** Request start to the first byte of the body. */
  ttfbMs: number;
  /** Request start to the last byte. */
  totalMs: number;
  bytes: number;
  error?: string;
  inspected?: T;
}

export async function runLoad<T = undefined>(options: {
  url: string;
  /** The URL of the n-th request (from 0), when each differs (a click id of its own); `url` otherwise. */
  urlOf?: (index: number) => string;
  total: number;
  concurrency: number;
  /** Looks at each complete body (e.g. for a degraded section). */
  inspect?: (body: string, status: number) => T;
  /** A request still unanswered after this is counted as failed (status 0). */
  timeoutMs?: number;
  /** No request starts after this many seconds (those under way finish): a bound on the run. */
  maxSeconds?: number;
  /** Sent with every request (a session cookie, for a signed-in spike). */
  headers?: Record<string, string>;
}): Promise<{ samples: Sample<T>[]; seconds: number; cutShort: boolean }> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const samples: Sample<T>[] = [];
  let started = 0;
  const begun = performance.now();

  const one = (index: number) =>
    new Promise<Sample<T>>((resolve) => {
      const t0 = performance.now();
      let ttfb = 0;
      const chunks: Buffer[] = [];
      const req = request(options.urlOf?.(index) ?? options.url, { agent, headers: { 'user-agent': 'adega-bench', ...options.headers } }, (res) => {
        res.on('data', (chunk: Buffer) => {
          if (ttfb === 0) ttfb = performance.now() - t0;
          chunks.push(chunk);
        });
        res.on('end', () => {
          const totalMs = performance.now() - t0;
          const body = Buffer.concat(chunks);
          const status = res.statusCode ?? 0;
          resolve({
            status,
            ttfbMs: ttfb || totalMs,
            totalMs,
            bytes: body.length,
            ...(options.inspect ? { inspected: options.inspect(body.toString('utf8'), status) } : {}),
          });
        });
        res.on('error', (error) => resolve({ status: 0, ttfbMs: 0, totalMs: performance.now() - t0, bytes: 0, error: String(error) }));
      });
      req.setTimeout(options.timeoutMs ?? 60_000, () => req.destroy(new Error('client timeout')));
      req.on('error', (error) => resolve({ status: 0, ttfbMs: 0, totalMs: performance.now() - t0, bytes: 0, error: String(error) }));
      req.end();
    });

  const deadline = begun + (options.maxSeconds ?? Number.POSITIVE_INFINITY) * 1000;
  const worker = async () => {
    while (started < options.total && performance.now() < deadline) {
      started += 1;
      samples.push(await one(started - 1));
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, options.total) }, worker));
  agent.destroy();
  return { samples, seconds: (performance.now() - begun) / 1000, cutShort: samples.length < options.total };
}
