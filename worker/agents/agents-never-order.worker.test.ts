import { describe, expect, it } from 'vitest';
import { testWine } from '../../backend/test/commerce/wines.ts';
import { testEnv } from '../../backend/test/test-env.ts';
import { ORIGIN } from '../test/edge-harness.ts';
import { callToolWith } from './mcp/test/mcp-client.ts';
import { ucpCall } from './ucp/test/ucp-client.ts';
import { expectValidUcp, UCP_SCHEMAS } from './ucp/test/ucp-schemas.ts';

/**
 * Wine is sold to adults only and only the person confirms their age (ECA Digital): no agent
 * route creates or pays an order. Every agent call is made, checkout's included, and the orders
 * and payments stay as they were; every checkout call hands over to the site. (What the agents'
 * code may import is checked in scripts/architecture.test.ts.)
 */

async function ordersAndPayments(): Promise<{ orders: number; payments: number }> {
  const orders = await testEnv.DB.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>();
  const payments = await testEnv.DB.prepare('SELECT count(*) AS n FROM payments').first<{ n: number }>();
  return { orders: orders?.n ?? 0, payments: payments?.n ?? 0 };
}

function expectHandedOver(answer: { status: number; body: { status: string; continue_url: string; messages: { severity?: string }[] } }, status = 200) {
  expect(answer.status).toBe(status);
  expectValidUcp(UCP_SCHEMAS.checkout, answer.body);
  expect(answer.body.status).toBe('requires_escalation');
  expect(answer.body.continue_url.startsWith(`${ORIGIN}/`)).toBe(true);
  expect(answer.body.messages).toContainEqual(expect.objectContaining({ type: 'error', code: 'requires_escalation', severity: 'requires_buyer_input' }));
}

describe('no agent route creates or pays an order', () => {
  it('every REST and MCP call, checkout’s included, leaves orders and payments as they were', async () => {
    const wine = await testWine({ price: 70, stock: 10 });
    const lines = [{ item: { id: String(wine.productId) }, quantity: 2 }];
    const before = await ordersAndPayments();

    const cart = await ucpCall('/carts', { line_items: lines, discounts: { codes: ['VIVALAVIDA10'] }, context: { postal_code: '01310100' } });
    expect(cart.status).toBe(201);
    await ucpCall(`/carts/${cart.body.id}`, undefined, { method: 'GET' });
    await ucpCall(`/carts/${cart.body.id}`, { line_items: lines }, { method: 'PUT' });

    const created = await ucpCall('/checkout-sessions', { cart_id: cart.body.id, line_items: [] });
    expectHandedOver(created, 201);
    expect(created.body.line_items.map((line: { item: { id: string }; quantity: number }) => [line.item.id, line.quantity])).toEqual([
      [String(wine.productId), 2],
    ]);
    expect(created.body.continue_url).toBe(cart.body.continue_url);
    const checkoutId = created.body.id;
    expectHandedOver(await ucpCall(`/checkout-sessions/${checkoutId}`, undefined, { method: 'GET' }));
    expectHandedOver(await ucpCall(`/checkout-sessions/${checkoutId}`, { line_items: lines }, { method: 'PUT' }));
    expectHandedOver(
      await ucpCall(`/checkout-sessions/${checkoutId}/complete`, {
        payment: { instruments: [{ id: 'pi_1', handler_id: 'pix', type: 'pix', credential: { type: 'token', token: 'tok' } }] },
      }),
    );
    expectHandedOver(await ucpCall(`/checkout-sessions/${checkoutId}/cancel`, {}));
    // lines without a cart: handed over as a link, nothing stored
    const unsaved = await ucpCall('/checkout-sessions', { line_items: lines });
    expectHandedOver(unsaved, 201);
    expect(unsaved.body.continue_url).toBe(`${ORIGIN}/comprar/${wine.productId}:2`);
    const unknown = await ucpCall(`/checkout-sessions/chk_unknown/complete`, {});
    expectHandedOver(unknown);
    // an id that names no cart of ours is not repeated
    expect(unknown.body.id).not.toBe('chk_unknown');
    // a call that sends no body is handed over too
    expectHandedOver(await ucpCall(`/checkout-sessions/${checkoutId}/cancel`, undefined, { headers: { 'content-type': '' } }));

    for (const [name, args] of [
      ['create_cart', { cart: { line_items: lines } }],
      ['get_cart', { id: cart.body.id }],
      ['update_cart', { id: cart.body.id, cart: { line_items: lines } }],
      ['estimate_shipping', { id: cart.body.id, postal_code: '01310100' }],
    ] as const) {
      const { body } = await callToolWith(name, args);
      expect(body.error, name).toBeUndefined();
    }
    const { body: unknownTool } = await callToolWith('complete_checkout', { id: checkoutId });
    expect(unknownTool.error.code).toBe(-32602);

    await ucpCall(`/carts/${cart.body.id}/cancel`, {});
    expect(await ordersAndPayments()).toEqual(before);
  });
});
