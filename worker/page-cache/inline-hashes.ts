import type { InlineHashes } from '../security/content-security-policy.ts';

/**
 * Executable inline scripts: no `src`, and a type a browser runs (none, a JavaScript MIME type or
 * "module"). Data blocks (`application/json` island props, `application/ld+json`) never run, and
 * CSP does not judge them.
 */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/gi;
const TYPE = /\stype=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
/** Scripts the policy must admit: those that run, and speculation rules (Chrome checks them against script-src). */
const RUNNABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'speculationrules']);

function runs(attributes: string): boolean {
  const match = TYPE.exec(attributes);
  const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim().toLowerCase();
  return RUNNABLE_TYPES.has(type);
}

async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/**
 * The pages' inline elements are the same few texts on every page (the image fallback, the
 * noscript style), so an isolate hashes each once; the bound only guards against a page that
 * would inline something new on every render.
 */
const knownSources = new Map<string, Promise<string>>();
const MAX_KNOWN_SOURCES = 64;

function hashSource(text: string): Promise<string> {
  let source = knownSources.get(text);
  if (!source) {
    source = sha256Source(text);
    if (knownSources.size < MAX_KNOWN_SOURCES) knownSources.set(text, source);
  }
  return source;
}

const unique = (sources: string[]) => [...new Set(sources)];

/**
 * The CSP hash sources of a whole page's inline scripts and styles (CSP3 "hash-source": the
 * SHA-256 of the element's text exactly as written, which the HTML parser does not decode inside
 * <script> and <style>). A page from the edge cache is served to many visitors, so it cannot
 * carry one request's nonce; its hashes admit exactly what it holds and nothing an attacker adds.
 */
export async function inlineHashes(html: string): Promise<InlineHashes> {
  const scripts = [...html.matchAll(INLINE_SCRIPT)].filter(([, attributes = '']) => runs(attributes)).map(([, , text = '']) => text);
  const styles = [...html.matchAll(INLINE_STYLE)].map(([, text = '']) => text);
  return {
    scripts: unique(await Promise.all(scripts.map(hashSource))),
    styles: unique(await Promise.all(styles.map(hashSource))),
  };
}
