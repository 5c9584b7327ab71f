import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** The bare page's built assets, with public/ beside them: served in place of the config's assets (bench/measures/bare-stack.ts). Gitignored. */
const BARE_ASSETS = '.wrangler/bench-bare-assets';

const HERE = fileURLToPath(new URL('.', import.meta.url));

/**
 * Builds the bare page's browser bundle and stylesheet as a production build of the shop is
 * built (Vite, minified, NODE_ENV=production), under the fixed names page.tsx links. Vite's JS
 * API in this process: nothing is left running once it resolves.
 */
export async function buildBareClient(): Promise<string> {
  await build({
    configFile: false, // not the shop's vite.config.ts: none of its plugins
    root: HERE,
    mode: 'production',
    logLevel: 'warn',
    // Copied beside the bundle, so the bare worker's static assets stay what they were (public/island.js).
    publicDir: 'public',
    // Not node_modules/.vite: that folder may be shared with other checkouts.
    cacheDir: fileURLToPath(new URL('../../.wrangler/bench-bare-vite-cache', import.meta.url)),
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      outDir: fileURLToPath(new URL(`../../${BARE_ASSETS}`, import.meta.url)),
      emptyOutDir: true,
      rolldownOptions: {
        input: 'client.tsx',
        output: { entryFileNames: 'bare.js', assetFileNames: 'bare[extname]' },
      },
    },
  });
  return BARE_ASSETS;
}
