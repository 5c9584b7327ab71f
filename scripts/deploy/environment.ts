import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { unstable_readConfig } from 'wrangler';

/**
 * One deployment environment as the two wrangler.toml files describe it (`[env.NAME]` sections):
 * worker names, the D1 database, R2 buckets and KV namespaces to create or find, the shop's
 * domain, the secrets each worker requires, and whether the storefront points at hosted services.
 */
export const CONFIGS = { storefront: 'wrangler.toml', backend: 'backend/wrangler.toml' } as const;
export type Worker = keyof typeof CONFIGS;

/** Ids the repository ships with until the deploy script creates the resource ("pendente-…"). */
export const PLACEHOLDER = /^pendente-/;
/** The example domain the repository ships with; the owner puts their own. */
export const EXAMPLE_DOMAIN = /(^|\.)example\.com\.br$/;

export interface KvNamespace {
  binding: string;
  id: string;
  /** The title it has (or gets) in the account: `{storefront name}-{binding}`. */
  title: string;
}

export interface Bucket {
  binding: string;
  /** R2 names a bucket by its name alone (no id to record): the deploy creates it when the account lacks it. */
  name: string;
}

export interface Environment {
  name: string;
  workers: Record<Worker, string>;
  d1: { binding: string; name: string; id: string };
  /** The backend's buckets (the owner's bottle photos). */
  r2: Bucket[];
  /** The backend's queues (outgoing mail and its dead letters), each created when the account lacks it. */
  queues: string[];
  kv: KvNamespace[];
  domains: string[];
  secrets: Record<Worker, string[]>;
  /** The storefront's upstreams point at hosted services: the embedded backend is not deployed. */
  hosted: boolean;
  /** The backend's vars for this environment (what the age verification's check reads). */
  backendVars: Record<string, string>;
  /** The storefront's vars for this environment (where its carts live, where the checkout hand-off goes). */
  storefrontVars: Record<string, string>;
}

function read(root: string, worker: Worker, env: string) {
  return unstable_readConfig({ config: join(root, CONFIGS[worker]), env }, { hideWarnings: true });
}

export function readEnvironment(root: string, name: string): Environment {
  const storefront = read(root, 'storefront', name);
  const backend = read(root, 'backend', name);
  const [database] = backend.d1_databases;
  if (!database?.database_name || !database.database_id) throw new Error(`backend/wrangler.toml [env.${name}] has no D1 database`);
  const vars = storefront.vars as Record<string, string>;
  return {
    name,
    workers: { storefront: storefront.name ?? '', backend: backend.name ?? '' },
    d1: { binding: database.binding, name: database.database_name, id: database.database_id },
    r2: backend.r2_buckets.flatMap((bucket: { binding: string; bucket_name?: string }) =>
      bucket.bucket_name ? [{ binding: bucket.binding, name: bucket.bucket_name }] : [],
    ),
    queues: [
      ...new Set<string>([
        ...backend.queues.producers.map((producer: { queue: string }) => producer.queue),
        ...(backend.queues.consumers ?? []).flatMap((consumer: { queue: string; dead_letter_queue?: string }) =>
          consumer.dead_letter_queue ? [consumer.queue, consumer.dead_letter_queue] : [consumer.queue],
        ),
      ]),
    ],
    kv: storefront.kv_namespaces.map((namespace: { binding: string; id?: string }) => ({
      binding: namespace.binding,
      id: namespace.id ?? '',
      title: `${storefront.name}-${namespace.binding}`,
    })),
    domains: (storefront.routes ?? []).flatMap((route: string | { pattern: string }) => (typeof route === 'string' ? [route] : [route.pattern])),
    secrets: { storefront: storefront.secrets?.required ?? [], backend: backend.secrets?.required ?? [] },
    hosted: Boolean(vars.API_ORIGIN && vars.STOREFRONT_GRAPHQL_URL),
    backendVars: backend.vars as Record<string, string>,
    storefrontVars: vars,
  };
}

/** Names the environments both files define. */
export function environmentNames(root: string): string[] {
  const text = readFileSync(join(root, CONFIGS.storefront), 'utf8');
  return [...new Set([...text.matchAll(/^\[env\.([a-z0-9-]+)\]$/gm)].map((match) => match[1] ?? ''))];
}

/** Records a created resource's id where the next deploy finds it: in place of its placeholder. */
export function recordId(root: string, worker: Worker, placeholder: string, id: string): void {
  const file = join(root, CONFIGS[worker]);
  const text = readFileSync(file, 'utf8');
  if (!text.includes(`"${placeholder}"`)) throw new Error(`${CONFIGS[worker]} has no "${placeholder}" to replace`);
  writeFileSync(file, text.replace(`"${placeholder}"`, `"${id}"`));
}
