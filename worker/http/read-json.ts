import type { Context } from 'hono';
import type { ZodMiniType } from 'zod/mini';
import { EDGE } from '../../src/core/constants.ts';
import type { AppEnv } from '../env.ts';
import { BadRequestError } from '../errors.ts';
import { readLimitedBody } from './read-body.ts';

/** A size-limited JSON request body, validated with its contract's schema (400 otherwise). */
export async function readJson<T>(c: Context<AppEnv>, schema: ZodMiniType<T>): Promise<T> {
  const body = await readLimitedBody(c.req.raw, EDGE.maxRequestBodyBytes);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body ?? new ArrayBuffer(0)));
  } catch {
    throw new BadRequestError('body is not JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new BadRequestError(`body does not match its contract: ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}`);
  return parsed.data;
}
