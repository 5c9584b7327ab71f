/**
 * Turning what a shopper typed into FTS5 query text. The index folds case and removes diacritics
 * (unicode61 remove_diacritics 2), so tokens are folded the same way here: "Rosé" → "rose",
 * "Português" → "portugues". Only [a-z0-9] survive, so no FTS5 or SQL syntax ever reaches MATCH.
 */

/** Words that say nothing about which wine is meant ("vinho do porto" → "porto"). */
const STOPWORDS = new Set(['a', 'o', 'as', 'os', 'e', 'de', 'do', 'da', 'dos', 'das', 'em', 'com', 'para', 'vinho', 'vinhos']);

/** At most this many words take part in a search (the rest of a pasted paragraph is ignored). */
const MAX_TOKENS = 8;

function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The searchable words of a term, folded; stopwords dropped unless nothing else remains. */
export function searchTokens(term: string): string[] {
  const words = foldText(term)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
  const meaningful = words.filter((word) => !STOPWORDS.has(word));
  return [...new Set(meaningful.length > 0 ? meaningful : words)].slice(0, MAX_TOKENS);
}

function quote(term: string): string {
  return `"${term.replaceAll('"', '""')}"`;
}

/**
 * One token as an FTS5 expression: a prefix match (the shopper may still be typing), from the
 * singular of a plural ("tintos" → tinto*, which still finds "tintos": one prefix scan instead of
 * two), or any of `alternatives` (typo fixes).
 */
export function tokenExpression(token: string, alternatives: readonly string[] = []): string {
  const stem = token.length > 3 && token.endsWith('s') ? token.slice(0, -1) : token;
  const options = [`${quote(stem)}*`, ...alternatives.map(quote)];
  return options.length === 1 ? options[0]! : `(${options.join(' OR ')})`;
}

/** Every token must match somewhere (name, grapes, type, country, region or producer). */
export function matchExpression(tokens: readonly string[], alternatives: ReadonlyMap<string, string[]> = new Map()): string {
  return tokens.map((token) => tokenExpression(token, alternatives.get(token))).join(' AND ');
}
