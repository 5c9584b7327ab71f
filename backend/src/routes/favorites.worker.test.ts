import { describe, expect, it } from 'vitest';
import { customerFavoritesSchema, MAX_FAVORITES } from '../../../src/contracts/favorites.ts';
import { testEnv } from '../../test/test-env.ts';
import { expectClientError, get, postJson, SQL_METACHARACTERS } from '../../test/http.ts';

async function change(customerId: number | string, body: unknown) {
  const response = await postJson(`/api/customer/${customerId}/favorites`, body);
  expect(response.status).toBe(200);
  return customerFavoritesSchema.parse(await response.json());
}

async function list(customerId: number) {
  const response = await get(`/api/customer/${customerId}/favorites`);
  expect(response.status).toBe(200);
  return customerFavoritesSchema.parse(await response.json()).wines;
}

async function wineIds(count: number): Promise<number[]> {
  const { results } = await testEnv.DB.prepare('SELECT id FROM wines ORDER BY id LIMIT ?').bind(count).all<{ id: number }>();
  return results.map((row) => row.id);
}

describe('GET/POST /api/customer/:id/favorites', () => {
  it('starts empty, adds, removes, and lists the most recent first', async () => {
    const [a, b, c] = await wineIds(3);
    expect(await list(501)).toEqual([]);
    expect((await change(501, { add: [a] })).wines).toEqual([a]);
    // a merge sends several at once: the first of the list is the most recent
    expect((await change(501, { add: [b, c] })).wines).toEqual([b, c, a]);
    expect((await change(501, { remove: [c] })).wines).toEqual([b, a]);
    // adding again refreshes, removing what is not there is a no-op
    expect((await change(501, { add: [a], remove: [c] })).wines).toEqual([a, b]);
    expect(await list(501)).toEqual([a, b]);
  });

  it('keeps each customer to their own list', async () => {
    const [a, b] = await wineIds(2);
    await change(502, { add: [a] });
    await change(503, { add: [b] });
    expect(await list(502)).toEqual([a]);
    expect(await list(503)).toEqual([b]);
  });

  it('ignores wines the catalogue does not have, and accepts ids as digits', async () => {
    const [a] = await wineIds(1);
    expect((await change('504', { add: [987_654_321, String(a)] })).wines).toEqual([a]);
  });

  it(`keeps at most ${MAX_FAVORITES}, dropping the oldest`, async () => {
    const ids = await wineIds(MAX_FAVORITES + 1);
    const oldest = ids[ids.length - 1];
    await change(505, { add: [oldest] });
    const result = await change(505, { add: ids.slice(0, MAX_FAVORITES) });
    expect(result.wines).toHaveLength(MAX_FAVORITES);
    expect(result.wines).not.toContain(oldest);
  });

  it('refuses bad ids and bodies', async () => {
    for (const id of ['abc', '0', '-1', ...SQL_METACHARACTERS.map(encodeURIComponent)]) {
      await expectClientError(get(`/api/customer/${id}/favorites`), 400);
    }
    for (const body of [
      { add: 'x' },
      { add: [0] },
      { add: [-3] },
      { remove: [1.5] },
      { add: Array.from({ length: MAX_FAVORITES + 1 }, (_, index) => index + 1) },
    ]) {
      await expectClientError(postJson('/api/customer/506/favorites', body), 400);
    }
    await expectClientError(postJson('/api/customer/506/favorites', 'não é json'), 400);
  });
});
