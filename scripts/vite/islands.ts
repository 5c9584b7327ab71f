import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** An island is a file named `Name.island.tsx` (docs/architecture.md "Islands"): its name is the file's. */
export const ISLAND_FILE = /\.island\.tsx$/;

export function islandNameOf(file: string): string {
  return basename(file).replace(ISLAND_FILE, '');
}

const DEFAULT_FUNCTION = /^export default function (\w+)\s*\(/m;
const DEFAULT_NAME = /^export default (\w+);\s*$/m;
const HYDRATE_EXPORT = /^export const hydrate\b/m;

/**
 * Islands declared once, by file convention (honox does the same): a page imports an island's
 * component and renders it; on the server (every environment but the browser's) this plugin wraps
 * the file's default export in the hydration marker (src/core/islands/island-marker.tsx), named
 * after the file, with the file's `export const hydrate` strategy ("load" without one). The
 * browser finds the same files with `import.meta.glob` (src/core/islands/registry.ts).
 */
const MARKER_MODULE = fileURLToPath(new URL('../../src/core/islands/island-marker.tsx', import.meta.url));

export function islands(): Plugin {
  return {
    name: 'adega:islands',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!ISLAND_FILE.test(file) || this.environment?.name === 'client') return undefined;
      let component: string | undefined;
      let body = code.replace(DEFAULT_FUNCTION, (_match, name: string) => {
        component = name;
        return `function ${name}(`;
      });
      if (!component) {
        body = body.replace(DEFAULT_NAME, (_match, name: string) => {
          component = name;
          return '';
        });
      }
      if (!component) this.error(`${file}: an island's default export must be a named function or \`export default Name;\``);
      const hydrate = HYDRATE_EXPORT.test(code) ? 'hydrate' : "'load'";
      const marker = JSON.stringify(MARKER_MODULE);
      return {
        code: `${body}\nimport { markIsland as __markIsland } from ${marker};\nexport default __markIsland(${JSON.stringify(islandNameOf(file))}, ${component}, ${hydrate});\n`,
        map: null,
      };
    },
  };
}
