/**
 * Typo tolerance: a word that matches nothing in the index is replaced by the index's words one
 * edit away (two for long words): "cabernt" → "cabernet", "malbek" → "malbec".
 */

/** Optimal string alignment distance (a swap of two neighbours counts as one edit), capped. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, d[i - 2]![j - 2]! + 1);
      d[i]![j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}

/** Edits allowed for a word of this length: none under 4 letters (too many near misses). */
export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length >= 9 ? 2 : 1;
}

export interface VocabularyTerm {
  term: string;
  /** How many wines contain the term. */
  doc: number;
}

/** The closest known words for `token` (fewest edits, then most common), at most `limit`. */
export function corrections(token: string, vocabulary: readonly VocabularyTerm[], limit = 3): string[] {
  const max = allowedEdits(token.length);
  if (max === 0) return [];
  return vocabulary
    .map((entry) => ({ ...entry, distance: editDistance(token, entry.term, max) }))
    .filter((entry) => entry.distance <= max)
    .sort((a, b) => a.distance - b.distance || b.doc - a.doc)
    .slice(0, limit)
    .map((entry) => entry.term);
}
