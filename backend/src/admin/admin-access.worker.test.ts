import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ADMIN_ACTOR_HEADER, ADMIN_API_PREFIX } from '../../../src/contracts/admin/api.ts';
import { STOREFRONT_ACCESS_HEADER } from '../../../src/contracts/graphql/index.ts';
import { OWN_BACKEND_ACCESS_HEADER, OWN_BACKEND_ROUTES } from '../../../src/contracts/own-backend-api.ts';
import { findOwnBackendRoute, matchOwnBackendPath, proxiedPrefixes } from '../../../worker/upstream/own-backend-routes.ts';
import { ACTOR, adminGet, adminKey, adminSend, auditRows } from '../../test/admin.ts';
import { get, storefrontHeaders } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';
import { createBackendApp } from '../app.ts';

/**
 * ARCHITECTURE "Production shape": the back office reaches the backend through an authenticated
 * admin API with its own key. The shop's keys never open it, its key never opens the shop's
 * routes, and the storefront's same-origin proxy cannot reach it.
 */
const ORIGIN = 'https://backend.test';
const UNAUTHORIZED = { error: 'unauthorized', message: 'Acesso não autorizado.' };

const priceOf = async (id: number) => (await testEnv.DB.prepare('SELECT price FROM wines WHERE id = ?').bind(id).first<{ price: number }>())?.price;

/** Every way a caller without the admin key might try, the shop's own keys included. */
function refusedCredentials(): Array<Record<string, string>> {
  const apiKey = testEnv.API_ACCESS_TOKEN ?? '';
  const storeKey = testEnv.STOREFRONT_ACCESS_TOKEN ?? '';
  return [
    {},
    { authorization: 'Bearer adivinhei' },
    { authorization: testEnv.ADMIN_API_TOKEN ?? '' }, // the key without its scheme
    { authorization: `Basic ${testEnv.ADMIN_API_TOKEN ?? ''}` },
    { [OWN_BACKEND_ACCESS_HEADER]: apiKey },
    { [STOREFRONT_ACCESS_HEADER]: storeKey },
    { authorization: `Bearer ${apiKey}` },
    { authorization: `Bearer ${storeKey}` },
    { [OWN_BACKEND_ACCESS_HEADER]: testEnv.ADMIN_API_TOKEN ?? '' },
  ];
}

describe('the admin API’s door', () => {
  it('refuses reads without the admin key, with a wrong one or with a shop key: 401, nothing read', async () => {
    for (const headers of refusedCredentials()) {
      for (const path of ['/wines', '/wines?q=merlot', '/wines/1001', '/audit', '/nada']) {
        const response = await adminGet(path, headers);
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(response.headers.get('cache-control')).toBe('no-store');
        const text = await response.text();
        expect(text).not.toContain('Merlot');
        expect(JSON.parse(text)).toEqual(UNAUTHORIZED);
      }
    }
  });

  it('refuses writes and logins without the admin key: 401, nothing written', async () => {
    const price = await priceOf(1001);
    for (const headers of refusedCredentials()) {
      const edit = await adminSend('/wines/1001', { price: 12.5 }, { headers: { ...headers, [ADMIN_ACTOR_HEADER]: ACTOR } });
      expect(edit.status).toBe(401);
      await edit.body?.cancel();
      const login = await adminSend('/login', { email: 'dono@adega.test', password: 'adega-dono-local' }, { method: 'POST', headers });
      expect(login.status).toBe(401);
      expect(await login.json()).toEqual(UNAUTHORIZED);
    }
    expect(await priceOf(1001)).toBe(price);
    expect(await auditRows()).toEqual([]);
  });

  it('opens with the admin key, and the admin key opens none of the shop’s routes', async () => {
    expect((await adminGet('/wines/1001')).status).toBe(200);
    const unknown = await adminGet('/nada');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'not_found', message: 'Recurso não encontrado' });

    const adminKeyAsShopKeys = [adminKey(), { [OWN_BACKEND_ACCESS_HEADER]: testEnv.ADMIN_API_TOKEN ?? '' }];
    for (const headers of adminKeyAsShopKeys) {
      for (const path of ['/api/wines', '/api/wine/1001', '/api/customer/101']) {
        const response = await get(path, headers);
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(401);
        await response.body?.cancel();
      }
    }
    const graphql = await SELF.fetch(`${ORIGIN}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [STOREFRONT_ACCESS_HEADER]: testEnv.ADMIN_API_TOKEN ?? '', ...adminKey() },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(graphql.status).toBe(401);
    await graphql.body?.cancel();
    // the shop's own key still opens the shop, so the refusals above are the door's
    expect((await get('/api/wine/1001', storefrontHeaders())).status).toBe(200);
  });

  it('fails closed when the admin key is unset outside development, and opens only in development', async () => {
    const app = createBackendApp();
    const unset = { ...testEnv, ADMIN_API_TOKEN: '' };
    for (const ENVIRONMENT of ['production', 'staging', 'test', '']) {
      const response = await app.request(`${ORIGIN}${ADMIN_API_PREFIX}/wines/1001`, { headers: adminKey() }, { ...unset, ENVIRONMENT });
      expect(response.status, ENVIRONMENT).toBe(401);
    }
    expect((await app.request(`${ORIGIN}${ADMIN_API_PREFIX}/wines/1001`, {}, { ...unset, ENVIRONMENT: 'development' })).status).toBe(200);
  });

  it('stays shut when the admin key equals a shop key (a shop key would open it), even in development', async () => {
    const app = createBackendApp();
    for (const reused of [testEnv.API_ACCESS_TOKEN ?? '', testEnv.STOREFRONT_ACCESS_TOKEN ?? '']) {
      for (const ENVIRONMENT of ['production', 'development']) {
        const response = await app.request(
          `${ORIGIN}${ADMIN_API_PREFIX}/wines/1001`,
          { headers: { authorization: `Bearer ${reused}` } },
          { ...testEnv, ADMIN_API_TOKEN: reused, ENVIRONMENT },
        );
        expect(response.status, ENVIRONMENT).toBe(401);
      }
    }
  });
});

describe('the storefront’s same-origin proxy', () => {
  it('cannot reach the admin API: no contract route lies under its prefix, so the proxy neither mounts nor forwards it', () => {
    expect(OWN_BACKEND_ROUTES.filter((route) => route.path.startsWith(ADMIN_API_PREFIX))).toEqual([]);
    expect(proxiedPrefixes()).not.toContain(ADMIN_API_PREFIX);
    for (const path of [
      ADMIN_API_PREFIX,
      `${ADMIN_API_PREFIX}/wines`,
      `${ADMIN_API_PREFIX}/wines/1001`,
      `${ADMIN_API_PREFIX}/login`,
      `${ADMIN_API_PREFIX}/audit`,
    ]) {
      expect(matchOwnBackendPath(path), path).toEqual([]);
      for (const method of ['GET', 'POST', 'PATCH']) expect(findOwnBackendRoute(method, path)).toBeUndefined();
    }
    // nor through a parameter of a proxied route: a segment never carries a slash (own-backend-routes.ts)
    expect(matchOwnBackendPath(`/api/wine/..%2F..${ADMIN_API_PREFIX}%2Fwines`)).toEqual([]);
  });
});
