import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CREATE_CHECKOUT, requestBody, STOREFRONT_ACCESS_HEADER } from '../../../src/contracts/graphql/index.ts';
import { OWN_BACKEND_ACCESS_HEADER } from '../../../src/contracts/own-backend-api.ts';
import { call } from '../../test/commerce/graphql-client.ts';
import { testWine } from '../../test/commerce/wines.ts';
import { postJson } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';
import { createBackendApp } from '../app.ts';
import { shopperIp } from './front-door.ts';

/**
 * ARCHITECTURE "Security posture": the backend opens to nobody but the storefront. Called
 * directly, without the access token or with a wrong one, it answers 401 and reads or writes
 * nothing; images and the checkout stand-in's pages stay open.
 */
const ORIGIN = 'https://backend.test';
const WRONG = { [OWN_BACKEND_ACCESS_HEADER]: 'adivinhei', [STOREFRONT_ACCESS_HEADER]: 'adivinhei' };

async function count(sql: string): Promise<number> {
  return (await testEnv.DB.prepare(sql).first<{ n: number }>())?.n ?? 0;
}

function direct(path: string, init: RequestInit = {}): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', ...init });
}

describe('the backend front door', () => {
  it('refuses REST reads without the token or with a wrong one: 401, nothing read', async () => {
    await postJson('/api/customer', { customer_id: 7001, cart_id: '3f2b8c1e-7a4d-4e5f-9b0c-1d2e3f4a5b6c' });
    for (const headers of [{}, WRONG, { [OWN_BACKEND_ACCESS_HEADER]: testEnv.STOREFRONT_ACCESS_TOKEN ?? '' }] as Array<Record<string, string>>) {
      for (const path of ['/api/customer/7001', '/api/customer/7001/favorites', '/api/wines?page=1', '/search_similar_asv', '/api/nada']) {
        const response = await direct(path, { headers });
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(401);
        const text = await response.text();
        expect(text).not.toContain('3f2b8c1e');
        expect(JSON.parse(text)).toEqual({ error: 'unauthorized', message: 'Acesso não autorizado.' });
      }
    }
  });

  it('refuses REST writes without the token: 401, nothing written', async () => {
    const before = await count('SELECT count(*) AS n FROM customer_carts');
    const favorites = await count('SELECT count(*) AS n FROM customer_favorites');
    const newsletter = await count('SELECT count(*) AS n FROM newsletter_subscribers');
    const writes: Array<[string, unknown]> = [
      ['/api/customer', { customer_id: 7002, cart_id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' }],
      ['/api/customer/7002/favorites', { add: [1001] }],
      ['/api/newsLetter', { name: 'Intrusa', email: 'intrusa@example.com' }],
    ];
    for (const [path, body] of writes) {
      for (const headers of [{}, WRONG] as Array<Record<string, string>>) {
        const response = await direct(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
        expect(response.status, path).toBe(401);
      }
    }
    expect(await count('SELECT count(*) AS n FROM customer_carts')).toBe(before);
    expect(await count('SELECT count(*) AS n FROM customer_favorites')).toBe(favorites);
    expect(await count('SELECT count(*) AS n FROM newsletter_subscribers')).toBe(newsletter);
  });

  it('refuses GraphQL without the store token or with the REST one: 401, no checkout created', async () => {
    const wine = await testWine();
    const before = await count('SELECT count(*) AS n FROM checkouts');
    const body = JSON.stringify(requestBody(CREATE_CHECKOUT, { products: [{ productVariantId: wine.productVariantId, quantity: 1 }] }));
    for (const headers of [{}, WRONG, { [STOREFRONT_ACCESS_HEADER]: testEnv.API_ACCESS_TOKEN ?? '' }] as Array<Record<string, string>>) {
      const response = await direct('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
      expect(response.status).toBe(401);
      await response.body?.cancel();
    }
    expect(await count('SELECT count(*) AS n FROM checkouts')).toBe(before);
    // and with the right token it works, so the refusals above are the door's
    expect((await call(CREATE_CHECKOUT, { products: [] })).status).toBe(200);
  });

  it('leaves images and the checkout stand-in pages open (a shopper’s browser opens them)', async () => {
    const image = await direct('/media/wines/1001.svg');
    expect(image.status).toBe(200);
    await image.body?.cancel();
    const checkout = await direct('/checkout/3f2b8c1e-7a4d-4e5f-9b0c-1d2e3f4a5b6c?token=nao-e-um-token');
    // the stand-in's own answer, not the door's 401: no session, so the login, which comes back here
    expect(checkout.status).toBe(302);
    expect(checkout.headers.get('location')).toBe(`/Login?redirectUrl=${encodeURIComponent('/checkout/3f2b8c1e-7a4d-4e5f-9b0c-1d2e3f4a5b6c')}`);
    await checkout.body?.cancel();
  });

  it('fails closed when the secret is unset outside development, and opens only in development', async () => {
    const app = createBackendApp();
    const unset = { ...testEnv, API_ACCESS_TOKEN: '', STOREFRONT_ACCESS_TOKEN: '' };
    for (const ENVIRONMENT of ['production', 'staging', 'test', '']) {
      const response = await app.request(`${ORIGIN}/api/messageBanner`, {}, { ...unset, ENVIRONMENT });
      expect(response.status, ENVIRONMENT).toBe(401);
    }
    expect((await app.request(`${ORIGIN}/api/messageBanner`, {}, { ...unset, ENVIRONMENT: 'development' })).status).toBe(200);
  });
});

describe('shopperIp', () => {
  const headers = new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1', 'cf-connecting-ip': '198.51.100.7' });

  it('trusts X-Forwarded-For only from the storefront', () => {
    expect(shopperIp(headers, 'storefront')).toBe('203.0.113.9');
    expect(shopperIp(headers, 'anyone')).toBe('198.51.100.7');
    expect(shopperIp(new Headers({ 'x-forwarded-for': '203.0.113.9' }), 'anyone')).toBe('unknown');
  });
});
