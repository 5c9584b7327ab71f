import { describe, expect, it } from 'vitest';
import { parsePublicConfig, serializePublicConfig } from './public-config.ts';

describe('public config', () => {
  it('reads back what the edge writes, escaped for a script element', () => {
    const config = { buildId: 'b1', versionPollMs: 300000, googleClientId: '<x>' };
    const text = serializePublicConfig(config);
    expect(text).not.toContain('<');
    expect(parsePublicConfig(text)).toEqual(config);
  });

  it('is null for anything else', () => {
    expect(parsePublicConfig('{"buildId":1,"versionPollMs":0}')).toBeNull();
    expect(parsePublicConfig('{"buildId":"b","versionPollMs":-1}')).toBeNull();
    expect(parsePublicConfig('not json')).toBeNull();
    expect(parsePublicConfig(undefined)).toBeNull();
  });
});
