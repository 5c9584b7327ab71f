import { createContext, use } from 'react';

const InlineScriptNonce = createContext<string | undefined>(undefined);

/** The request's CSP nonce for the marker below, wherever a page puts it (AppShell provides it). */
export const InlineScriptNonceProvider = InlineScriptNonce.Provider;

/**
 * Where a first visit's first frame ends. An inline script after the stylesheet waits for it, and
 * the parser with it: while the stylesheet loads, everything before this marker is parsed and
 * nothing after it, so the first frame once the stylesheet is in holds exactly that. By default it
 * comes right after the adults-only notice (AppShell), which is then the first frame: not a blank
 * one before the body's parse, nor the whole page's, whose layout would come first. A page whose
 * largest element on the first screen is its own (the product's details, a partner's banner) puts
 * it after that element instead, so that element is painted in the first frame too
 * (docs/performance.md, "The first frame ends after the page's own largest element").
 */
export function FirstScreenEnd() {
  return <script nonce={use(InlineScriptNonce)} dangerouslySetInnerHTML={{ __html: FIRST_SCREEN_END }} />;
}

/** What the marker runs: nothing. A script with no text at all would not wait for the stylesheet. */
export const FIRST_SCREEN_END = '/* first screen */';
