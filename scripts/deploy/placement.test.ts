import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** docs/performance.md "The backend near its data": where each Worker runs. */
describe('placement', () => {
  it('the backend runs near its database (Smart Placement), the storefront at the edge near the shopper', () => {
    expect(readFileSync('backend/wrangler.toml', 'utf8')).toMatch(/^\[placement\]\nmode = "smart"$/m);
    expect(readFileSync('wrangler.toml', 'utf8')).not.toMatch(/^\[placement\]/m);
  });
});
