import { describe, expect, it } from 'vitest';
import { testWine } from '../../../backend/test/commerce/wines.ts';
import { testEnv } from '../../../backend/test/test-env.ts';
import { UCP_VERSION } from '../../../src/contracts/ucp/protocol.ts';
import { ORIGIN } from '../../test/edge-harness.ts';
import { ucpCall } from './test/ucp-client.ts';
import { expectValidUcp, UCP_SCHEMAS } from './test/ucp-schemas.ts';

const CART_META = {
  version: UCP_VERSION,
  capabilities: { 'dev.ucp.shopping.cart': [{ version: UCP_VERSION }], 'dev.ucp.shopping.discount': [{ version: UCP_VERSION }] },
};

type Total = { type: string; amount: number };
type Line = { item: { id: string; price: number; title: string }; quantity: number };

function totalOf(cart: { totals: Total[] }, type: string): number | undefined {
  return cart.totals.find((total) => total.type === type)?.amount;
}

async function createCart(body: unknown, headers?: Record<string, string>) {
  return ucpCall('/carts', body, headers ? { headers } : {});
}

async function validCart(body: unknown) {
  const answer = await createCart(body);
  expect(answer.status).toBe(201);
  expectValidUcp(UCP_SCHEMAS.cart, answer.body);
  return answer.body;
}

describe('POST /ucp/v1/carts', () => {
  it('makes a cart of the wines asked for, at the catalogue’s prices in centavos, with the link that hands it to the person', async () => {
    const [red, white] = await Promise.all([testWine({ price: 89.9, stock: 10 }), testWine({ price: 45.5, stock: 10 })]);
    const cart = await validCart({
      line_items: [
        { item: { id: String(red.productId) }, quantity: 2 },
        { item: { id: String(white.productId) }, quantity: 1 },
      ],
    });
    expect(cart.ucp).toEqual(CART_META);
    expect(cart.id).toMatch(/^cart_[0-9a-f-]{36}_[\w-]{43}$/);
    expect(cart.currency).toBe('BRL');
    expect(cart.line_items.map((line: Line) => [line.item.id, line.item.price, line.quantity])).toEqual([
      [String(red.productId), 8990, 2],
      [String(white.productId), 4550, 1],
    ]);
    expect(totalOf(cart, 'subtotal')).toBe(8990 * 2 + 4550);
    expect(totalOf(cart, 'total')).toBe(8990 * 2 + 4550);
    expect(cart.continue_url).toBe(`${ORIGIN}/comprar/${red.productId}:2,${white.productId}:1`);
    expect(cart.messages).toContainEqual(expect.objectContaining({ type: 'warning', code: 'age_restricted' }));
    expect(cart.links.map((link: { type: string }) => link.type)).toContain('refund_policy');
  });

  it('leaves out a wine that does not exist or is sold out, and lowers a quantity to the stock, saying so for each line', async () => {
    const [scarce, soldOut] = await Promise.all([testWine({ stock: 3 }), testWine({ stock: 0 })]);
    const cart = await validCart({
      line_items: [
        { item: { id: '999999999' }, quantity: 1 },
        { item: { id: String(scarce.productId) }, quantity: 5 },
        { item: { id: String(soldOut.productId) }, quantity: 1 },
      ],
    });
    expect(cart.line_items.map((line: Line) => [line.item.id, line.quantity])).toEqual([[String(scarce.productId), 3]]);
    expect(cart.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'error', code: 'not_found', path: '$.line_items[0]', severity: 'recoverable' }),
        expect.objectContaining({ type: 'warning', code: 'quantity_adjusted', path: '$.line_items[1]' }),
        expect.objectContaining({ type: 'error', code: 'out_of_stock', path: '$.line_items[2]' }),
      ]),
    );
  });

  it('makes no cart when no wine can go in: the spec’s business error, HTTP 200, no id', async () => {
    const soldOut = await testWine({ stock: 0 });
    const before = await testEnv.DB.prepare('SELECT count(*) AS n FROM checkouts').first<{ n: number }>();
    const answer = await createCart({ line_items: [{ item: { id: String(soldOut.productId) }, quantity: 1 }] });
    expect(answer.status).toBe(200);
    expectValidUcp(UCP_SCHEMAS.errorResponse, answer.body);
    expect(answer.body.ucp.status).toBe('error');
    expect(answer.body.messages[0]).toMatchObject({ code: 'out_of_stock', severity: 'unrecoverable' });
    const after = await testEnv.DB.prepare('SELECT count(*) AS n FROM checkouts').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it('applies a coupon as a negative discount total, and warns of a refused one without failing the cart', async () => {
    const wine = await testWine({ price: 120, stock: 10 });
    const lines = [{ item: { id: String(wine.productId) }, quantity: 1 }];
    const discounted = await validCart({ line_items: lines, discounts: { codes: ['vivalavida10'] } });
    expect(discounted.discounts).toEqual({ codes: ['VIVALAVIDA10'], applied: [{ code: 'VIVALAVIDA10', title: 'Cupom VIVALAVIDA10', amount: 1200 }] });
    expect(totalOf(discounted, 'discount')).toBe(-1200);
    expect(totalOf(discounted, 'total')).toBe(12000 - 1200);
    expect(discounted.continue_url).toBe(`${ORIGIN}/comprar/${wine.productId}:1?coupon=VIVALAVIDA10`);

    const refused = await validCart({ line_items: lines, discounts: { codes: ['NAOEXISTE', 'OUTRO'] } });
    expect(refused.discounts).toBeUndefined();
    expect(refused.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'warning', code: 'discount_code_invalid', path: '$.discounts.codes[0]' }),
        expect.objectContaining({ type: 'warning', code: 'discount_code_combination_disallowed', path: '$.discounts.codes[1]' }),
      ]),
    );
    expect(totalOf(refused, 'total')).toBe(12000);
  });

  it('estimates shipping to a CEP as a fulfillment total, without repeating or keeping the CEP', async () => {
    const wine = await testWine({ price: 60, stock: 10 });
    const cart = await validCart({
      line_items: [{ item: { id: String(wine.productId) }, quantity: 1 }],
      context: { postal_code: '01310-100', address_country: 'BR' },
    });
    const shipping = totalOf(cart, 'fulfillment');
    expect(shipping).toBeGreaterThan(0);
    expect(totalOf(cart, 'total')).toBe(6000 + (shipping ?? 0));
    expect(JSON.stringify(cart)).not.toMatch(/01310/);
    const again = await ucpCall(`/carts/${cart.id}`, undefined, { method: 'GET' });
    expect(totalOf(again.body, 'fulfillment')).toBeUndefined();

    const invalid = await validCart({ line_items: [{ item: { id: String(wine.productId) }, quantity: 1 }], context: { postal_code: '123' } });
    expect(invalid.messages).toContainEqual(expect.objectContaining({ code: 'invalid_postal_code', path: '$.context.postal_code' }));
    expect(totalOf(invalid, 'fulfillment')).toBeUndefined();
  });

  it('refuses what does not fit with 400 in UCP’s shape, creating nothing', async () => {
    const wine = await testWine();
    const id = String(wine.productId);
    const before = await testEnv.DB.prepare('SELECT count(*) AS n FROM checkouts').first<{ n: number }>();
    for (const body of [
      { line_items: [] },
      { line_items: [{ item: { id }, quantity: 0 }] },
      { line_items: [{ item: { id }, quantity: -2 }] },
      { line_items: [{ item: { id }, quantity: 100 }] },
      { line_items: [{ item: { id }, quantity: 1.5 }] },
      { line_items: Array.from({ length: 31 }, () => ({ item: { id }, quantity: 1 })) },
      { line_items: [{ quantity: 1 }] },
      {},
    ]) {
      const answer = await createCart(body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body).toEqual({ code: 'invalid_request', content: expect.stringContaining('Requisição inválida') });
    }
    const after = await testEnv.DB.prepare('SELECT count(*) AS n FROM checkouts').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });
});

