import { describe, expect, it } from 'vitest';
import { customerLinkSchema } from '../../../src/contracts/customer-link.ts';
import { expectClientError, get, postJson, SQL_METACHARACTERS } from '../../test/http.ts';

const CART = '3f2b8c1e-7a4d-4e5f-9b0c-1d2e3f4a5b6c';
const OTHER_CART = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

async function link(body: unknown) {
  const response = await postJson('/api/customer', body);
  expect(response.status).toBe(200);
  return customerLinkSchema.parse(await response.json());
}

describe('GET/POST /api/customer', () => {
  it('creates a link and reads it back (spec §7)', async () => {
    expect(await link({ customer_id: 101, cart_id: CART })).toEqual({ customer_id: 101, cart_id: CART });
    const response = await get('/api/customer/101');
    expect(response.status).toBe(200);
    expect(customerLinkSchema.parse(await response.json())).toEqual({ customer_id: 101, cart_id: CART });
  });

  it('upserts: a second post moves the customer to the new cart, one record', async () => {
    await link({ customer_id: 102, cart_id: CART });
    expect(await link({ customer_id: '102', cart_id: OTHER_CART })).toEqual({ customer_id: 102, cart_id: OTHER_CART });
    expect(customerLinkSchema.parse(await (await get('/api/customer/102')).json()).cart_id).toBe(OTHER_CART);
  });

  it('keeps the text "null" as a cart id, and a missing cart id keeps the saved one (spec §5 drops empty fields)', async () => {
    expect(await link({ customer_id: 103, cart_id: 'null' })).toEqual({ customer_id: 103, cart_id: 'null' });
    expect(await link({ customer_id: 104 })).toEqual({ customer_id: 104, cart_id: 'null' });
    await link({ customer_id: 105, cart_id: CART });
    expect(await link({ customer_id: 105 })).toEqual({ customer_id: 105, cart_id: CART });
  });

  it('answers 404 for an unknown customer and 400 for ids that are not ids', async () => {
    await expectClientError(get('/api/customer/987654'), 404);
    for (const id of ['abc', '0', '-1', '1.5', ...SQL_METACHARACTERS.map(encodeURIComponent)]) {
      await expectClientError(get(`/api/customer/${id}`));
    }
  });

  it('refuses bad bodies', async () => {
    for (const body of [
      {},
      { cart_id: CART },
      { customer_id: 0, cart_id: CART },
      { customer_id: 'x', cart_id: CART },
      { customer_id: 106, cart_id: '' },
      { customer_id: 106, cart_id: "x' OR '1'='1" },
      { customer_id: 106, cart_id: 'a'.repeat(65) },
      { customer_id: 106, cart_id: null },
    ]) {
      await expectClientError(postJson('/api/customer', body), 400);
    }
    await expectClientError(get('/api/customer/106'), 404);
  });
});
