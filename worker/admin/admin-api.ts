import type { Context } from 'hono';
import { z, type ZodMiniType } from 'zod/mini';
import { ADMIN_ACTOR_HEADER, ADMIN_API_PREFIX } from '../../src/contracts/admin/api.ts';
import { apiErrorSchema } from '../../src/contracts/api-error.ts';
import { UpstreamContractError, UpstreamHttpError } from '../upstream/errors.ts';
import { upstreamFetch } from '../upstream/upstream-fetch.ts';
import type { AppEnv } from '../env.ts';

/**
 * The back office's calls to the admin API (`src/contracts/admin/api.ts`): the own backend's admin
 * routes, with the admin key (ADMIN_API_TOKEN) the edge adds and the signed-in owner named in
 * X-Admin-Actor. Reads give the parsed answer (null for 404); writes give it too, or the API's
 * refusal with its pt-BR message per field, for the form to show.
 */
export type AdminWrite<T> = { ok: true; data: T } | { ok: false; message: string; fields: Record<string, string> };

/** A refusal: field messages for a refused input, none for a refused login or a missing record. */
const refusalSchema = z.extend(apiErrorSchema, { fields: z._default(z.record(z.string(), z.string()), {}) });

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

async function call(c: Context<AppEnv>, method: Method, path: string, body?: { json: unknown } | { bytes: ArrayBuffer; type: string }): Promise<Response> {
  const headers = new Headers({ accept: 'application/json' });
  const owner = c.get('owner');
  if (owner) headers.set(ADMIN_ACTOR_HEADER, owner);
  let payload: BodyInit | null = null;
  if (body && 'json' in body) {
    headers.set('content-type', 'application/json');
    payload = JSON.stringify(body.json);
  } else if (body) {
    headers.set('content-type', body.type);
    payload = body.bytes;
  }
  return upstreamFetch(c.env, 'admin', `${ADMIN_API_PREFIX}${path}`, { method, headers, body: payload }, c.get('caller'));
}

async function parsed<T>(response: Response, path: string, schema: ZodMiniType<T>): Promise<T> {
  const result = schema.safeParse(await response.json());
  if (!result.success) throw new UpstreamContractError(path, result.error.message);
  return result.data;
}

/** A read: the parsed answer, or null when the record does not exist. */
export async function adminRead<T>(c: Context<AppEnv>, path: string, schema: ZodMiniType<T>): Promise<T | null> {
  const response = await call(c, 'GET', path);
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new UpstreamHttpError(path, response.status);
  }
  return parsed(response, path, schema);
}

/**
 * A write: the parsed answer, or the refusal of a 400 (per field) or 401 (the login's wrong
 * credentials). Anything else is the API failing, not the owner's input, and throws.
 */
export async function adminWrite<T>(
  c: Context<AppEnv>,
  method: Exclude<Method, 'GET'>,
  path: string,
  schema: ZodMiniType<T>,
  body?: { json: unknown } | { bytes: ArrayBuffer; type: string },
): Promise<AdminWrite<T>> {
  const response = await call(c, method, path, body);
  if (response.ok) return { ok: true, data: await parsed(response, path, schema) };
  if (response.status === 400 || response.status === 401 || response.status === 404 || response.status === 413) {
    const refusal = refusalSchema.safeParse(await response.json().catch(() => null));
    if (refusal.success) return { ok: false, message: refusal.data.message, fields: refusal.data.fields };
  } else {
    await response.body?.cancel();
  }
  throw new UpstreamHttpError(path, response.status);
}

/** A file the admin API answers (a CSV export), passed to the browser as a download, never cached. */
export async function adminDownload(c: Context<AppEnv>, path: string): Promise<Response> {
  const response = await call(c, 'GET', path);
  if (!response.ok) {
    await response.body?.cancel();
    throw new UpstreamHttpError(path, response.status);
  }
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const name of ['content-type', 'content-disposition']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}
