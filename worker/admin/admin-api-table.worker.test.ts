import { beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../backend/test/test-env.ts';
import { ADMIN_API } from '../../src/contracts/admin/routes.ts';
import { type CacheScope, OWN_BACKEND_ROUTES } from '../../src/contracts/own-backend-api.ts';
import { EDGE } from '../../src/core/constants.ts';
import { PAGE_SCOPES } from '../page-cache/shared-page-cache.ts';
import { testBindings } from '../test/edge-harness.ts';
import { createDevOwner, postForm, signedInOwner } from '../test/owner-browser.ts';
import { currentGenerations } from '../upstream/cache-generations.ts';

/**
 * The admin API's table (src/contracts/admin/routes.ts) from the edge's side: the back office
 * purges what a write's row names, no more and no less, and every scope a shopper's page or cached
 * read shows is purged by some write, so no change the owner makes can stay hidden behind a cache.
 */
beforeAll(createDevOwner);

/** The generations as every location will read them (past the memo, so a purge just made shows). */
const generations = () => currentGenerations(testBindings, Date.now() + 1000 * EDGE.generationMemoMs, () => undefined);

/** The scopes given a new generation (the write's D1 bookmark, kept beside them, is not one). */
const changedScopes = (before: Partial<Record<string, string>>, after: Partial<Record<string, string>>) =>
  Object.keys(after)
    .filter((scope) => scope !== 'bookmark' && after[scope] !== before[scope])
    .sort();

describe('the admin API table', () => {
  it('names, among its writes, a purge of every scope a shared page or a cached read shows (icons change only with a deploy)', () => {
    const shown = new Set<CacheScope>([...PAGE_SCOPES, ...OWN_BACKEND_ROUTES.flatMap((route) => (route.cache ? [route.cache] : []))]);
    shown.delete('static');
    const purged = new Set<CacheScope>(Object.values(ADMIN_API).flatMap((route) => route.purges));
    expect([...shown].filter((scope) => !purged.has(scope))).toEqual([]);
  });

  it('purges nothing on a read', () => {
    const reads = Object.entries(ADMIN_API).filter(([, route]) => route.method === 'GET');
    expect(reads.filter(([, route]) => route.purges.length > 0).map(([name]) => name)).toEqual([]);
  });

  it("a wine's edit purges the catalogue and the partner pages, and nothing else", async () => {
    const owner = await signedInOwner();
    const wine = await testEnv.DB.prepare('SELECT id, name, price, list_price FROM wines WHERE active = 1 ORDER BY id LIMIT 1 OFFSET 5').first<{
      id: number;
      name: string;
      price: number;
      list_price: number;
    }>();
    if (!wine) throw new Error('no wine to edit');
    const before = await generations();
    const saved = await postForm(owner, `/admin/vinhos/${wine.id}`, {
      name: wine.name,
      price: wine.price.toFixed(2).replace('.', ','),
      list_price: wine.list_price.toFixed(2).replace('.', ','),
      stock: String(100 + Math.floor(Math.random() * 800)),
      active: 'sim',
    });
    expect(saved.headers.get('location')).toBe(`/admin/vinhos/${wine.id}?salvo=1`);
    const after = await generations();
    expect(changedScopes(before, after)).toEqual([...ADMIN_API.editWine.purges].sort());
    // the catalogue's reads now ask the database for a copy at least as new as this save
    expect(after.bookmark).toMatch(/^[0-9a-f]+(?:-[0-9a-f]+)+$/);
    expect(after.bookmark).not.toBe(before.bookmark);
  });

  it('a new coupon purges nothing: no cached read shows coupons', async () => {
    const owner = await signedInOwner();
    const before = await generations();
    const code = `TABELA${Date.now().toString(36).toUpperCase()}`;
    const saved = await postForm(owner, '/admin/cupons/novo', { code, kind: 'fixed', value: '20', minimum_subtotal: '', expires_at: '', usage_limit: '' });
    expect(saved.status).toBe(303);
    expect(await testEnv.DB.prepare('SELECT code FROM coupons WHERE code = ?').bind(code).first()).toEqual({ code });
    expect(changedScopes(before, await generations())).toEqual([]);
  });

  it('a refused write purges nothing', async () => {
    const owner = await signedInOwner();
    const before = await generations();
    const wine = await testEnv.DB.prepare('SELECT id, name FROM wines WHERE active = 1 ORDER BY id LIMIT 1 OFFSET 6').first<{ id: number; name: string }>();
    if (!wine) throw new Error('no wine to edit');
    const refused = await postForm(owner, `/admin/vinhos/${wine.id}`, { name: wine.name, price: 'caro', list_price: '10,00', stock: '1', active: 'sim' });
    expect(refused.status).toBe(400);
    expect(changedScopes(before, await generations())).toEqual([]);
  });
});
