import type { ZodMiniType } from 'zod/mini';
import { UpstreamContractError, UpstreamHttpError } from './errors.ts';

/**
 * An upstream answer read by its contract: a refusal (non-2xx) is an UpstreamHttpError, its body
 * cancelled so the connection is free again; a body off the schema an UpstreamContractError.
 */
export async function contractJson<T>(response: Response, path: string, schema: ZodMiniType<T>): Promise<T> {
  if (!response.ok) {
    await response.body?.cancel();
    throw new UpstreamHttpError(path, response.status);
  }
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new UpstreamContractError(path, parsed.error.message);
  return parsed.data;
}
