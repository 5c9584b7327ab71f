import { z } from 'zod/mini';
import wines from './wines.json' with { type: 'json' };
import { wineSeedSchema, type WineSeed } from './wine-seed.ts';

const CATALOGUE: readonly WineSeed[] = z.array(wineSeedSchema).parse(wines);

/** The authored catalogue, every type (wines.json, one WineSeed a row). */
export function catalogueSeeds(): readonly WineSeed[] {
  return CATALOGUE;
}
