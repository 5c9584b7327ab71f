import type { Context } from 'hono';
import { EDGE } from '../../src/core/constants.ts';
import type { AppEnv } from '../env.ts';
import { readLimitedBody } from '../http/read-body.ts';

/** A back-office form as the browser posted it (url-encoded, size-limited like every body the edge reads). */
export async function readAdminForm(c: Context<AppEnv>): Promise<URLSearchParams> {
  const body = await readLimitedBody(c.req.raw, EDGE.maxRequestBodyBytes);
  return new URLSearchParams(new TextDecoder().decode(body ?? new ArrayBuffer(0)));
}
