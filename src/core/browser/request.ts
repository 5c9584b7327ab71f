import type { ZodMiniType } from 'zod/mini';
import { TIMINGS } from '../constants.ts';
import { MESSAGES } from '../messages/pt-BR.ts';
import { noteSessionEnded } from './session-ended.ts';

/**
 * The one way islands call the edge (same-origin `/api/...`, `/search_similar_asv`, `/graphql`,
 * `/auth/...`). Failures become a `RequestError` whose kind says what the shopper is told
 * (spec §8): a timeout (the edge's 504, or no answer within 30000 ms), a 429, a network failure
 * ("Network Error"); anything else is logged only unless the caller decides otherwise (DECISIONS 4).
 */
export type RequestFailure = 'timeout' | 'rate_limited' | 'network' | 'http' | 'contract' | 'graphql';

export class RequestError extends Error {
  override name = 'RequestError';
  constructor(
    readonly kind: RequestFailure,
    message: string,
    readonly status: number | null = null,
    /** A GraphQL error's `extensions.code` (CKT106, SHP101, …). */
    readonly code: string | null = null,
    /** The rest of the GraphQL error's `extensions` (e.g. `available` for CKT106). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

/** spec §8: the text a shopper sees for a failure, or null for failures that are logged only. */
export function requestErrorMessage(error: unknown): string | null {
  if (!(error instanceof RequestError)) return null;
  switch (error.kind) {
    case 'timeout':
      return MESSAGES.requestTimeout;
    case 'rate_limited':
      return MESSAGES.tooManyRequests;
    case 'network':
      return MESSAGES.networkError;
    default:
      return null;
  }
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  /** Lets the caller cancel (a newer search replaces an older one); an abort is rethrown as is. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * Sends a request and answers the response for any status the caller must read (2xx and other
 * 4xx). 504 and 429 (spec §8), a network failure and the client-side timeout are thrown.
 * `read` runs inside the timeout, so a body that never finishes times out too.
 */
export async function send<T>(path: string, options: RequestOptions, read: (response: Response) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? TIMINGS.requestTimeoutMs);
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel, { once: true });
  try {
    const init: RequestInit = {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: { accept: 'application/json', ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) },
      credentials: 'same-origin',
      signal: controller.signal,
    };
    if (options.body !== undefined) init.body = JSON.stringify(options.body);
    const response = await fetch(path, init);
    noteSessionEnded(response);
    if (response.status === 504) throw new RequestError('timeout', `${path} timed out at the edge`, 504);
    if (response.status === 429) throw new RequestError('rate_limited', `${path} was rate limited`, 429);
    return await read(response);
  } catch (error) {
    if (error instanceof RequestError) throw error;
    if (timedOut) throw new RequestError('timeout', `${path} got no answer in time`);
    if (options.signal?.aborted) throw error;
    if (error instanceof TypeError) throw new RequestError('network', MESSAGES.networkError);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

async function readJson(response: Response, path: string): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new RequestError('contract', `${path} answered ${response.status} without JSON`, response.status);
  }
}

/**
 * A call whose answer is not read, only its status (spec §7 `POST api/newsLetter`: "response not
 * read"), so any service's answer, ours or a hosted one, will do. The body is drained.
 */
export function requestOk(path: string, options: RequestOptions = {}): Promise<void> {
  return send(path, options, async (response) => {
    await response.body?.cancel();
    if (!response.ok) throw new RequestError('http', `${path} answered ${response.status}`, response.status);
  });
}

/** A JSON call whose 2xx answer is parsed with its contract (no casts of JSON). */
export function requestJson<T>(path: string, schema: ZodMiniType<T>, options: RequestOptions = {}): Promise<T> {
  return send(path, options, async (response) => {
    if (!response.ok) throw new RequestError('http', `${path} answered ${response.status}`, response.status);
    const parsed = schema.safeParse(await readJson(response, path));
    if (!parsed.success) throw new RequestError('contract', `${path} broke its contract`, response.status);
    return parsed.data;
  });
}

export { readJson };