describe('GET, PUT /ucp/v1/carts/{id} and cancel', () => {
  it('reads the cart, replaces its lines and coupon, and the next read shows the change', async () => {
    const [first, second] = await Promise.all([testWine({ price: 50, stock: 10 }), testWine({ price: 70, stock: 10 })]);
    const cart = await validCart({ line_items: [{ item: { id: String(first.productId) }, quantity: 1 }] });
    const updated = await ucpCall(
      `/carts/${cart.id}`,
      {
        id: cart.id,
        line_items: [
          { item: { id: String(first.productId) }, quantity: 3 },
          { item: { id: String(second.productId) }, quantity: 2 },
        ],
        discounts: { codes: ['VIVALAVIDA10'] },
      },
      { method: 'PUT' },
    );
    expect(updated.status).toBe(200);
    expectValidUcp(UCP_SCHEMAS.cart, updated.body);
    const read = await ucpCall(`/carts/${cart.id}`, undefined, { method: 'GET' });
    expect(read.status).toBe(200);
    expectValidUcp(UCP_SCHEMAS.cart, read.body);
    expect(read.body.id).toBe(cart.id);
    expect(read.body.line_items.map((line: Line) => [line.item.id, line.quantity])).toEqual([
      [String(first.productId), 3],
      [String(second.productId), 2],
    ]);
    expect(totalOf(read.body, 'discount')).toBe(-2900);

    const emptied = await ucpCall(`/carts/${cart.id}`, { line_items: [], discounts: { codes: [] } }, { method: 'PUT' });
    expect(emptied.body.line_items).toEqual([]);
    expect(emptied.body.discounts).toBeUndefined();
    expect(emptied.body.continue_url).toBe(`${ORIGIN}/`);
  });

  it('refuses a body whose id is another cart’s', async () => {
    const wine = await testWine();
    const cart = await validCart({ line_items: [{ item: { id: String(wine.productId) }, quantity: 1 }] });
    const answer = await ucpCall(`/carts/${cart.id}`, { id: 'cart_other', line_items: [] }, { method: 'PUT' });
    expect(answer.status).toBe(400);
    const read = await ucpCall(`/carts/${cart.id}`, undefined, { method: 'GET' });
    expect(read.body.line_items).toHaveLength(1);
  });

  it('opens no cart the shop did not give: a shopper’s checkout id, a forged or altered signature, are 404', async () => {
    const wine = await testWine();
    const cart = await validCart({ line_items: [{ item: { id: String(wine.productId) }, quantity: 1 }] });
    const checkoutId = cart.id.slice('cart_'.length, cart.id.lastIndexOf('_'));
    const other = crypto.randomUUID();
    const altered = `${cart.id.slice(0, -2)}${cart.id.endsWith('AA') ? 'AB' : 'AA'}`;
    for (const id of [checkoutId, `cart_${checkoutId}`, `cart_${other}_${cart.id.slice(cart.id.lastIndexOf('_') + 1)}`, altered, 'cart_x_y']) {
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', { line_items: [] }],
      ] as const) {
        const answer = await ucpCall(`/carts/${encodeURIComponent(id)}`, body, { method });
        expect(answer.status, `${method} ${id}`).toBe(404);
        expect(answer.body.code).toBe('not_found');
      }
    }
    const read = await ucpCall(`/carts/${cart.id}`, undefined, { method: 'GET' });
    expect(read.body.line_items).toHaveLength(1);
  });

  it('cancels a cart: answers it as it was, and afterwards it is not found', async () => {
    const wine = await testWine();
    const cart = await validCart({ line_items: [{ item: { id: String(wine.productId) }, quantity: 2 }] });
    const canceled = await ucpCall(`/carts/${cart.id}/cancel`, {});
    expect(canceled.status).toBe(200);
    expect(canceled.body.line_items[0].quantity).toBe(2);
    const read = await ucpCall(`/carts/${cart.id}`, undefined, { method: 'GET' });
    expect(read.status).toBe(200);
    expectValidUcp(UCP_SCHEMAS.errorResponse, read.body);
    expect(read.body.messages[0]).toMatchObject({ code: 'not_found', severity: 'unrecoverable' });
  });

  it('changes a cart one request at a time: two full replacements at once never mix their lines', async () => {
    const wines = await Promise.all(Array.from({ length: 40 }, () => testWine({ stock: 10 })));
    const cart = await validCart({ line_items: [{ item: { id: String(wines[0]?.productId) }, quantity: 1 }] });
    const sets = [wines.slice(0, 20), wines.slice(20, 40)].map((set) => set.map((wine) => String(wine.productId)));
    const answers = await Promise.all(
      sets.map((ids) => ucpCall(`/carts/${cart.id}`, { line_items: ids.map((id) => ({ item: { id }, quantity: 1 })) }, { method: 'PUT' })),
    );
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body.line_items).toHaveLength(20);
      else {
        expect(answer.body).toMatchObject({ code: 'cart_busy' });
        expect(answer.headers.get('retry-after')).toBe('1');
      }
    }
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    const read = await ucpCall(`/carts/${cart.id}`, undefined, { method: 'GET' });
    const held = read.body.line_items.map((line: Line) => line.item.id).sort();
    expect(sets.map((ids) => [...ids].sort())).toContainEqual(held);
  });

  it('answers odd ids with a 4xx or a hand-over, never a failure', async () => {
    const ids = [
      '%E0%A4%A',
      '%00',
      `cart_${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}_${'-'.repeat(43)}`,
      '__proto__',
      'é'.repeat(3000),
      '..%2F..%2Fcarts',
    ];
    for (const id of ids) {
      for (const [path, method, body] of [
        [`/carts/${id}`, 'GET', undefined],
        [`/carts/${id}`, 'PUT', { line_items: [] }],
        [`/carts/${id}/cancel`, 'POST', {}],
        [`/checkout-sessions/${id}`, 'GET', undefined],
        [`/checkout-sessions/${id}/complete`, 'POST', { cart_id: id }],
      ] as const) {
        const answer = await ucpCall(path, body, { method });
        expect(answer.status, `${method} ${path.slice(0, 60)}`).toBeLessThan(500);
        expect(JSON.stringify(answer.body)).not.toContain('é'.repeat(50));
      }
    }
  });

  it('answers 405 for a known path asked with another method', async () => {
    const answer = await ucpCall('/carts', undefined, { method: 'GET' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
  });
});
