import type { VocabularyTerm } from './typos.ts';

/** How long an isolate reuses the vocabulary before reading it again. */
const VOCABULARY_TTL_MS = 5 * 60 * 1000;

/**
 * The search index's words and how many wines hold each, for typo fixes. Reading them walks the
 * whole index (fts5vocab counts every document list), which costs more than a search on a large
 * catalogue, so an isolate keeps them for a few minutes. This is catalogue data shared by every
 * shopper, never anything about a request or a person (ARCHITECTURE "No request state"); a new
 * wine's words join the typo fixes within the TTL (exact searches see it at once).
 */
let cached: { terms: VocabularyTerm[]; readAt: number } | undefined;

export async function indexVocabulary(db: D1Database, now = Date.now()): Promise<VocabularyTerm[]> {
  if (cached && now - cached.readAt < VOCABULARY_TTL_MS) return cached.terms;
  const { results } = await db.prepare('SELECT term, doc FROM wines_fts_vocab').all<VocabularyTerm>();
  cached = { terms: results, readAt: now };
  return results;
}
