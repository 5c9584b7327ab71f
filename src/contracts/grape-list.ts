/**
 * A wine's grapes as the owner types them in the back office: the main one first, separated by
 * commas, each with its share of the blend when known ("Touriga Nacional 60%, Jaen 25%,
 * Alfrocheiro"). The backend stores one row per grape (migration 0049).
 */
interface TypedGrape {
  name: string;
  share: number | null;
}

const MAX_GRAPES = 20;
const MAX_NAME = 60;
const ENTRY = /^(.*?)(?:\s+(\d{1,3})\s*%)?$/u;

/** The grapes of the text, or null when it cannot be read (an empty name, a share out of 1–100, too many, shares over 100). */
export function parseGrapeList(text: string): TypedGrape[] | null {
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.length === 1 && entries[0] === '') return [];
  if (entries.length > MAX_GRAPES) return null;
  const grapes: TypedGrape[] = [];
  for (const entry of entries) {
    const [, rawName = '', rawShare] = ENTRY.exec(entry) ?? [];
    const name = rawName.trim();
    const share = rawShare === undefined ? null : Number(rawShare);
    if (name === '' || name.length > MAX_NAME || /\d\s*%/.test(name)) return null;
    if (share !== null && (share < 1 || share > 100)) return null;
    grapes.push({ name, share });
  }
  const total = grapes.reduce((sum, grape) => sum + (grape.share ?? 0), 0);
  return total > 100 ? null : grapes;
}
