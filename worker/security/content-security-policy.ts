/**
 * The Content-Security-Policy of every page (ARCHITECTURE "Security posture").
 * Scripts run only from this origin or inline with this request's nonce (React's streaming SSR
 * puts it on its inline scripts) or, on a page from the edge cache, with their hash; never
 * 'unsafe-inline' for scripts. Google's sign-in hosts are
 * allowed only when GOOGLE_CLIENT_ID is set (DECISIONS 6), and the Vite dev server's injected
 * styles and HMR socket only in `vite dev`.
 */
export interface CspOptions {
  /**
   * What admits the page's inline scripts and style: this request's nonce, or (for a page served
   * from the edge cache to many visitors, where a nonce would be shared) the SHA-256 hashes of
   * exactly the inline elements that page holds.
   */
  inline: { nonce: string } | { hashes: InlineHashes };
  /** `import.meta.env.DEV`: Vite injects <style> elements and opens an HMR websocket. */
  dev: boolean;
  /** The GOOGLE_CLIENT_ID var; empty means no Google sign-in. */
  googleClientId: string;
  /** An external checkout origin forms may post to (CHECKOUT_URL when absolute). */
  checkoutOrigin?: string | undefined;
}

/** Google Identity Services hosts (developers.google.com/identity/gsi/web/guides/get-google-api-clientid#content_security_policy). */
const GOOGLE = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
};

/** `'sha256-…'` sources of a page's inline scripts and styles (worker/page-cache/inline-hashes.ts). */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

export function contentSecurityPolicy({ inline, dev, googleClientId, checkoutOrigin }: CspOptions): string {
  const google = googleClientId !== '';
  const scripts = 'nonce' in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes.scripts;
  const styles = 'nonce' in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes.styles;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts, ...(google ? [GOOGLE.script] : [])],
    // The nonce or a hash admits the one inline style of the document (shown only without JavaScript).
    'style-src': ["'self'", ...styles, ...(dev ? ["'unsafe-inline'"] : []), ...(google ? [GOOGLE.style] : [])],
    // Wine images may come from a hosted backend's CDN (url_media); images cannot run code.
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(dev ? ['ws:', 'wss:'] : []), ...(google ? [GOOGLE.connect] : [])],
    'frame-src': google ? [GOOGLE.frame] : ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...(checkoutOrigin ? [checkoutOrigin] : [])],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
