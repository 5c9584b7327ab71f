import { beforeEach, describe, expect, it } from 'vitest';
import { HEADERS } from '../../src/core/constants.ts';
import { callEdge, envWithFakeUpstream, fakeUpstream } from '../test/edge-harness.ts';

beforeEach(async () => {
  await fakeUpstream.reset();
});

describe('/robots.txt on the lean path', () => {
  it('is answered before the page chain: no partner lookup, no page cache, nothing upstream', async () => {
    let kvReads = 0;
    const env = envWithFakeUpstream({ EDGE_CACHE: 'on' });
    const partners = env.PARTNERS_KV;
    env.PARTNERS_KV = new Proxy(partners, {
      get: (target, property) => {
        if (property === 'get') kvReads += 1;
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const response = await callEdge('/robots.txt', {}, { env });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Sitemap: ');
    expect(response.headers.get(HEADERS.edgeCache)).toBeNull();
    expect(response.headers.get('content-security-policy')).toBeTruthy();
    expect(kvReads).toBe(0);
    expect(await fakeUpstream.calls('/api/partners')).toHaveLength(0);
  });
});

describe('/robots.txt content signals', () => {
  it('says search and answers yes, training no, inside the group for every crawler', async () => {
    const body = await (await callEdge('/robots.txt')).text();
    const groups = body.split(/\n(?=User-agent:)/);
    expect(groups).toHaveLength(1);
    const lines = groups[0]!.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Content-Signal: search=yes, ai-input=yes, ai-train=no');
    expect(lines.indexOf('Content-Signal: search=yes, ai-input=yes, ai-train=no')).toBeLessThan(lines.indexOf(''));
  });
});
