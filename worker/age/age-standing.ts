import type { Context } from 'hono';
import type { ZodMiniType } from 'zod/mini';
import { type AgeIdentity, ageStatusSchema, type AgeStatus } from '../../src/contracts/age-verification.ts';
import { CUSTOMER_IDENTITY } from '../../src/contracts/graphql/index.ts';
import type { AppEnv } from '../env.ts';
import { commerceCall } from '../session/commerce-client.ts';
import type { LiveSession } from '../session/live-session.ts';
import { UpstreamContractError, UpstreamHttpError } from '../upstream/errors.ts';
import { findOwnBackendRoute } from '../upstream/own-backend-routes.ts';

/**
 * A customer's age standing, as the edge learns it (docs/age-verification.md): the identity from
 * the commerce service (`CustomerIdentity`, the edge's own document: a CPF and a birth date never
 * reach a browser), then the own backend's verdict on it. Used by the checkout hand-off, the
 * /verificar-idade page and its routes.
 */
export async function customerIdentity(c: Context<AppEnv>, live: LiveSession): Promise<AgeIdentity | null> {
  const { data } = await commerceCall(c, CUSTOMER_IDENTITY, { customerAccessToken: live.tokens.token }, live.tokens.token);
  const customer = data?.customer;
  if (!customer) return null;
  return {
    customerId: customer.customerId,
    name: customer.customerName?.trim() || '-',
    cpf: (customer.cpf ?? '').replace(/\D/g, ''),
    // a DateTime: the date part is the registered birth date
    birthDate: customer.birthDate.slice(0, 10),
  };
}

/** An answer of the age API, whatever its status (an attempt's 429 and 503 carry their outcome). */
export async function ageApi<T>(c: Context<AppEnv>, path: string, body: unknown, schema: ZodMiniType<T>): Promise<{ status: number; data: T }> {
  const match = findOwnBackendRoute('POST', path);
  if (!match) throw new Error(`POST ${path} is not a route of src/contracts/own-backend-api.ts`);
  const answer = await c.get('backend').send(match, path, {
    method: 'POST',
    headers: new Headers({ 'content-type': 'application/json', accept: 'application/json' }),
    body: new TextEncoder().encode(JSON.stringify(body)).buffer,
  });
  if (!('response' in answer)) throw new Error(`${path} is never cached`);
  const { response } = answer;
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    if (!response.ok) throw new UpstreamHttpError(path, response.status);
    throw new UpstreamContractError(path, parsed.error.message);
  }
  return { status: response.status, data: parsed.data };
}

export async function ageStatusOf(c: Context<AppEnv>, identity: AgeIdentity): Promise<AgeStatus> {
  return (await ageApi(c, '/api/age/status', { identity }, ageStatusSchema)).data;
}
