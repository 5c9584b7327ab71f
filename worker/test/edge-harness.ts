import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { HEADERS } from '../../src/core/constants.ts';
import { createApp, type AppOptions } from '../app.tsx';
import { registerSession, type SessionRecord } from '../session/session-registry.ts';
import { shopperIp } from './customers.ts';

/**
 * Calling the storefront worker with other bindings than wrangler.toml's: the same app the
 * worker exports, pointed at the fake upstream (worker/test/fake-upstream.js) or given a failing
 * KV, for the fault-injection tests. Everything else goes through `SELF.fetch`.
 */
export const ORIGIN = 'https://loja.test';

/** The test bindings: the project's own plus the fake upstream. */
export const testBindings = env as Env & { FAKE_UPSTREAM: Fetcher };

/** The storefront's bindings with every upstream pointed at the fake one. */
export function envWithFakeUpstream(overrides: Partial<Env> = {}): Env {
  return { ...testBindings, BACKEND: testBindings.FAKE_UPSTREAM, ...overrides };
}

/**
 * DECISIONS "Hosted mode": the storefront's bindings with API_ORIGIN and STOREFRONT_GRAPHQL_URL
 * pointing at hosted services and a hosted checkout, without the BACKEND binding. The hosted
 * services are the recording fake (every outbound fetch of the test worker goes to it,
 * vitest.config.ts `outboundService`).
 */
export function hostedEnv(): Env {
  const { BACKEND: _embedded, ...rest } = testBindings;
  return {
    ...rest,
    API_ORIGIN: 'https://api.hospedado.test',
    STOREFRONT_GRAPHQL_URL: 'https://graphql.hospedado.test/graphql',
    CHECKOUT_URL: 'https://loja.checkout.hospedado.test',
    CHECKOUT_ACCOUNT_URL: 'https://loja.checkout.hospedado.test/conta',
  } as unknown as Env;
}

/**
 * One request through the app with the given bindings, waiting for its background work. It comes
 * from an address of its own unless the test names one: the per-address limits are counted across
 * the suite's files, which share one runtime (vitest.config.ts).
 */
export async function callEdge(path: string, init: RequestInit = {}, options: { env?: Env; app?: AppOptions } = {}): Promise<Response> {
  const app = createApp(options.app);
  const ctx = createExecutionContext();
  const headers = new Headers(init.headers);
  if (!headers.has(HEADERS.connectingIp)) headers.set(HEADERS.connectingIp, shopperIp());
  const request = new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init, headers });
  const response = await app.fetch(request, options.env ?? envWithFakeUpstream(), ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export interface FakeCall {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: string;
}

/** Control of the fake upstream. */
export const fakeUpstream = {
  async reset(): Promise<void> {
    await testBindings.FAKE_UPSTREAM.fetch('https://fake/__fake/reset', { method: 'POST' });
  },
  async behave(path: string, behaviour: { status?: number; delayMs?: number; body?: string; headers?: Record<string, string> }) {
    await testBindings.FAKE_UPSTREAM.fetch('https://fake/__fake/behave', {
      method: 'POST',
      body: JSON.stringify({ path, ...behaviour }),
    });
  },
  async calls(path: string): Promise<FakeCall[]> {
    const response = await testBindings.FAKE_UPSTREAM.fetch(`https://fake/__fake/calls?path=${encodeURIComponent(path)}`);
    return response.json();
  },
};

/**
 * Records a session token in the edge's registry (worker/session/session-registry.ts), as a login
 * would, so a hand-made session cookie with it counts as a live session.
 */
export async function recordedSession(token: string, record: Partial<SessionRecord> = {}): Promise<string> {
  const now = Date.now();
  await registerSession(testBindings.SESSIONS_KV, token, {
    startedAt: new Date(now).toISOString(),
    validUntil: new Date(now + 7 * 24 * 60 * 60 * 1000).toISOString(),
    ...record,
  });
  return token;
}
