import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, PHONE, assertChromium } from '../lib/chromium.ts';
import type { Figure, Section } from '../lib/figures.ts';
import { PAGE_LABELS, PAGES, returningStorage, type PageName, type Visit } from '../lib/pages.ts';
import { round } from '../lib/stats.ts';

// Playwright reports the service worker's own requests (the precache) only with this set.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

interface Asset {
  path: string;
  kind: 'js' | 'css' | 'other';
  raw: number;
  gzip: number;
  brotli: number;
  /** Bytes of the body on the wire as Chromium saw them (workerd serves assets uncompressed locally). */
  wire: number;
  serviceWorker: boolean;
}

function kindOf(url: string, contentType: string): Asset['kind'] {
  const path = new URL(url).pathname;
  if (path.endsWith('.js') || path.endsWith('.mjs') || contentType.includes('javascript')) return 'js';
  if (path.endsWith('.css') || contentType.includes('text/css')) return 'css';
  return 'other';
}

/** Records every response of a context with its compressed sizes (gzip -9 and brotli 11, as a CDN would at best). */
function recordAssets(context: BrowserContext) {
  const pending: Promise<Asset | undefined>[] = [];
  context.on('response', (response) => {
    const request = response.request();
    pending.push(
      (async () => {
        if (response.status() !== 200) return undefined;
        const kind = kindOf(response.url(), response.headers()['content-type'] ?? '');
        if (kind === 'other' && request.resourceType() === 'document') return undefined;
        let body: Buffer;
        try {
          body = await response.body();
        } catch {
          return undefined; // a body Chromium no longer holds (a navigation replaced it)
        }
        const sizes = await request.sizes().catch(() => ({ responseBodySize: body.length }));
        return {
          path: new URL(response.url()).pathname,
          kind,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
            .length,
          wire: sizes.responseBodySize,
          serviceWorker: request.serviceWorker() !== null,
        } satisfies Asset;
      })(),
    );
  });
  return {
    /** Everything answered since the last call. */
    async take(): Promise<Asset[]> {
      const taken = pending.splice(0);
      return (await Promise.all(taken)).filter((asset): asset is Asset => asset !== undefined);
    },
  };
}

/** The field-data reporter (client/field-data.ts): loaded once the page is idle, outside the first visit's budget. */
const AFTER_IDLE = /\/field-data-[^/]+\.js$/;

