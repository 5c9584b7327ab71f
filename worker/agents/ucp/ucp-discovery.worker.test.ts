import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { UCP_PATHS, UCP_VERSION } from '../../../src/contracts/ucp/protocol.ts';
import { ORIGIN, testBindings } from '../../test/edge-harness.ts';
import { brPricingName } from './profile.ts';
import { ucpCall, ucpProfile } from './test/ucp-client.ts';
import { expectValidUcp, type Schema, UCP_SCHEMAS, ucpSchemaErrors } from './test/ucp-schemas.ts';

const EXTENSION = 'test.loja.shopping.br_pricing';
const PERMALINK = 'test.loja.shopping.cart_permalink';

describe('GET /.well-known/ucp, the discovery profile', () => {
  it('is a valid 2026-04-08 business profile, public and cacheable, answered without a redirect', async () => {
    const { status, headers, body } = await ucpProfile();
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    // overview "Hosting": public, max-age ≥ 60, never private / no-store / no-cache
    expect(headers.get('cache-control')).toBe('public, max-age=300');
    expect(headers.get('set-cookie')).toBeNull();
    expectValidUcp(UCP_SCHEMAS.businessProfile, body);
    expect(body.ucp.version).toBe(UCP_VERSION);
  });

  it('declares the REST and MCP bindings at this origin and the catalog: nothing that does not answer yet (the cart)', async () => {
    const { body } = await ucpProfile();
    const services = body.ucp.services['dev.ucp.shopping'];
    expect(services).toEqual([
      expect.objectContaining({ transport: 'rest', version: UCP_VERSION, endpoint: `${ORIGIN}/ucp/v1` }),
      {
        version: UCP_VERSION,
        spec: `https://ucp.dev/${UCP_VERSION}/specification/overview`,
        transport: 'mcp',
        schema: `https://ucp.dev/${UCP_VERSION}/services/shopping/mcp.openrpc.json`,
        endpoint: `${ORIGIN}/mcp`,
      },
    ]);
    // each endpoint it names answers its binding's first call
    const mcp = await SELF.fetch(services[1].endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(mcp.status).toBe(200);
    expect(((await mcp.json()) as { result: { tools: unknown[] } }).result.tools).toHaveLength(8);
    expect(Object.keys(body.ucp.capabilities).sort()).toEqual([
      'dev.ucp.shopping.cart',
      'dev.ucp.shopping.catalog.lookup',
      'dev.ucp.shopping.catalog.search',
      'dev.ucp.shopping.checkout',
      'dev.ucp.shopping.discount',
      EXTENSION,
      PERMALINK,
    ]);
    expect(body.ucp.capabilities['dev.ucp.shopping.discount'][0].extends).toBe('dev.ucp.shopping.cart');
    for (const [name, entries] of Object.entries(body.ucp.capabilities) as [string, { version: string; spec: string; schema: string }[]][]) {
      expect(entries, name).toHaveLength(1);
      expect(entries[0]?.version).toBe(UCP_VERSION);
      // overview "Namespace Governance": dev.ucp.* documents live on ucp.dev; ours on our own origin
      expect(new URL(entries[0]!.spec).origin, name).toBe(name.startsWith('dev.ucp.') ? 'https://ucp.dev' : ORIGIN);
    }
    expect(body.ucp.payment_handlers).toEqual({});
  });

  it("says the shop's name, currency and country in the vendor extension's config", async () => {
    const { body } = await ucpProfile();
    const [extension] = body.ucp.capabilities[EXTENSION];
    expect(extension.extends).toEqual(['dev.ucp.shopping.catalog.search', 'dev.ucp.shopping.catalog.lookup']);
    expect(extension.config).toEqual({ store_name: testBindings.STORE_NAME, currency: 'BRL', country: 'BR', language: 'pt-BR' });
  });

  it('serves the extension schema it points at, which types the Pix price and installments of a real answer', async () => {
    const response = await SELF.fetch(`${ORIGIN}${UCP_PATHS.brPricingSchema}`);
    expect(response.status).toBe(200);
    const schema = (await response.json()) as Schema & { name: string };
    expect(schema.$id).toBe(`${ORIGIN}${UCP_PATHS.brPricingSchema}`);
    expect(schema.name).toBe(EXTENSION);
    const search = await ucpCall('/catalog/search', { query: 'malbec' });
    expectValidUcp(`${schema.$id}#/$defs/dev.ucp.shopping.catalog.search`, search.body, [schema]);
    const product = await ucpCall('/catalog/product', { id: '1023' });
    expectValidUcp(`${schema.$id}#/$defs/dev.ucp.shopping.catalog.lookup`, product.body, [schema]);
    // and it refuses what it should: a variant without its Pix pricing
    delete product.body.product.variants[0].metadata.br_pricing;
    expect(ucpSchemaErrors(`${schema.$id}#/$defs/dev.ucp.shopping.catalog.lookup`, product.body, [schema])).not.toEqual([]);
  });
});

describe('the cart permalink capability', () => {
  it('declares where links live, in the draft permalink’s shape, and the link every cart answers is one of them', async () => {
    const { body } = await ucpProfile();
    const [permalink] = body.ucp.capabilities[PERMALINK];
    expect(permalink.extends).toBe('dev.ucp.shopping.cart');
    expect(permalink.config).toEqual({ endpoint: `${ORIGIN}/comprar`, coupon_parameter: 'coupon', max_lines: 30, max_quantity: 99 });
    const schema = (await (await SELF.fetch(permalink.schema)).json()) as Schema & { name: string; $defs: { config: Schema } };
    expect(schema.name).toBe(PERMALINK);
    const validator = { ...schema.$defs.config, $id: 'https://test/config.json' };
    expect(ucpSchemaErrors('https://test/config.json', permalink.config, [validator])).toEqual([]);
    const cart = await ucpCall('/carts', { line_items: [{ item: { id: '1003' }, quantity: 1 }] });
    expect(cart.body.continue_url).toBe(`${permalink.config.endpoint}/1003:1`);
  });
});

describe('the vendor extension name', () => {
  it("is the shop's host reversed, and none for a host that makes no valid name", () => {
    expect(brPricingName('https://www.adega-sommelier.com.br')).toBe('br.com.adega_sommelier.www.shopping.br_pricing');
    expect(brPricingName('http://localhost:8787')).toBe('localhost.shopping.br_pricing');
    expect(brPricingName('http://127.0.0.1:8787')).toBeUndefined();
  });
});
