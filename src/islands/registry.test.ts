import { describe, expect, it } from 'vitest';
import { serverIslands } from './index.ts';
import { islandLoaders } from './registry.ts';

describe('island registry', () => {
  it('hydrates each server island with the very component the server rendered', async () => {
    expect(serverIslands.map((island) => island.islandName).sort()).toEqual(Object.keys(islandLoaders).sort());
    for (const island of serverIslands) {
      const module = await islandLoaders[island.islandName]();
      expect(module.default).toBe(island.component);
    }
  });
});
