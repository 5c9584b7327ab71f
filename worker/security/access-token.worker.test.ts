import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_ACCESS_HEADER } from '../../src/contracts/graphql/operation.ts';
import { ORIGIN, testBindings } from '../test/edge-harness.ts';

/**
 * ARCHITECTURE "Security posture": the upstream access tokens are Worker secrets added at the
 * edge; no client asset and no answer to a browser contains it. The client build is read as it
 * was built (`npm run build` runs before these tests); the test bindings give the secret a value.
 */
const clientAssets = import.meta.glob<string>('../../dist/client/**/*.{js,mjs,css,html,json,webmanifest,svg,txt,map}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const SECRETS = [testBindings.API_ACCESS_TOKEN, testBindings.STOREFRONT_ACCESS_TOKEN];

describe('the access tokens never reach the browser', () => {
  it('is in no client asset', () => {
    const files = Object.entries(clientAssets);
    expect(files.length).toBeGreaterThan(0);
    const leaks = files.filter(([, text]) => SECRETS.some((secret) => text.includes(secret)) || text.includes(STOREFRONT_ACCESS_HEADER));
    expect(leaks.map(([name]) => name)).toEqual([]);
  });

  it.each(['/momentos', '/nao-existe', '/api/messageBanner', '/api/customer/1', '/builds/latest.json'])('is in no answer to a browser: %s', async (path) => {
    const response = await SELF.fetch(`${ORIGIN}${path}`);
    const text = await response.text();
    for (const secret of SECRETS) {
      expect(text).not.toContain(secret);
      expect([...response.headers].flat().join('\n')).not.toContain(secret);
    }
  });
});
