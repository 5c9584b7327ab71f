import { PLACEHOLDER_WINE_IMAGE } from '../../core/constants.ts';

/**
 * Swaps a broken wine image for the placeholder: inline, so it catches errors of images that fail
 * before any script has loaded; no island needed for a static image.
 */
const IMAGE_FALLBACK_SCRIPT = `document.addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='IMG'&&t.hasAttribute('data-fallback')&&t.getAttribute('src')!=='${PLACEHOLDER_WINE_IMAGE}'){t.setAttribute('src','${PLACEHOLDER_WINE_IMAGE}');t.removeAttribute('srcset');}},true);`;

/**
 * Rendered in the head before the stylesheet (Document): there it waits for nothing, and it
 * listens before the first image exists, a preloaded product photo's included.
 */
export function ImageFallbackScript({ nonce }: { nonce?: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: IMAGE_FALLBACK_SCRIPT }} />;
}
