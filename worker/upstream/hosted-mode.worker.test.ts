import { beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT, requestBody } from '../../src/contracts/graphql/index.ts';
import { callEdge, fakeUpstream, hostedEnv, testBindings } from '../test/edge-harness.ts';

/**
 * DECISIONS "Hosted mode": with API_ORIGIN and STOREFRONT_GRAPHQL_URL pointing at hosted services
 * and a hosted checkout, the storefront needs no embedded backend: it runs without the BACKEND
 * binding (`hostedEnv`, the recording fake standing in for the hosted services).
 */
describe('hosted mode, without the BACKEND binding', () => {
  beforeEach(async () => {
    await fakeUpstream.reset();
    await fakeUpstream.behave('/api/messageBanner', {
      body: JSON.stringify({ messageBanner: [{ text: 'Frete grátis pelo serviço hospedado' }], message: 'ok' }),
    });
  });

  it('serves pages from the hosted backend, with its own access token', async () => {
    const response = await callEdge('/momentos', {}, { env: hostedEnv() });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Frete grátis pelo serviço hospedado');
    const [banner] = await fakeUpstream.calls('/api/messageBanner');
    expect(banner?.headers['x-access-token']).toBe(testBindings.API_ACCESS_TOKEN);
  });

  it('proxies GraphQL to the hosted storefront API with the store token', async () => {
    await fakeUpstream.behave('/graphql', { body: JSON.stringify({ data: { checkout: null } }) });
    const response = await callEdge(
      '/graphql',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(requestBody(CHECKOUT, { checkoutId: '3f2b8c1e-7a4d-4e5f-9b0c-1d2e3f4a5b6c' })),
      },
      { env: hostedEnv() },
    );
    expect(response.status).toBe(200);
    await response.body?.cancel();
    const [call] = await fakeUpstream.calls('/graphql');
    expect(call?.headers['tcs-access-token']).toBe(testBindings.STOREFRONT_ACCESS_TOKEN);
  });

  it('does not serve the embedded checkout stand-in', async () => {
    const response = await callEdge('/checkout/3f2b8c1e-7a4d-4e5f-9b0c-1d2e3f4a5b6c', {}, { env: hostedEnv() });
    expect(response.status).toBe(404);
    await response.body?.cancel();
  });
});
