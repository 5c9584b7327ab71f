import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { islandNamesSource, NAMES_FILE } from '../../../scripts/islands/island-names.ts';
import { islandPropsSchemas } from '../../contracts/island-props.ts';
import { ISLAND_NAMES } from './island-names.ts';
import { islandLoaders } from './registry.ts';

describe('islands, declared by file name', () => {
  it('the typed names are those of the *.island.tsx files (npm run typegen writes them)', () => {
    expect(readFileSync(NAMES_FILE, 'utf8')).toBe(islandNamesSource());
  });

  it('the browser can load every island, and each module offers its component', async () => {
    expect(Object.keys(islandLoaders).sort()).toEqual([...ISLAND_NAMES]);
    for (const name of ISLAND_NAMES) {
      const module = await islandLoaders[name]!();
      expect(typeof module.default, name).toBe('function');
    }
  });

  it('every props contract names an island', () => {
    for (const name of Object.keys(islandPropsSchemas)) expect(ISLAND_NAMES).toContain(name);
  });
});
