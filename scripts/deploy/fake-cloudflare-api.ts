import { readFileSync } from 'node:fs';
import type { CloudflareApi } from './cloudflare-api.ts';
import type { FakeAccount } from './fake-wrangler.ts';

/** The zone the fake account holds. */
export const FAKE_ZONE = { id: 'zona-adegadoze', name: 'adegadoze.com.br' };

/** Cloudflare's API as the fake account answers it (the reads the deploy makes), for the deploy tests. */
export function fakeCloudflareApi(stateFile: string): CloudflareApi {
  return async (path) => {
    const account = JSON.parse(readFileSync(stateFile, 'utf8')) as FakeAccount;
    const url = new URL(path, 'https://api.invalid');
    const name = url.searchParams.get('name') ?? url.searchParams.get('hostname') ?? '';
    if (/^\/accounts\/conta-adega\/workers\/domains$/.test(url.pathname)) return (account.workerDomains ?? []).filter((domain) => domain.hostname === name);
    if (url.pathname === '/zones') return name === FAKE_ZONE.name ? [FAKE_ZONE] : [];
    if (url.pathname === `/zones/${FAKE_ZONE.id}/dns_records`) return (account.dnsRecords ?? []).filter((record) => record.name === name);
    throw new Error(`fake Cloudflare API: unknown path ${path}`);
  };
}
