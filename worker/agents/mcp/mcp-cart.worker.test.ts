import { describe, expect, it } from 'vitest';
import { testWine } from '../../../backend/test/commerce/wines.ts';
import { ucpCall } from '../ucp/test/ucp-client.ts';
import { expectValidUcp, UCP_SCHEMAS } from '../ucp/test/ucp-schemas.ts';
import { callToolWith } from './test/mcp-client.ts';

/** A tool's UCP body (structuredContent, and the same as JSON text). */
async function resultOf(name: string, args: Record<string, unknown>) {
  const { status, body } = await callToolWith(name, args);
  expect(status).toBe(200);
  expect(body.error).toBeUndefined();
  expect(body.result.content).toEqual([{ type: 'text', text: JSON.stringify(body.result.structuredContent) }]);
  return body.result.structuredContent;
}

describe('the cart tools answer what the REST binding answers', () => {
  it('create_cart, update_cart and get_cart work on the cart REST reads, and estimate_shipping is REST’s read with a CEP', async () => {
    const [first, second] = await Promise.all([testWine({ price: 55, stock: 10 }), testWine({ price: 80, stock: 10 })]);
    const created = await resultOf('create_cart', { cart: { line_items: [{ item: { id: String(first.productId) }, quantity: 2 }] } });
    expectValidUcp(UCP_SCHEMAS.cart, created);
    expect((await ucpCall(`/carts/${created.id}`, undefined, { method: 'GET' })).body).toEqual(created);

    const updated = await resultOf('update_cart', {
      id: created.id,
      cart: { line_items: [{ item: { id: String(second.productId) }, quantity: 1 }], discounts: { codes: ['VIVALAVIDA10'] } },
    });
    expectValidUcp(UCP_SCHEMAS.cart, updated);
    expect(updated.line_items.map((line: { item: { id: string } }) => line.item.id)).toEqual([String(second.productId)]);
    expect(await resultOf('get_cart', { id: created.id })).toEqual((await ucpCall(`/carts/${created.id}`, undefined, { method: 'GET' })).body);

    const estimated = await resultOf('estimate_shipping', { id: created.id, postal_code: '01310-100' });
    expect(estimated).toEqual((await ucpCall(`/carts/${created.id}?postal_code=01310-100`, undefined, { method: 'GET' })).body);
    expect(estimated.totals.map((total: { type: string }) => total.type)).toContain('fulfillment');

    const canceled = await resultOf('cancel_cart', { id: created.id });
    expect(canceled.id).toBe(created.id);
    const gone = await resultOf('get_cart', { id: created.id });
    expect(gone).toEqual((await ucpCall(`/carts/${created.id}`, undefined, { method: 'GET' })).body);
    expect(gone.ucp.status).toBe('error');
  });

  it('a cart id the shop did not give is a JSON-RPC error not_found, nothing read', async () => {
    const { status, body } = await callToolWith('get_cart', { id: `cart_${crypto.randomUUID()}_${'A'.repeat(43)}` });
    // a tool's refusal travels in the JSON-RPC answer, as every tool's does (mcp.worker.test.ts)
    expect(status).toBe(200);
    expect(body.error).toMatchObject({ code: -32000, data: { code: 'not_found' } });
  });

  it('arguments that do not fit are -32602 naming the field, no cart made', async () => {
    const wine = await testWine();
    for (const args of [{ cart: { line_items: [{ item: { id: String(wine.productId) }, quantity: 0 }] } }, { cart: {} }, {}]) {
      const { status, body } = await callToolWith('create_cart', args);
      expect(status, JSON.stringify(args)).toBe(200);
      expect(body.error.code).toBe(-32602);
    }
  });
});