function totals(assets: readonly Asset[], kind: Asset['kind']) {
  const ofKind = assets.filter((asset) => asset.kind === kind && !asset.serviceWorker && !AFTER_IDLE.test(asset.path));
  const sum = (key: 'raw' | 'gzip' | 'brotli' | 'wire') => ofKind.reduce((total, asset) => total + asset[key], 0);
  return { files: ofKind.length, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli'), wire: sum('wire') };
}

const kb = (bytes: number) => round(bytes / 1024, 1);

/** Until the page is hydrated and the network has been quiet (lazy islands, idle work included). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
}

function figuresFor(id: string, label: string, assets: readonly Asset[], budgeted: boolean): Figure[] {
  const js = totals(assets, 'js');
  const css = totals(assets, 'css');
  return [
    {
      id: `${id}.js_gzip_kb`,
      label: `JS ${label}`,
      value: kb(js.gzip),
      unit: 'KB gz',
      ...(budgeted ? { budget: 'bytes.js_gzip_kb' } : {}),
      note: `br ${kb(js.brotli)}, wire ${kb(js.wire)}, raw ${kb(js.raw)} KB; ${js.files} files`,
    },
    {
      id: `${id}.css_gzip_kb`,
      label: `CSS ${label}`,
      value: kb(css.gzip),
      unit: 'KB gz',
      note: `br ${kb(css.brotli)}, wire ${kb(css.wire)}, raw ${kb(css.raw)} KB; ${css.files} files`,
    },
  ];
}

/** Listings: what a campaign visitor lands on; their requests before interaction are budgeted. */
const LISTINGS: readonly PageName[] = ['momentos', 'results'];

/** Every request a first visit makes before any interaction: the page itself, then each file (the service worker's precache and the idle-time reporter apart). */
function requestsFigure(name: PageName, assets: readonly Asset[]): Figure {
  const before = assets.filter((asset) => !asset.serviceWorker && !AFTER_IDLE.test(asset.path));
  const count = (kind: Asset['kind']) => before.filter((asset) => asset.kind === kind).length;
  return {
    id: `bytes.${name}.first.requests`,
    label: `requests before interaction, ${PAGE_LABELS[name]}, first visit`,
    value: 1 + before.length,
    unit: 'requests',
    ...(LISTINGS.includes(name) ? { budget: 'bytes.listing_requests' } : {}),
    note: `the page, ${count('css')} stylesheet(s), ${count('js')} scripts, ${count('other')} other (images, icons, manifest)`,
  };
}

export async function measureShippedBytes(baseUrl: string): Promise<Section> {
  assertChromium();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const figures: Figure[] = [];
  const details: Record<string, unknown> = {};
  try {
    const newContext = (visit: Visit) =>
      browser.newContext({
        ...PHONE,
        baseURL: baseUrl,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        serviceWorkers: 'allow',
        ...(visit === 'returning'
          ? {
              storageState: {
                cookies: [],
                origins: [{ origin: baseUrl, localStorage: Object.entries(returningStorage()).map(([name, value]) => ({ name, value })) }],
              },
            }
          : {}),
      });

    for (const name of ['momentos', 'product', 'results'] as const satisfies readonly PageName[]) {
      for (const visit of ['first', 'returning'] as const) {
        const context = await newContext(visit);
        const recorder = recordAssets(context);
        const page = await context.newPage();
        const response = await page.goto(PAGES[name]);
        if (response?.status() !== 200) throw new Error(`${PAGES[name]} answered ${response?.status()}`);
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
        await settle(page);
        const assets = await recorder.take();
        figures.push(...figuresFor(`bytes.${name}.${visit}`, `${PAGE_LABELS[name]}, ${visit} visit`, assets, true));
        if (visit === 'first') figures.push(requestsFigure(name, assets));
        details[`${name}.${visit}`] = assets.filter((asset) => !asset.serviceWorker && asset.kind !== 'other');
        if (name === 'momentos' && visit === 'first') {
          const fieldData = assets.filter((asset) => !asset.serviceWorker && AFTER_IDLE.test(asset.path));
          figures.push({
            id: 'bytes.field_data_kb',
            label: 'field-data reporter (web-vitals), loaded once the page is idle',
            value: kb(fieldData.reduce((sum, asset) => sum + asset.gzip, 0)),
            unit: 'KB gz',
            note: `${fieldData.length} file(s); not in the before-interaction figures`,
          });
          // Not "before interaction" (the page does not wait for it), but a phone downloads it on a first visit.
          const precache = assets.filter((asset) => asset.serviceWorker);
          figures.push({
            id: 'bytes.service_worker_precache_kb',
            label: 'service worker precache, first visit (all files)',
            value: kb(precache.reduce((sum, asset) => sum + asset.gzip, 0)),
            unit: 'KB gz',
            note: `${precache.length} files, raw ${kb(precache.reduce((sum, asset) => sum + asset.raw, 0))} KB`,
          });
        }
        if (name === 'momentos' && visit === 'returning') {
          // A returning shopper (no age question in the way) opens the cart, then the search panel.
          await page
            .getByRole('button', { name: /^Abrir carrinho/ })
            .first()
            .click();
          await page.getByRole('dialog', { name: /^Carrinho/ }).waitFor({ state: 'visible', timeout: 15_000 });
          await settle(page);
          const cart = await recorder.take();
          await page.keyboard.press('Escape');
          await page.getByRole('dialog', { name: /^Carrinho/ }).waitFor({ state: 'hidden', timeout: 15_000 });
          await page.getByRole('button', { name: 'Buscar vinhos' }).first().click();
          await page.getByRole('dialog', { name: 'Busca de vinhos' }).waitFor({ state: 'visible', timeout: 15_000 });
          await settle(page);
          const search = await recorder.take();
          figures.push(...figuresFor('bytes.momentos.cart_drawer', '/momentos, added by opening the cart drawer', cart, false));
          figures.push(...figuresFor('bytes.momentos.search_panel', '/momentos, added by then opening the search panel', search, false));
          figures.push({
            id: 'bytes.momentos.after_interaction_js_gzip_kb',
            label: 'JS /momentos, total after the cart drawer and search panel',
            value: kb(totals([...assets, ...cart, ...search], 'js').gzip),
            unit: 'KB gz',
          });
          details['momentos.cart_drawer'] = cart.filter((asset) => asset.kind !== 'other');
          details['momentos.search_panel'] = search.filter((asset) => asset.kind !== 'other');
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return {
    id: 'bytes',
    title: '1. Shipped bytes (JS and CSS)',
    how:
      'Playwright (playwright-core) drives Debian Chromium at a phone viewport (412x823); every JS/CSS response the page ' +
      'loads before any interaction (until hydrated and the network is idle, +1 s) is read from the network log and ' +
      'compressed with gzip -9 and brotli 11 (wire: the bytes Chromium received from workerd). First visit: empty storage (age question and popups). Returning: the 18+ answer, privacy notice and popups ' +
      'already seen. The service worker precache is counted apart. Then the cart drawer and the search panel are opened.',
    reproduce: 'npm run bench -- --only bytes',
    figures,
    details,
  };
}
