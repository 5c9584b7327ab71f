import type { AuditRow } from '../src/admin/audit-log.ts';
import { SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { ADMIN_ACTOR_HEADER, ADMIN_API_PREFIX, adminFieldErrorSchema } from '../../src/contracts/admin/api.ts';
import { testEnv } from './test-env.ts';

/** Calls to the admin API through the backend's front door, as the storefront's back office sends them. */
const ORIGIN = 'https://backend.test';

/** The owner the back office authenticated, named on every write. */
export const ACTOR = 'dona@adega.test';

/** The admin key as the back office sends it. */
export const adminKey = (): Record<string, string> => ({ authorization: `Bearer ${testEnv.ADMIN_API_TOKEN ?? ''}` });

export function adminGet(path: string, headers: Record<string, string> = adminKey()): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${ADMIN_API_PREFIX}${path}`, { headers });
}

/** A JSON write (PATCH by default) with the admin key and the actor, unless `headers` replaces them. */
export function adminSend(path: string, body: unknown, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${ADMIN_API_PREFIX}${path}`, {
    method: options.method ?? 'PATCH',
    headers: { 'content-type': 'application/json', ...(options.headers ?? { ...adminKey(), [ADMIN_ACTOR_HEADER]: ACTOR }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A write refused field by field (400 `invalid_body`): the pt-BR message of each refused field. */
export async function refusedFields(response: Response | Promise<Response>): Promise<Record<string, string>> {
  const answered = await response;
  expect(answered.status).toBe(400);
  const body = adminFieldErrorSchema.parse(await answered.json());
  expect(body.error).toBe('invalid_body');
  return body.fields;
}

type StoredAuditRow = Omit<AuditRow, 'id' | 'at'>;

/** The audit log's rows, oldest first, as stored. */
export async function auditRows(): Promise<StoredAuditRow[]> {
  const { results } = await testEnv.DB.prepare(
    'SELECT actor, action, entity, entity_id, before_json, after_json FROM audit_log ORDER BY id',
  ).all<StoredAuditRow>();
  return results;
}
