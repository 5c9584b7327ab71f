import type { ZodMiniType } from 'zod/mini';
import { TIMINGS } from '../../src/constants.ts';
import { messageBannerResponseSchema, type MessageBannerResponse } from '../../src/contracts/message-banner.ts';
import { UpstreamContractError, UpstreamHttpError, UpstreamTimeoutError } from './errors.ts';

/** The shop's own backend (spec §7 "Own backend"), reshaped into our contracts. */
export interface OwnBackend {
  messageBanner(): Promise<MessageBannerResponse>;
}

/** Origin used for requests through the service binding; the binding ignores the host. */
const BINDING_ORIGIN = 'https://backend.internal';

/**
 * Sends a request to the own backend: to API_ORIGIN when configured (hosted backend), otherwise
 * to the embedded backend through the BACKEND service binding. Times out after 30000 ms.
 */
export async function fetchOwnBackend(env: Env, path: string, init: RequestInit = {}): Promise<Response> {
  const url = new URL(path, env.API_ORIGIN || BINDING_ORIGIN);
  const request = new Request(url, { ...init, signal: AbortSignal.timeout(TIMINGS.requestTimeoutMs) });
  try {
    return env.API_ORIGIN ? await fetch(request) : await env.BACKEND.fetch(request);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') throw new UpstreamTimeoutError(path);
    throw error;
  }
}

async function getJson<T>(env: Env, path: string, schema: ZodMiniType<T>): Promise<T> {
  const response = await fetchOwnBackend(env, path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new UpstreamHttpError(path, response.status);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new UpstreamContractError(path, parsed.error.message);
  return parsed.data;
}

export function createOwnBackend(env: Env): OwnBackend {
  return {
    messageBanner: () => getJson(env, '/api/messageBanner', messageBannerResponseSchema),
  };
}
