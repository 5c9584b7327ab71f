import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { COOKIES, EDGE, HEADERS } from '../../src/core/constants.ts';
import { edgeErrorSchema } from '../../src/contracts/edge.ts';
import {
  CHECKOUT,
  CUSTOMER_ACCESS_TOKEN_RENEW,
  CUSTOMER_AUTHENTICATED_LOGIN,
  CUSTOMER_PASSWORD_RECOVERY,
  graphqlResponseSchema,
  requestBody,
  SHIPPING_QUOTES,
} from '../../src/contracts/graphql/index.ts';
import { CHECKOUT_SYNC } from '../../src/contracts/graphql/own-operations.ts';
import { parsePublicConfig } from '../../src/contracts/public-config.ts';
import { MESSAGES } from '../../src/core/messages/pt-BR.ts';
import { callEdge, envWithFakeUpstream, fakeUpstream, ORIGIN, recordedSession, testBindings } from '../test/edge-harness.ts';

const post = (body: unknown, headers: Record<string, string> = {}) =>
  callEdge('/graphql', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

beforeEach(async () => {
  await fakeUpstream.reset();
  await recordedSession('token-da-sessao');
  await recordedSession('Bearer abcdefgh12');
});

describe('POST /graphql: the same-origin proxy to the storefront GraphQL API', () => {
  it('forwards a storefront document to the commerce service (service binding)', async () => {
    const response = await SELF.fetch(`${ORIGIN}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(requestBody(CHECKOUT, { checkoutId: crypto.randomUUID() })),
    });
    expect(response.status).toBe(200);
    const body = graphqlResponseSchema(CHECKOUT.data).parse(await response.json());
    expect(body.errors?.[0]?.extensions?.code).toBe('CKT113');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('adds TCS-Access-Token, X-Forwarded-For and the session token (variable and bearer), ignoring forgeries', async () => {
    const checkoutId = crypto.randomUUID();
    await post(
      { ...requestBody(CHECKOUT, { checkoutId }), variables: { checkoutId, customerAccessToken: 'forjado' } },
      {
        cookie: `${COOKIES.session.name}=token-da-sessao`,
        Authorization: 'Bearer forjado',
        'TCS-Access-Token': 'forjado',
        'CF-Connecting-IP': '203.0.113.9',
        'X-Forwarded-For': '10.9.9.9',
      },
    );
    const [call] = await fakeUpstream.calls('/graphql');
    expect(call?.headers['tcs-access-token']).toBe(testBindings.STOREFRONT_ACCESS_TOKEN);
    expect(call?.headers.authorization).toBe('Bearer token-da-sessao');
    expect(call?.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(JSON.parse(call?.body ?? '{}').variables).toEqual({ checkoutId, customerAccessToken: 'token-da-sessao' });
  });

  it('sends a token that already names its scheme as is (spec §6)', async () => {
    await post(requestBody(CHECKOUT, { checkoutId: 'x' }), { cookie: `${COOKIES.session.name}=Bearer%20abcdefgh12` });
    const [call] = await fakeUpstream.calls('/graphql');
    expect(call?.headers.authorization).toBe('Bearer abcdefgh12');
  });

  it('without a session, sends no customer token at all, whatever the browser says', async () => {
    await post(
      { ...requestBody(CHECKOUT, { checkoutId: 'x' }), variables: { checkoutId: 'x', customerAccessToken: 'forjado' } },
      { Authorization: 'Bearer forjado' },
    );
    const [call] = await fakeUpstream.calls('/graphql');
    expect(call?.headers).not.toHaveProperty('authorization');
    expect(JSON.parse(call?.body ?? '{}').variables).toEqual({ checkoutId: 'x', customerAccessToken: null });
  });

  it('leaves the variable out of documents that do not declare it', async () => {
    await post(
      {
        ...requestBody(SHIPPING_QUOTES, { cep: '01310100', checkoutId: 'x' }),
        variables: { cep: '01310100', checkoutId: 'x', customerAccessToken: 'forjado' },
      },
      { cookie: `${COOKIES.session.name}=token-da-sessao` },
    );
    const [call] = await fakeUpstream.calls('/graphql');
    expect(JSON.parse(call?.body ?? '{}').variables).not.toHaveProperty('customerAccessToken');
  });

  it.each([
    requestBody(CUSTOMER_AUTHENTICATED_LOGIN, { input: 'a@b.c', password: 'x' }),
    requestBody(CUSTOMER_ACCESS_TOKEN_RENEW, { customerAccessToken: 'x' }),
  ])('refuses $operationName from browsers (tokens come only from /auth)', async (body) => {
    const response = await post(body);
    expect(response.status).toBe(403);
    expect(await fakeUpstream.calls('/graphql')).toHaveLength(0);
  });

  it('refuses documents that are not the storefront own, even under a known name', async () => {
    const response = await post({ operationName: 'Checkout', query: '{ __schema { types { name } } }', variables: {} });
    expect(response.status).toBe(403);
    expect(edgeErrorSchema.parse(await response.json()).error).toBe('forbidden');
  });

  describe("the shop's own CheckoutSync (the cart in one call)", () => {
    const sync = requestBody(CHECKOUT_SYNC, { checkoutId: null, products: [{ productVariantId: 1, quantity: 1 }], metadata: [], removeMetadataKeys: [] });
    const hosted = envWithFakeUpstream({ STOREFRONT_GRAPHQL_URL: 'https://storefront-api.example/graphql' });
    const publicConfigOf = async (response: Response) =>
      parsePublicConfig(/<script[^>]*id="public-config"[^>]*>([^<]*)<\/script>/.exec(await response.text())?.[1]);

    it("goes to this shop's backend as one call, with the session's token, and the page says the cart may use it", async () => {
      const response = await post(sync, { cookie: `${COOKIES.session.name}=token-da-sessao` });
      expect(response.status).toBe(200);
      const calls = await fakeUpstream.calls('/graphql');
      expect(calls).toHaveLength(1);
      expect(JSON.parse(calls[0]?.body ?? '{}')).toMatchObject({ operationName: 'CheckoutSync', variables: { customerAccessToken: 'token-da-sessao' } });
      expect((await publicConfigOf(await callEdge('/login')))?.cartInOneCall).toBe(true);
    });

    it('is refused when the storefront GraphQL is a hosted service, whose pages keep the cart in steps', async () => {
      const response = await callEdge(
        '/graphql',
        { method: 'POST', body: JSON.stringify(sync), headers: { 'content-type': 'application/json' } },
        { env: hosted },
      );
      expect(response.status).toBe(403);
      expect(await fakeUpstream.calls('/graphql')).toHaveLength(0);
      expect((await publicConfigOf(await callEdge('/login', {}, { env: hosted })))?.cartInOneCall).toBe(false);
    });
  });

  it('allows documents without tokens, such as the password recovery', async () => {
    const response = await post(requestBody(CUSTOMER_PASSWORD_RECOVERY, { input: 'a@b.c' }));
    expect(response.status).toBe(200);
  });

  it('refuses other methods, malformed and oversized bodies', async () => {
    expect((await callEdge('/graphql')).status).toBe(405);
    expect((await callEdge('/graphql', { method: 'POST', body: 'não é json' })).status).toBe(400);
    const big = await post({ ...requestBody(CHECKOUT, { checkoutId: 'x' }), padding: 'x'.repeat(EDGE.maxRequestBodyBytes) });
    expect(big.status).toBe(413);
    expect(await fakeUpstream.calls('/graphql')).toHaveLength(0);
  });

  it.each(['TKN100', 'TKN101'])(
    'ends a session whose token the service refuses with %s (the hosted code and ours) and sends the call without it',
    async (code) => {
      await fakeUpstream.behave('/graphql', { body: JSON.stringify({ data: null, errors: [{ message: 'token', extensions: { code } }] }) });
      const response = await post(requestBody(CHECKOUT, { checkoutId: 'x' }), { cookie: `${COOKIES.session.name}=token-da-sessao` });
      expect(response.headers.get(HEADERS.sessionEnded)).toBe('1');
      expect(response.headers.getSetCookie().join()).toMatch(new RegExp(`${COOKIES.session.name}=;`));
      const calls = await fakeUpstream.calls('/graphql');
      const last = JSON.parse(calls.at(-1)?.body ?? '{}');
      expect(last.operationName).toBe(CHECKOUT.operationName);
      expect(last.variables.customerAccessToken).toBeNull();
      expect(calls.at(-1)?.headers.authorization).toBeUndefined();
    },
  );

  it('passes a 429 on with the spec text', async () => {
    await fakeUpstream.behave('/graphql', { status: 429, headers: { 'retry-after': '30' } });
    const response = await post(requestBody(CUSTOMER_PASSWORD_RECOVERY, { input: 'a@b.c' }));
    expect(response.status).toBe(429);
    expect(edgeErrorSchema.parse(await response.json()).message).toBe(MESSAGES.tooManyRequests);
  });
});
