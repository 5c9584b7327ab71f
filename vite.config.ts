import { cloudflare } from '@cloudflare/vite-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { applyOfflineEnv } from './scripts/lib/offline-env.ts';
import { clientAssets } from './scripts/vite/client-assets.ts';
import { pwa } from './scripts/vite/pwa.ts';
import { binaryModules } from './scripts/vite/binary-modules.ts';
import { islands } from './scripts/vite/islands.ts';
import { textModules } from './scripts/vite/text-modules.ts';

applyOfflineEnv();

/** The islands of the layout (src/features/shell/AppShell.tsx, Header.tsx) that every page hydrates. */
const PAGE_ISLANDS = /src\/features\/(shell\/Snackbar|cart\/CartButton|search\/SearchToggle|promotions\/(TopBannerStrip|PopupBanners))\.island\.tsx$/;
/** A wine's buttons: the card's island and the two it is made of. */
const CARD_ISLANDS = /src\/features\/(catalogue\/WineCardActions|cart\/AddToCartButton|favorites\/FavoriteButton)\.island\.tsx$/;
/**
 * The class names of vanilla-extract's style files (`*.css.ts`; their CSS is in the one
 * stylesheet): a few dozen bytes each, shared by islands that load apart, they would each be a
 * request of their own. One file for all of them.
 */
const CLASS_NAMES = /\.css\.ts$/;

/**
 * One build for three outputs: the browser bundle (dist/client), the storefront worker
 * (dist/storefront) and the embedded backend worker (dist/backend).
 */
export default defineConfig({
  plugins: [
    textModules(['.graphql']),
    binaryModules(['.ttf']),
    islands(),
    vanillaExtractPlugin(),
    cloudflare({
      configPath: './wrangler.toml',
      // backend/wrangler.toml's `rules` (the SDL as text) serve wrangler alone, and the plugin
      // warns that it ignores them: in Vite, textModules() does that job.
      auxiliaryWorkers: [{ configPath: './backend/wrangler.toml' }],
      persistState: { path: '.wrangler/state' },
      inspectorPort: false,
    }),
    clientAssets({
      scriptEntry: 'client/main.ts',
      styleEntry: 'client/styles.ts',
    }),
    pwa(),
  ],
  environments: {
    client: {
      build: {
        manifest: true,
        // One stylesheet for the whole shop, linked in <head>: islands' chunks carry no CSS of their
        // own to preload (their styles are already on the page), which keeps the JS smaller.
        cssCodeSplit: false,
        // CLIENT_SOURCEMAP=1 npm run build: source maps for bundle-size analysis (never shipped by default).
        sourcemap: process.env.CLIENT_SOURCEMAP === '1',
        rolldownOptions: {
          input: ['client/main.ts', 'client/styles.ts'],
          // The islands every page hydrates at load or idle come as one file with what they use,
          // not a dozen small ones, and a wine card's buttons likewise (docs/pages-and-rendering.md).
          output: {
            codeSplitting: {
              groups: [
                { name: 'page-islands', test: PAGE_ISLANDS },
                { name: 'card-islands', test: CARD_ISLANDS },
                { name: 'class-names', test: CLASS_NAMES },
              ],
            },
          },
        },
      },
    },
  },
  builder: {
    // The worker embeds the client's hashed file names, so the client is built first
    // (the Cloudflare plugin builds the auxiliary backend worker afterwards).
    async buildApp(builder) {
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.storefront!);
    },
  },
  server: { port: 8787, strictPort: true },
  preview: { port: 8787, strictPort: true },
});
