import { describe, expect, it } from 'vitest';
import { OWN_BACKEND_ROUTES } from '../../../src/contracts/own-backend-api.ts';
import { standInSecret } from '../age/age-adapters.ts';
import { standInNotice } from '../age/provedor/vendor-stand-in.ts';
import { signNotification } from '../payments/mercadopago/signature.ts';
import { standInNotificationSecret } from '../payments/payment-config.ts';
import { PROVIDER_REQUEST_ID_HEADER } from '../../../src/contracts/payment-paths.ts';
import { sha256Hex } from '../commerce/crypto.ts';
import { registeredCustomer } from '../../test/commerce/customers.ts';
import { get, postJson } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';

const AGE_IDENTITY = { customerId: 4243, name: 'Contrato da Silva', cpf: '52998224725', birthDate: '1980-01-01' };

/** A valid example of each path parameter, so every route of the contract can be called. */
const EXAMPLE_PARAMS: Record<string, string> = { id: '1001', slug: 'tinto', name: 'vivalavida', file: '' };
const EXAMPLE_FILES: Record<string, string> = {
  wines: '1001.svg',
  banners: 'primeira-compra.svg',
  icons: 'churrasco.svg',
  // an uploaded photo's name (none stored here: the wine's generated bottle answers in its place)
  uploads: '1001-0123456789abcdef.png',
};
const EXAMPLE_BODIES: Record<string, unknown> = {
  '/api/productsCart': { wines: [1001] },
  '/api/newsLetter': { name: 'Contrato', email: 'contrato@example.com', token: null },
  '/search_similar_asv': { search_term: 'tinto' },
  '/api/customer': { customer_id: 4242, cart_id: 'null' },
  '/api/customer/:id/favorites': { add: [1001] },
  '/api/tokens/revoke': { token: 'token-que-ninguem-tem' },
  '/api/recovery/account': { key: 'chave-de-exemplo' },
  '/api/age/status': { identity: AGE_IDENTITY },
  '/api/age/receita': { identity: AGE_IDENTITY },
  '/api/age/provedor/start': { identity: AGE_IDENTITY, returnUrl: 'https://loja.test/verificar-idade' },
  '/api/age/carteira/request': { identity: AGE_IDENTITY, origin: 'https://loja.test' },
};

/** Headers a route needs besides the access token (the payment notification's signature). */
const EXAMPLE_HEADERS: Record<string, Record<string, string>> = {};

function examplePath(path: string): string {
  const folder = path.split('/')[2] ?? '';
  return path.replace(/:([a-z]+)/g, (_, name: string) => (name === 'file' ? (EXAMPLE_FILES[folder] ?? '') : (EXAMPLE_PARAMS[name] ?? '')));
}

describe('the own-backend contract (src/contracts/own-backend-api.ts)', () => {
  it('is served in full by the embedded backend', async () => {
    // The customer must exist before GET /api/customer/:id reads it.
    await postJson('/api/customer', { customer_id: 1001, cart_id: 'null' });
    // and a live recovery key before POST /api/recovery/account names its account
    const customer = await registeredCustomer();
    await testEnv.DB.prepare('INSERT INTO password_recovery_outbox (customer_id, email, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
      .bind(customer.customerId, customer.email, await sha256Hex('chave-de-exemplo'), new Date().toISOString(), new Date(Date.now() + 60_000).toISOString())
      .run();
    // a wallet answer to a request of its own (any answer is an outcome), and a genuine notification of the age vendor
    const asked = (await (await postJson('/api/age/carteira/request', EXAMPLE_BODIES['/api/age/carteira/request'])).json()) as { session: string };
    EXAMPLE_BODIES['/api/age/carteira/response'] = { identity: AGE_IDENTITY, session: asked.session, protocol: 'openid4vp-v1-unsigned', data: {} };
    EXAMPLE_BODIES['/api/age/carteira/test-wallet'] = { origin: 'https://loja.test', data: { nonce: asked.session }, ageOver18: true };
    EXAMPLE_BODIES['/api/age/provedor/webhook'] = await standInNotice(await standInSecret(testEnv), 'referencia-do-contrato', 'over_18', new Date());
    // a genuine notification of the payment provider, about a payment the shop never made (read back: not ours)
    const ts = Math.floor(Date.now() / 1000);
    EXAMPLE_BODIES['/api/payments/webhook'] = { type: 'payment', action: 'payment.updated', data: { id: '4242' } };
    EXAMPLE_HEADERS['/api/payments/webhook'] = {
      'x-signature': await signNotification(await standInNotificationSecret(testEnv), '4242', 'entrega-do-contrato', ts),
      [PROVIDER_REQUEST_ID_HEADER]: 'entrega-do-contrato',
    };
    for (const route of OWN_BACKEND_ROUTES) {
      const path = route.path === '/api/payments/webhook' ? `${route.path}?data.id=4242&type=payment` : examplePath(route.path);
      const response = route.method === 'GET' ? await get(path) : await postJson(path, EXAMPLE_BODIES[route.path], EXAMPLE_HEADERS[route.path]);
      expect(response.status, `${route.method} ${path}`).toBeLessThan(300);
      await response.body?.cancel();
    }
  });
});
