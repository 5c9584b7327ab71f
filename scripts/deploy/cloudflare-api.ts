import type { Wrangler } from './wrangler-runner.ts';

/** A read of Cloudflare's API (`GET /client/v4{path}`), answering its `result`. */
export type CloudflareApi = (path: string) => Promise<unknown>;

const API = 'https://api.cloudflare.com/client/v4';

/** The headers of the login wrangler holds (`wrangler auth token --json`): an API token, an OAuth token or a global key. */
async function credentials(wrangler: Wrangler): Promise<Record<string, string>> {
  const answer = await wrangler(['auth', 'token', '--json']);
  if (answer.code !== 0) throw new Error(`wrangler auth token failed:\n${answer.stderr || answer.stdout}`);
  const auth = JSON.parse(answer.stdout.slice(answer.stdout.indexOf('{'))) as { type: string; token?: string; key?: string; email?: string };
  if (auth.type === 'api_key') return { 'X-Auth-Key': auth.key ?? '', 'X-Auth-Email': auth.email ?? '' };
  return { Authorization: `Bearer ${auth.token ?? ''}` };
}

/** Cloudflare's API with the login wrangler holds, for the checks wrangler has no command for. */
export function cloudflareApi(wrangler: Wrangler): CloudflareApi {
  let headers: Promise<Record<string, string>> | undefined;
  return async (path) => {
    headers ??= credentials(wrangler);
    const response = await fetch(`${API}${path}`, { headers: await headers });
    const body = (await response.json()) as { success?: boolean; result?: unknown; errors?: Array<{ message: string }> };
    if (!response.ok || !body.success) throw new Error(`Cloudflare API ${path}: ${body.errors?.map((error) => error.message).join('; ') ?? response.status}`);
    return body.result;
  };
}
