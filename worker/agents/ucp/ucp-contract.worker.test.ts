import { describe, expect, it } from 'vitest';
import { catalogueSeeds } from '../../../backend/seed/data/wines.ts';
import { pixPrice } from '../../../src/contracts/pix.ts';
import { MESSAGES } from '../../../src/core/messages/pt-BR.ts';
import { formatBRL } from '../../../src/core/rules/money.ts';
import { testEnv } from '../../../backend/test/test-env.ts';
import { fetchPage } from '../../test/pages.ts';
import { ORIGIN } from '../../test/edge-harness.ts';
import { ucpCall } from './test/ucp-client.ts';
import { expectValidUcp, UCP_SCHEMAS } from './test/ucp-schemas.ts';

/**
 * One wine, four answers, the same figures: for every seeded wine, the price, the Pix price, the
 * stock and the address agree across the HTML product page, its JSON-LD, its markdown and the UCP
 * product; and they are the stored wine's (so the four cannot agree on a wrong figure).
 */

const IDS = catalogueSeeds().map((seed) => seed.id);
const CHUNK = 10;
const CHUNKS = Array.from({ length: Math.ceil(IDS.length / CHUNK) }, (_, index) => IDS.slice(index * CHUNK, (index + 1) * CHUNK));

interface Figures {
  /** Centavos. */
  price: number;
  pix: number | null;
  inStock: boolean;
  url: string;
}

const reais = (centavos: number) => formatBRL(centavos / 100);

async function stored(id: number): Promise<Omit<Figures, 'url'>> {
  const row = await testEnv.DB.prepare('SELECT price, stock, (SELECT pix_discount_percent FROM shop_settings WHERE id = 1) AS pix FROM wines WHERE id = ?')
    .bind(id)
    .first<{ price: number; stock: number; pix: number }>();
  const pix = row!.pix > 0 ? Math.round(pixPrice(row!.price, row!.pix) * 100) : null;
  return { price: Math.round(row!.price * 100), pix, inStock: row!.stock > 0 };
}

async function ucpFigures(id: number): Promise<Figures & { installments: { count: number; amount: number } }> {
  const { status, body } = await ucpCall('/catalog/product', { id: String(id) });
  expect(status, `UCP product ${id}`).toBe(200);
  expectValidUcp(UCP_SCHEMAS.productResponse, body);
  const [variant] = body.product.variants;
  expect(variant.url).toBe(body.product.url);
  const { pix_price: pix, installments } = variant.metadata.br_pricing;
  return {
    price: variant.price.amount,
    pix: pix ? pix.amount : null,
    inStock: variant.availability.available,
    url: variant.url,
    installments: { count: installments.count, amount: installments.amount.amount },
  };
}

function jsonLdProduct(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
  const products = blocks.filter((block) => block['@type'] === 'Product');
  expect(products).toHaveLength(1);
  return products[0] as { offers: { price: string; priceCurrency: string; availability: string; url: string } };
}

async function expectSameEverywhere(id: number): Promise<void> {
  const ucp = await ucpFigures(id);
  const truth = await stored(id);
  expect({ price: ucp.price, pix: ucp.pix, inStock: ucp.inStock }, `wine ${id}: UCP against the stored wine`).toEqual({
    price: truth.price,
    pix: truth.pix !== null && truth.pix < truth.price ? truth.pix : null,
    inStock: truth.inStock,
  });
  const path = new URL(ucp.url).pathname;
  expect(new URL(ucp.url).origin).toBe(ORIGIN);

  // the HTML page answers at that very address (200, not a redirect to another) and shows the same
  const page = await fetchPage(path);
  expect(page.status, `wine ${id}: ${path}`).toBe(200);
  expect(page.html).toContain(`<link rel="canonical" href="${ucp.url}"`);
  expect(page.html).toContain(reais(ucp.price));
  if (ucp.pix !== null) expect(page.html).toContain(MESSAGES.pixPrice(reais(ucp.pix)));
  else expect(page.html).not.toContain(' no Pix<');
  expect(page.html).toContain(MESSAGES.installments(ucp.installments.count, reais(ucp.installments.amount)));
  expect(page.html).toContain(`>${ucp.inStock ? MESSAGES.inStock : MESSAGES.outOfStock}</p>`);

  // its JSON-LD
  const { offers } = jsonLdProduct(page.html);
  expect(offers).toMatchObject({
    price: (ucp.price / 100).toFixed(2),
    priceCurrency: 'BRL',
    availability: ucp.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    url: ucp.url,
  });

  // its markdown
  const markdown = await fetchPage(path, { headers: { Accept: 'text/markdown' } });
  expect(markdown.status).toBe(200);
  expect(markdown.html).toMatch(new RegExp(`^- Preço: ${reais(ucp.price).replace('$', '\\$')}( \\(de [^)]+\\))?$`, 'mu'));
  if (ucp.pix !== null) expect(markdown.html).toContain(`- No Pix: ${reais(ucp.pix)}\n`);
  else expect(markdown.html).not.toContain('- No Pix:');
  expect(markdown.html).toContain(`- Parcelamento: ${MESSAGES.installments(ucp.installments.count, reais(ucp.installments.amount))}\n`);
  expect(markdown.html).toContain(`- Estoque: ${ucp.inStock ? MESSAGES.inStock : MESSAGES.outOfStock}\n`);
  expect(markdown.html).toContain(`- Página: ${ucp.url}\n`);
}

describe('every seeded wine has the same figures on its page, its JSON-LD, its markdown and its UCP product', () => {
  it('covers the whole seeded catalogue, on promotion or not, in stock or not', () => {
    const seeds = catalogueSeeds();
    expect(IDS.length).toBe(seeds.length);
    expect(seeds.some((seed) => seed.stock === 0)).toBe(true);
    expect(seeds.some((seed) => seed.listPrice > seed.price)).toBe(true);
  });

  it.each(CHUNKS.map((ids) => [`${ids[0]}–${ids.at(-1)}`, ids] as const))('wines %s', async (_, ids) => {
    for (const id of ids) await expectSameEverywhere(id);
  });
});
