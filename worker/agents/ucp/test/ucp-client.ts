import { SELF } from 'cloudflare:test';
import { UCP_PATHS } from '../../../../src/contracts/ucp/protocol.ts';
import { shopperIp } from '../../../test/customers.ts';
import { callEdge, ORIGIN } from '../../../test/edge-harness.ts';

/**
 * An agent calling the shop's UCP REST binding, as the spec's examples do (rest.openapi.json:
 * `UCP-Agent` with the platform's profile, JSON bodies). Each call comes from an address of its
 * own unless told, so the agents' rate limit (AGENT_LIMITER) never decides a test it is not about.
 */
export const AGENT_HEADERS = {
  'content-type': 'application/json',
  'UCP-Agent': 'profile="https://agent.example/.well-known/ucp"',
} as const;

export interface UcpAnswer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads the answer's fields it asserts
  body: any;
}

async function answerOf(response: Response): Promise<UcpAnswer> {
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

/**
 * `POST /ucp/v1{operation}` (or `init.method`) through the storefront's front door; `body` a value
 * to send as JSON, raw text, or undefined for none.
 */
export async function ucpCall(
  operation: string,
  body: unknown,
  init: { method?: string; headers?: Record<string, string>; env?: Env } = {},
): Promise<UcpAnswer> {
  const request: RequestInit = {
    method: init.method ?? 'POST',
    headers: { ...AGENT_HEADERS, 'CF-Connecting-IP': shopperIp(), ...init.headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    redirect: 'manual',
  };
  const path = `${UCP_PATHS.rest}${operation}`;
  return answerOf(init.env ? await callEdge(path, request, { env: init.env }) : await SELF.fetch(`${ORIGIN}${path}`, request));
}

/** The discovery profile, as an agent first asks for it. */
export async function ucpProfile(): Promise<UcpAnswer> {
  return answerOf(await SELF.fetch(`${ORIGIN}${UCP_PATHS.profile}`, { redirect: 'manual' }));
}
