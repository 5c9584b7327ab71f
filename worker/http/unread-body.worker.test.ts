import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { REFUSED_WRITES, watchedBody } from '../../src/test-support/refused-writes.ts';
import { createApp } from '../app.tsx';
import { shopperIp } from '../test/customers.ts';
import { envWithFakeUpstream, ORIGIN } from '../test/edge-harness.ts';

/**
 * A request answered without reading its body (a refusal, a 404, an error) has that body read
 * through before the answer goes (src/core/rules/body-size.ts discardUnreadBodyOnceAnswered):
 * e2e/refused-writes.spec.ts shows what an unread body did to the next request on its connection.
 * Each from an address of its own: the suite's other files spend the per-address limits too.
 */
describe('a body nobody read', () => {
  it.each(REFUSED_WRITES)('is read through before the answer to $label goes', async ({ method, path, headers, body, status }) => {
    const { stream, watch } = watchedBody(body);
    const request = new Request(`${ORIGIN}${path}`, {
      method,
      body: stream,
      headers: { 'content-type': 'application/json', 'CF-Connecting-IP': shopperIp(), ...headers },
      redirect: 'manual',
    });
    const ctx = createExecutionContext();
    const response = await createApp().fetch(request, envWithFakeUpstream(), ctx);
    await response.body?.cancel();
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(status);
    expect(watch.readToEnd).toBe(true);
  });
});
