import { PLACEHOLDER_WINE_IMAGE } from '../../core/constants.ts';

/**
 * Swaps a broken wine image for the placeholder: inline, so it catches errors of images that fail
 * before any script has loaded; no island needed for a static image.
 */
const IMAGE_FALLBACK_SCRIPT = `document.addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='IMG'&&t.hasAttribute('data-fallback')&&t.getAttribute('src')!=='${PLACEHOLDER_WINE_IMAGE}'){t.setAttribute('src','${PLACEHOLDER_WINE_IMAGE}');t.removeAttribute('srcset');}},true);`;

/**
 * Rendered right after the adults-only notice and before the page's first image (AppShell). Its
 * place matters for the first visit's paint too: an inline script after the stylesheet waits for
 * it, and the parser with it, so while the stylesheet loads the notice is parsed and nothing past
 * it is. The first frame once the stylesheet is in is the notice's (with as little of the page as
 * the parser takes next), not a blank one before the body's parse or the whole page's.
 */
export function ImageFallbackScript({ nonce }: { nonce?: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: IMAGE_FALLBACK_SCRIPT }} />;
}
