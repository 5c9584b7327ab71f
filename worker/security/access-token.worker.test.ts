import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { HEADERS } from '../../src/constants.ts';
import { ORIGIN, testBindings } from '../test/edge-harness.ts';

/**
 * ARCHITECTURE "Security posture": the upstream access token is a Worker secret added at the
 * edge; no client asset and no answer to a browser contains it. The client build is read as it
 * was built (`npm run build` runs before these tests); the test bindings give the secret a value.
 */
const clientAssets = import.meta.glob<string>('../../dist/client/**/*.{js,mjs,css,html,json,webmanifest,svg,txt,map}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the access token never reaches the browser', () => {
  it('is in no client asset', () => {
    const files = Object.entries(clientAssets);
    expect(files.length).toBeGreaterThan(0);
    const leaks = files.filter(([, text]) => text.includes(testBindings.ACCESS_TOKEN) || text.includes(HEADERS.storefrontAccessToken));
    expect(leaks.map(([name]) => name)).toEqual([]);
  });

  it.each(['/momentos', '/nao-existe', '/api/messageBanner', '/api/customer/1', '/builds/latest.json'])(
    'is in no answer to a browser: %s',
    async (path) => {
      const response = await SELF.fetch(`${ORIGIN}${path}`);
      const text = await response.text();
      expect(text).not.toContain(testBindings.ACCESS_TOKEN);
      expect([...response.headers].flat().join('\n')).not.toContain(testBindings.ACCESS_TOKEN);
    },
  );
});
