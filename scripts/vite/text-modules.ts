import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Imports files with these extensions as their text (`import sdl from './schema.graphql'`), the
 * way wrangler's `Text` module rule does (backend/wrangler.toml), so the backend bundles the same
 * through Vite (`npm run build`, tests) and through wrangler alone (`wrangler deploy -c backend/wrangler.toml`).
 */
export function textModules(extensions: readonly string[]): Plugin {
  return {
    name: 'adega:text-modules',
    enforce: 'pre',
    load(id) {
      const path = id.split('?')[0] ?? id;
      if (!extensions.some((extension) => path.endsWith(extension))) return undefined;
      return `export default ${JSON.stringify(readFileSync(path, 'utf8'))};`;
    },
  };
}
