import { z } from 'zod/mini';
import brancosRoses from './wine-notes/brancos-roses.json' with { type: 'json' };
import outros from './wine-notes/outros.json' with { type: 'json' };
import tintos from './wine-notes/tintos.json' with { type: 'json' };
import wines from './wines.json' with { type: 'json' };
import { type WineSeed, wineNotesSchema, wineRowSchema, wineSeedOf } from './wine-seed.ts';

const NOTES = z.record(z.string(), wineNotesSchema).parse({ ...tintos, ...brancosRoses, ...outros });

const CATALOGUE: readonly WineSeed[] = z
  .array(wineRowSchema)
  .parse(wines)
  .map((row) => {
    const notes = NOTES[String(row[0])];
    if (!notes) throw new Error(`wine ${row[0]} has no notes in wine-notes/*.json`);
    return wineSeedOf(row, notes);
  });

/** The authored catalogue, every type: wines.json (shop data, one row a wine) with wine-notes/*.json (the facts, by id). */
export function catalogueSeeds(): readonly WineSeed[] {
  return CATALOGUE;
}
