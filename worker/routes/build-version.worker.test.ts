import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { COOKIES } from '../../src/core/constants.ts';
import { buildVersionSchema } from '../../src/contracts/edge.ts';
import { BUILD_ID } from '../build-id.ts';
import { callEdge, envWithFakeUpstream, ORIGIN } from '../test/edge-harness.ts';

describe('GET /builds/latest.json (spec §7 Build/version)', () => {
  it('answers the id of this build, never cached, whatever timestamp query the client adds', async () => {
    const response = await SELF.fetch(`${ORIGIN}/builds/latest.json?t=${Date.now()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(buildVersionSchema.parse(await response.json())).toEqual({ id: BUILD_ID });
    expect(BUILD_ID).toMatch(/^[0-9a-f]{8}$/);
  });

  it('reports the override cookie outside production (test-only switch for the update flow)', async () => {
    const cookie = `${COOKIES.buildIdOverride.name}=novo-build-2`;
    const response = await SELF.fetch(`${ORIGIN}/builds/latest.json`, { headers: { cookie } });
    expect(await response.json()).toEqual({ id: 'novo-build-2' });
  });

  it('ignores the override cookie in production', async () => {
    const cookie = `${COOKIES.buildIdOverride.name}=novo-build-2`;
    const response = await callEdge('/builds/latest.json', { headers: { cookie } }, { env: envWithFakeUpstream({ ENVIRONMENT: 'production' }) });
    expect(await response.json()).toEqual({ id: BUILD_ID });
  });
});
