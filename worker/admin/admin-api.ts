import type { Context } from 'hono';
import { z, type ZodMiniType } from 'zod/mini';
import { ADMIN_ACTOR_HEADER, ADMIN_API_PREFIX, type AuditEntity, type AuditEntry } from '../../src/contracts/admin/api.ts';
import { ADMIN_API, type AdminRoute } from '../../src/contracts/admin/routes.ts';
import type { CacheScope } from '../../src/contracts/own-backend-api.ts';
import { apiErrorSchema } from '../../src/contracts/api-error.ts';
import { UpstreamHttpError } from '../upstream/errors.ts';
import { purgeScopes } from '../upstream/cache-generations.ts';
import { contractJson } from '../upstream/contract-json.ts';
import { upstreamFetch } from '../upstream/upstream-fetch.ts';
import type { AppEnv } from '../env.ts';
import { D1_BOOKMARK_HEADER } from '../../src/contracts/d1-bookmark.ts';

/**
 * The back office's calls to the admin API, each by its row of `ADMIN_API`
 * (src/contracts/admin/routes.ts), never by a literal path: the own backend's admin routes, with the
 * admin key (ADMIN_API_TOKEN) the edge adds and the signed-in owner named in X-Admin-Actor. Reads
 * give the parsed answer (null for 404); writes give it too, or the API's refusal with its pt-BR
 * message per field, for the form to show.
 */
export type AdminWrite<T> = { ok: true; data: T } | { ok: false; message: string; fields: Record<string, string> };

/** A refusal: field messages for a refused input, none for a refused login or a missing record. */
const refusalSchema = z.extend(apiErrorSchema, { fields: z._default(z.record(z.string(), z.string()), {}) });

type Body = { json: unknown } | { bytes: ArrayBuffer; type: string };

/** A call's path parameters (each one path segment, escaped here) and query (undefined values left out). */
export interface AdminCallArgs {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
}

/** The row's path with its parameters filled in and the query appended. */
function pathOf(route: Pick<AdminRoute, 'path'>, { params = {}, query = {} }: AdminCallArgs): string {
  const path = route.path.replace(/:([a-z]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  return search.size > 0 ? `${path}?${search}` : path;
}

async function call(c: Context<AppEnv>, method: AdminRoute['method'], path: string, body?: Body): Promise<Response> {
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

/** A read (a GET row of ADMIN_API): the parsed answer, or null when the record does not exist. */
export async function adminRead<T>(
  c: Context<AppEnv>,
  route: { method: 'GET'; path: string; response: ZodMiniType<T> },
  args: AdminCallArgs = {},
): Promise<T | null> {
  const path = pathOf(route, args);
  const response = await call(c, 'GET', path);
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  return contractJson(response, path, route.response);
}

/** Answers that refuse the owner's write with a message for them; any other failure is the API's. */
const REFUSALS = new Set([400, 401, 404, 409, 413, 502]);

/**
 * A write: the parsed answer, or the refusal of a 400 (per field), 401 (the login's wrong
 * credentials), 404, 409 (the record's state refuses it), 413 or 502 (the payment provider did not
 * do it; nothing changed). Anything else, or a refusal without its message, is the API failing and throws.
 * A write that succeeded purges the scopes its row names before the owner sees the outcome
 * (docs/decisions.md "Edge: purge on write"), so the shop shows the change on its next read.
 */
export async function adminWrite<T>(
  c: Context<AppEnv>,
  route: { method: Exclude<AdminRoute['method'], 'GET'>; path: string; response: ZodMiniType<T>; purges: readonly CacheScope[] },
  args: AdminCallArgs & { body?: Body } = {},
): Promise<AdminWrite<T>> {
  const path = pathOf(route, args);
  const response = await call(c, route.method, path, args.body);
  if (response.ok) {
    // saved: purge before reading the answer, so an answer off the contract cannot leave the shop showing the old data
    if (route.purges.length > 0) await purgeScopes(c.env, route.purges, { bookmark: response.headers.get(D1_BOOKMARK_HEADER) ?? undefined });
    return { ok: true, data: await contractJson(response, path, route.response) };
  }
  if (REFUSALS.has(response.status)) {
    const refusal = refusalSchema.safeParse(await response.json().catch(() => null));
    if (refusal.success) return { ok: false, message: refusal.data.message, fields: refusal.data.fields };
  } else {
    await response.body?.cancel();
  }
  throw new UpstreamHttpError(path, response.status);
}

/** A file the admin API answers (a CSV export), passed to the browser as a download, never cached. */
export async function adminDownload(c: Context<AppEnv>, route: { method: 'GET'; path: string; response: 'file' }, args: AdminCallArgs = {}): Promise<Response> {
  const path = pathOf(route, args);
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

/** The recorded changes of one entity, or of one of its records, newest first (the first page). */
export async function readHistory(c: Context<AppEnv>, entity: AuditEntity, entityId?: string | number): Promise<AuditEntry[]> {
  const page = await adminRead(c, ADMIN_API.audit, { query: { entity, entityId } });
  return page?.entries ?? [];
}
