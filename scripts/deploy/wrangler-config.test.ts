import { join } from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { describe, expect, it } from 'vitest';
import { CONFIGS, environmentNames, type Worker } from './environment';

const root = join(import.meta.dirname, '..', '..');

/** `env` undefined: the top of the file, what a local run and the tests read. */
function read(worker: Worker, env: string | undefined) {
  return unstable_readConfig({ config: join(root, CONFIGS[worker]), env }, { hideWarnings: true });
}

/** What the deployed configs promise, read the way `wrangler deploy --env NAME` reads them. */
describe.each(environmentNames(root))('the %s environment', (env) => {
  it('never publishes the backend on workers.dev or on preview URLs (reached only through the service binding)', () => {
    const backend = read('backend', env);
    expect(backend.workers_dev).toBe(false);
    expect(backend.preview_urls).toBe(false);
  });

  it('serves the storefront on its own domain only (the edge cache does nothing on workers.dev)', () => {
    const storefront = read('storefront', env);
    expect(storefront.workers_dev).toBe(false);
    expect(storefront.preview_urls).toBe(false);
    expect(storefront.routes?.length).toBeGreaterThan(0);
  });

  it("builds the links in mail on the storefront's own domain (SHOP_ORIGIN), never on a request's Host", () => {
    const route = read('storefront', env).routes?.[0];
    const domain = typeof route === 'string' ? route : route && 'pattern' in route ? route.pattern : '';
    expect((read('backend', env).vars as Record<string, unknown>).SHOP_ORIGIN).toBe(`https://${domain}`);
  });

  it.each(Object.keys(CONFIGS) as Worker[])('keeps logs and traces on for the %s', (worker) => {
    const { observability } = read(worker, env);
    expect(observability?.enabled).toBe(true);
    expect(observability?.traces?.enabled).toBe(true);
  });

  it.each(Object.keys(CONFIGS) as Worker[])('sets its own sampling rates for the %s, each above 0 and at most 1 (docs/going-live.md)', (worker) => {
    const { observability } = read(worker, env);
    // written, not left to the default (1, every request: billed per event past the allowance)
    for (const rate of [observability?.head_sampling_rate, observability?.traces?.head_sampling_rate]) {
      expect(rate).toBeTypeOf('number');
      expect(rate).toBeGreaterThan(0);
      expect(rate).toBeLessThanOrEqual(1);
    }
  });
});

/**
 * A worker cannot read its own observability settings: "Operação" shows the traces' rate from the
 * TRACE_SAMPLING_RATE var, which must say what [observability.traces] sets, in each environment and
 * at the top (a local run, the tests).
 */
const CONFIG_PARTS: [string, string | undefined][] = [
  ['the top, for local runs and the tests', undefined],
  ...environmentNames(root).map((env): [string, string] => [`[env.${env}]`, env]),
];

it.each(CONFIG_PARTS)('tells the back office the traces’ rate the storefront sets (%s)', (_part, env) => {
  const storefront = read('storefront', env);
  const rate = storefront.observability?.traces?.head_sampling_rate;
  expect(rate).toBeTypeOf('number');
  expect((storefront.vars as Record<string, unknown>).TRACE_SAMPLING_RATE).toBe(String(rate));
});

it('defines both environments docs/going-live.md names', () => {
  expect(environmentNames(root)).toEqual(expect.arrayContaining(['staging', 'production']));
});
