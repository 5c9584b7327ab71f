import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ADMIN_ACTOR_HEADER, ADMIN_API_PREFIX } from '../../src/contracts/admin/api.ts';
import { STOREFRONT_ACCESS_HEADER } from '../../src/contracts/graphql/index.ts';
import { ACTOR, adminKey } from '../test/admin.ts';
import { watchedBody } from '../../src/test-support/refused-writes.ts';
import { storefrontHeaders } from '../test/http.ts';
import { testEnv } from '../test/test-env.ts';
import { createBackendApp } from './app.ts';

/**
 * A request answered without reading its body (a refusal before reading, a 404, an error) has that
 * body read through before the answer goes (src/core/rules/body-size.ts discardUnreadBodyOnceAnswered), as the
 * storefront does (worker/http/unread-body.worker.test.ts).
 */
const SOME_BODY = JSON.stringify({ name: 'x'.repeat(4_000) });
const graphqlHeaders = () => ({ [STOREFRONT_ACCESS_HEADER]: testEnv.STOREFRONT_ACCESS_TOKEN ?? '' });
const owner = () => ({ ...adminKey(), [ADMIN_ACTOR_HEADER]: ACTOR });

const REFUSALS: { label: string; method: string; path: string; headers: () => Record<string, string>; status: number }[] = [
  { label: 'a caller without the access token', method: 'POST', path: '/api/newsLetter', headers: () => ({}), status: 401 },
  { label: 'a path that does not exist', method: 'POST', path: '/api/nada', headers: storefrontHeaders, status: 404 },
  {
    label: 'a body that is not JSON',
    method: 'POST',
    path: '/api/newsLetter',
    headers: () => ({ ...storefrontHeaders(), 'content-type': 'text/plain' }),
    status: 415,
  },
  {
    label: 'a declared size past the limit',
    method: 'POST',
    path: '/api/newsLetter',
    headers: () => ({ ...storefrontHeaders(), 'content-length': String(10 * 1024 * 1024) }),
    status: 413,
  },
  {
    label: 'a GraphQL call that is not JSON',
    method: 'POST',
    path: '/graphql',
    headers: () => ({ ...graphqlHeaders(), 'content-type': 'text/plain' }),
    status: 415,
  },
  { label: 'a photo for a wine id that is not one', method: 'PUT', path: `${ADMIN_API_PREFIX}/wines/abc/image`, headers: owner, status: 400 },
];

describe('a body nobody read', () => {
  it.each(REFUSALS)('is read through before the answer to $label goes', async ({ method, path, headers, status }) => {
    const { stream, watch } = watchedBody(SOME_BODY);
    const request = new Request(`https://backend.test${path}`, { method, body: stream, headers: { 'content-type': 'application/json', ...headers() } });
    const ctx = createExecutionContext();
    const response = await createBackendApp().fetch(request, testEnv, ctx);
    await response.body?.cancel();
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(status);
    expect(watch.readToEnd).toBe(true);
  });
});
