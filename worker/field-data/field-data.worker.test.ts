import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIELD_DATA_PATH, type VitalReport } from '../../src/contracts/field-data.ts';
import { createDevOwner, signedInOwner } from '../test/owner-browser.ts';
import { testBindings } from '../test/edge-harness.ts';
import { shopperBrowser } from '../test/shopper-browser.ts';
import { fieldDataStore, summaryQueries } from './field-data-store.ts';

/** Field data (docs/performance.md "Field data"): the beacon, the campaign clicks, and "Desempenho" over the local stand-in. */
beforeAll(createDevOwner);
afterEach(() => vi.restoreAllMocks());

const report = (overrides: Partial<VitalReport> = {}): VitalReport => ({
  name: 'LCP',
  value: 1800,
  route: '/produto/:slug',
  device: 'celular',
  connection: '4g',
  target: 'main>img.WineCard_image',
  ...overrides,
});

function beacon(body: string, browser = shopperBrowser()) {
  return browser.send(FIELD_DATA_PATH, { method: 'POST', body, headers: { 'content-type': 'application/json', origin: 'https://loja.test' } });
}

async function performancePage(): Promise<string> {
  const owner = await signedInOwner();
  const response = await owner.send('/admin/desempenho');
  expect(response.status).toBe(200);
  return response.text();
}

describe('the field-data beacon', () => {
  it('takes a page’s vitals, and "Desempenho" shows their 75th percentile per page type and device', async () => {
    // a route of its own, so other tests' reports do not mix in
    const route = `/teste/${Date.now().toString(36)}`;
    const values = [900, 1200, 1500, 3100];
    for (const value of values) expect((await beacon(JSON.stringify({ reports: [report({ value, route })] }))).status).toBe(204);
    const cls = await beacon(JSON.stringify({ reports: [report({ name: 'CLS', value: 0.25, route, target: '' })] }));
    expect(cls.status).toBe(204);
    const html = await performancePage();
    const row = new RegExp(`<tr><td>${route}</td><td>celular</td><td class="num">([^<]*)</td><td class="num">([^<]*)</td><td class="num">([^<]*)</td>`).exec(
      html,
    );
    // the 75th percentile of 900, 1200, 1500 and 3100 ms is 1500 ms: three visits in four at least this fast
    expect(row?.[1]).toBe('1,5 s');
    expect(row?.[2]).toBe('—');
    expect(row?.[3]).toBe('0,25 (acima de 0,1)');
    expect(html).toMatch(/<a href="\/admin\/desempenho" aria-current="page">Desempenho<\/a>/);
  });

  it.each([
    ['not JSON', 'lcp=1800'],
    ['no reports', JSON.stringify({ reports: [] })],
    ['an unknown metric', JSON.stringify({ reports: [{ ...report(), name: 'FID' }] })],
    ['a negative value', JSON.stringify({ reports: [report({ value: -1 })] })],
    ['an address with a query for a route', JSON.stringify({ reports: [report({ route: '/momentos?email=ana@example.com' })] })],
    ['an unknown device', JSON.stringify({ reports: [{ ...report(), device: 'geladeira' }] })],
    ['too many reports', JSON.stringify({ reports: Array.from({ length: 13 }, () => report()) })],
    ['an oversized target', JSON.stringify({ reports: [report({ target: 'x'.repeat(121) })] })],
  ])('refuses %s with a 4xx JSON error, keeping nothing', async (_, body) => {
    const route = `/recusa/${crypto.randomUUID().slice(0, 8)}`;
    const answer = await beacon(body.replace('/produto/:slug', route));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: expect.any(String) });
    expect(await performancePage()).not.toContain(route);
  });

  it('is limited per address: past 120 beacons a minute, one is dropped quietly (204, nothing kept)', async () => {
    const browser = shopperBrowser();
    const route = `/limite/${Date.now().toString(36)}`;
    const statuses: number[] = [];
    for (let sent = 0; sent < 121; sent += 1) {
      const answer = await beacon(JSON.stringify({ reports: [report({ route, value: sent })] }), browser);
      statuses.push(answer.status);
    }
    expect(new Set(statuses)).toEqual(new Set([204]));
    const kept = /<td class="num">(\d+)<\/td><\/tr>/.exec((await performancePage()).split(route)[1] ?? '')?.[1];
    expect(kept).toBe('120');
  });
});

describe('campaign clicks', () => {
  it('counts each click a campaign brings, cached page or not, by its source', async () => {
    const source = `insta${Date.now().toString(36)}`;
    const visitor = shopperBrowser();
    for (const click of ['fbclid=A', 'fbclid=B', 'gclid=C']) {
      const page = await visitor.send(`/momentos?utm_source=${source}&utm_campaign=natal&${click}`);
      expect(page.status).toBe(200);
      await page.body?.cancel();
    }
    await (await visitor.send('/momentos')).body?.cancel();
    const html = await performancePage();
    expect(html).toContain(`<tr><td>${source}</td><td class="num">3</td></tr>`);
  });
});

describe('in production', () => {
  const production = (overrides: Partial<Env> = {}) =>
    ({ ...testBindings, ENVIRONMENT: 'production', FIELD_DATA: { writeDataPoint: vi.fn() }, ...overrides }) as unknown as Env;

  it('writes each report and click as an Analytics Engine data point', () => {
    const env = production();
    const store = fieldDataStore(env);
    store.recordVital(report());
    store.recordClick({ source: 'instagram', medium: 'social', campaign: 'natal', route: '/momentos' });
    expect(vi.mocked(env.FIELD_DATA.writeDataPoint).mock.calls).toEqual([
      [{ indexes: ['/produto/:slug'], blobs: ['vital', 'LCP', '/produto/:slug', 'celular', '4g', 'main>img.WineCard_image'], doubles: [1800] }],
      [{ indexes: ['click'], blobs: ['click', 'instagram', 'social', 'natal', '/momentos'], doubles: [1] }],
    ]);
  });

  it('never reads the stand-in: without the SQL API configured, the page says what to set', async () => {
    expect(await fieldDataStore(production()).summary(7)).toBe('unconfigured');
  });

  it("reads the summary with Analytics Engine's SQL API, weighing sampled rows", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_, init) => {
      const sql = String(init?.body);
      const data = sql.includes("blob1 = 'vital'")
        ? [{ route: '/momentos', device: 'celular', name: 'LCP', p75: '2100.5', samples: '40' }]
        : [{ source: 'instagram', clicks: '12' }];
      return Response.json({ meta: [], data, rows: data.length });
    });
    const env = production({ ANALYTICS_ACCOUNT_ID: 'conta123', ANALYTICS_API_TOKEN: 'token-leitura' } as Partial<Env>);
    expect(await fieldDataStore(env).summary(7)).toEqual({
      vitals: [{ route: '/momentos', device: 'celular', name: 'LCP', p75: 2100.5, samples: 40 }],
      clicks: [{ source: 'instagram', clicks: 12 }],
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('https://api.cloudflare.com/client/v4/accounts/conta123/analytics_engine/sql');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-leitura');
    expect(summaryQueries('adega_field_data', 7).vitals).toContain('quantileExactWeighted(0.75)(double1, _sample_interval)');
    expect(summaryQueries('adega_field_data', 7).vitals).toContain("INTERVAL '7' DAY");
  });

  it('a SQL API that fails gives "try again", never an error page', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 500 }));
    const env = production({ ANALYTICS_ACCOUNT_ID: 'conta123', ANALYTICS_API_TOKEN: 'token-leitura' } as Partial<Env>);
    expect(await fieldDataStore(env).summary(7)).toBe('unreadable');
  });
});
