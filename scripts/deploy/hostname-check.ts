import type { CloudflareApi } from './cloudflare-api.ts';
import type { Environment } from './environment.ts';

/**
 * Who answers at the shop's domain now. `wrangler deploy` run without a terminal (as the deploy
 * script runs it) moves a Custom Domain another Worker holds, and replaces a DNS record the zone
 * has, without asking: the deploy asks Cloudflare first and refuses to take a hostname over
 * unless the owner says so (`--force`).
 */
interface WorkerDomain {
  hostname: string;
  service: string;
}

/** The zone a hostname belongs to: its longest suffix that is a zone of the account. */
async function zoneOf(api: CloudflareApi, hostname: string): Promise<{ id: string; name: string } | undefined> {
  const labels = hostname.split('.');
  for (let start = 0; start < labels.length - 1; start += 1) {
    const zones = (await api(`/zones?name=${encodeURIComponent(labels.slice(start).join('.'))}`)) as Array<{ id: string; name: string }>;
    if (zones[0]) return zones[0];
  }
  return undefined;
}

/** What already answers at each of the environment's domains and is not this shop's storefront. */
export async function hostnameConflicts(api: CloudflareApi, accountId: string, environment: Environment): Promise<string[]> {
  const conflicts: string[] = [];
  const storefront = environment.workers.storefront;
  for (const hostname of environment.domains) {
    const domains = (await api(`/accounts/${accountId}/workers/domains?hostname=${encodeURIComponent(hostname)}`)) as WorkerDomain[];
    const held = domains.filter((domain) => domain.hostname === hostname);
    for (const other of held.filter((domain) => domain.service !== storefront)) {
      conflicts.push(`${hostname} is the Custom Domain of another Worker ("${other.service}")`);
    }
    // The storefront's own Custom Domain has its DNS record: that one is ours.
    if (held.some((domain) => domain.service === storefront)) continue;
    const zone = await zoneOf(api, hostname);
    if (!zone) continue;
    const records = (await api(`/zones/${zone.id}/dns_records?name=${encodeURIComponent(hostname)}`)) as Array<{ type: string; content: string }>;
    for (const record of records) conflicts.push(`${hostname} has a DNS record in ${zone.name} (${record.type} ${record.content})`);
  }
  return conflicts;
}
