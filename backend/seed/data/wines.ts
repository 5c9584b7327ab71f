import { BRANCOS, ROSES } from './wines-brancos-roses.ts';
import { ESPUMANTES, FORTIFICADOS, SOBREMESAS } from './wines-especiais.ts';
import { TINTOS } from './wines-tintos.ts';
import type { WineSeed } from './wine-seed.ts';

/** The authored catalogue, every type. */
export function catalogueSeeds(): readonly WineSeed[] {
  return [...TINTOS, ...BRANCOS, ...ROSES, ...ESPUMANTES, ...FORTIFICADOS, ...SOBREMESAS];
}
