import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Imports files with these extensions as an ArrayBuffer (`import font from './x.ttf'`), the way
 * wrangler's `Data` module rule does (backend/wrangler.toml), so the backend bundles the same
 * through Vite and through wrangler alone. The Cloudflare plugin does this for `.bin` only.
 */
export function binaryModules(extensions: readonly string[]): Plugin {
  return {
    name: 'adega:binary-modules',
    enforce: 'pre',
    load(id) {
      const path = id.split('?')[0] ?? id;
      if (!extensions.some((extension) => path.endsWith(extension))) return undefined;
      const base64 = readFileSync(path).toString('base64');
      return `export default Uint8Array.from(atob(${JSON.stringify(base64)}), (char) => char.charCodeAt(0)).buffer;`;
    },
  };
}
