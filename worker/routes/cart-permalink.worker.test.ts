import { describe, expect, it } from 'vitest';
import type { CartPermalinkProps } from '../../src/contracts/island-props.ts';
import { HEADERS } from '../../src/core/constants.ts';
import { CHROME_MESSAGES } from '../../src/core/messages/pt-BR-chrome.ts';
import { MESSAGES } from '../../src/core/messages/pt-BR.ts';
import { callEdge, fakeUpstream, testBindings } from '../test/edge-harness.ts';
import { fetchPage } from '../test/pages.ts';

/**
 * `GET /comprar/{id}:{quantity},…` (docs/assistants.md "Permalink"): the page a cart link opens,
 * against the seeded catalogue (1001 in stock, 1005 sold out), and with a failing one.
 */

/** What the page hands the island that fills the browser's cart: its props, as the browser reads them. */
function islandProps(html: string): CartPermalinkProps | null {
  const block = /data-island="CartPermalink"[^>]*>[\s\S]*?<script type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return block === undefined ? null : (JSON.parse(block) as CartPermalinkProps);
}

function expectPrivateHandOver(headers: Headers): void {
  expect(headers.get('cache-control')).toBe('no-store');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('x-robots-tag')).toBe('noindex');
}

describe('a cart link', () => {
  it('carries the wines the catalogue knows, with the link’s quantities, and counts what it dropped (an unknown id, a bad pair)', async () => {
    const { status, headers, html } = await fetchPage('/comprar/1001:2,999999:1,abc');
    expect(status).toBe(200);
    expectPrivateHandOver(headers);
    const props = islandProps(html);
    expect(props?.dropped).toBe(2);
    expect(props?.lines.map(({ wine, quantity }) => [wine.wake_product_id, quantity])).toEqual([[1001, 2]]);
    expect(props?.lines[0]?.wine).toMatchObject({ id: 1001, stock: expect.any(Number), wake_wine_id: expect.any(Number), sku: expect.any(String) });
    // readable without JavaScript: the wine, its quantity, what was left out
    const name = props?.lines[0]?.wine.name ?? '';
    expect(html).toContain(`>${name}</a>`);
    expect(html).toContain(MESSAGES.cartLinkQuantity(2));
    expect(html).toContain(MESSAGES.cartLinkNotAdded(2));
    expect(html).toContain('<meta name="robots" content="noindex');
  });

  it('is a shop page like any other: header, footer, the adults-only notices, the cart button', async () => {
    const { html } = await fetchPage('/comprar/1001:1');
    expect(html).toContain('data-site-header');
    expect(html).toContain('<footer');
    expect(html).toContain(MESSAGES.legalAgeNotice);
    expect(html).toContain(CHROME_MESSAGES.ageNoticeTitle);
    expect(html).toContain('data-island="CartButton"');
    expect(html).toContain(`<h1 id="link-carrinho-titulo"`);
    expect(html).toContain(MESSAGES.cartLinkLead);
  });

  it('hands a sold-out wine over too (the browser leaves it out) and counts it as not added', async () => {
    const { html } = await fetchPage('/comprar/1005:1,1001:1');
    const props = islandProps(html);
    expect(props?.lines.map(({ wine }) => [wine.wake_product_id, wine.stock > 0])).toEqual([
      [1005, false],
      [1001, true],
    ]);
    expect(props?.dropped).toBe(0);
    expect(html).toContain(MESSAGES.outOfStock);
    expect(html).toContain(MESSAGES.cartLinkNotAdded(1));
  });

  it('with no pair it can read, asks the catalogue nothing and says no wine is available', async () => {
    await fakeUpstream.reset();
    const response = await callEdge('/comprar/abc,0:1');
    expect(response.status).toBe(200);
    expectPrivateHandOver(response.headers);
    const html = await response.text();
    expect(islandProps(html)).toEqual({ lines: [], dropped: 2 });
    expect(html).toContain(MESSAGES.cartLinkEmpty);
    expect(await fakeUpstream.calls('/api/productsCart')).toEqual([]);
    // no popup banner over the drawer the link opens
    expect(await fakeUpstream.calls('/api/banner')).toEqual([]);
  });

  it('keeps working with a coupon in the query (the browser takes it, as on every page)', async () => {
    const { status, html } = await fetchPage('/comprar/1001:1?coupon=PRIMEIRACOMPRA');
    expect(status).toBe(200);
    expect(islandProps(html)?.lines).toHaveLength(1);
  });

  it('is rendered for each opening, never from or into the edge page cache', async () => {
    const env = { ...testBindings, EDGE_CACHE: 'on' } as Env;
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await callEdge('/comprar/1001:3', {}, { env });
      expect(response.status).toBe(200);
      expect(response.headers.get(HEADERS.edgeCache)).toBeNull();
      expectPrivateHandOver(response.headers);
      // a per-request render: its scripts carry this request's nonce
      expect(response.headers.get('content-security-policy')).toContain("'nonce-");
      await response.body?.cancel();
    }
  });

  it('when the catalogue fails, says so in pt-BR with a retry, adds nothing, and stays private', async () => {
    await fakeUpstream.reset();
    await fakeUpstream.behave('/api/productsCart', { status: 500, body: 'SQLITE_ERROR (segredo interno)' });
    const response = await callEdge('/comprar/1001:2?coupon=PRIMEIRACOMPRA');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expectPrivateHandOver(response.headers);
    const html = await response.text();
    expect(html).toContain(MESSAGES.cartLinkUnavailable);
    expect(html).toMatch(/<a[^>]*href="\/comprar\/1001:2\?coupon=PRIMEIRACOMPRA"[^>]*>Tentar novamente<\/a>/);
    expect(html).toContain('data-site-header');
    expect(html).not.toContain('data-island="CartPermalink"');
    expect(html).not.toMatch(/SQLITE|segredo interno/);
  });
});
