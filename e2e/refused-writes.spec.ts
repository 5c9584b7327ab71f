import { Agent, request } from 'node:http';
import { expect, test } from '@playwright/test';
import { FIELD_DATA_PATH } from '../src/contracts/field-data.ts';
import { REFUSED_WRITES } from '../src/test-support/refused-writes.ts';
import { E2E_PORT } from './shopper-state.ts';

/**
 * A write refused before its body is read (an unknown path, a missing session, another site's
 * form, a wrong method or type) must leave the connection it came on usable: a browser sends its
 * next request on the same kept-alive connection, and under workerd's dev server an answer sent
 * over an unread body made that next request fail ("Network connection lost", a 500 the shopper
 * would see on adding a wine). Each refusal here is followed, on the one socket, by a beacon that
 * must be answered as usual.
 */
type Answer = { status: number; reusedSocket: boolean };

function send(agent: Agent, method: string, path: string, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        method,
        path,
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, reusedSocket: outgoing.reusedSocket }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const BEACON = JSON.stringify({ reports: [{ name: 'LCP', value: 1200, route: '/momentos', device: 'celular', connection: '4g' }] });

test('a write refused before its body is read leaves the connection usable for the next request', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (const refusal of REFUSED_WRITES) {
      const refused = await send(agent, refusal.method, refusal.path, refusal.body, refusal.headers);
      expect(refused.status, refusal.label).toBe(refusal.status);
      const next = await send(agent, 'POST', FIELD_DATA_PATH, BEACON);
      expect(next, `the request after ${refusal.label}`).toEqual({ status: 204, reusedSocket: true });
    }
  } finally {
    agent.destroy();
  }
});
