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

/** The browser entry. */
const ENTRY = /client[\\/]main\.ts$/;
/** The islands of the layout (src/features/shell/AppShell.tsx, Header.tsx) that every page hydrates. */
const PAGE_ISLANDS = /src\/features\/(shell\/Snackbar|cart\/CartButton|search\/SearchToggle|promotions\/(TopBannerStrip|PopupBanners))\.island\.tsx$/;
/**
 * The islands of a catalogue page's first screen on a first visit: a wine's buttons (the card's
 * island and the two it is made of), the occasions' carousel, and the adults-only notice (with
 * what they import that the entry does not, such as the notice's modal).
 */
const FIRST_SCREEN_ISLANDS =
  /src\/features\/(catalogue\/(WineCardActions|FilterCarousel)|cart\/AddToCartButton|favorites\/FavoriteButton|shell\/AgeNotice)\.island\.tsx$/;
/**
 * The class names of vanilla-extract's style files (`*.css.ts`; their CSS is in the one
 * stylesheet): a few dozen bytes each, shared by islands that load apart, they would each be a
 * request of their own.
 */
const CLASS_NAMES = /\.css\.ts$/;
/**
 * react-dom's client: every page needs it at once, so it comes in the entry's file, though the
 * entry imports it dynamically (client/hydrate-islands.tsx) to start it in a task of its own.
 */
const REACT_DOM_CLIENT = /node_modules[\\/](react-dom|scheduler)[\\/]/;

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
          // A listing's first visit budgets its requests (bench/budgets.json listing_requests, 12 with
          // the page and its images): its scripts come as two files. The entry module is in the
          // first group, so that group is the entry's own chunk: the layout's islands, every class
          // name (1.9 KB gzipped) and Rolldown's runtime come in it, not as three files beside it.
          // The second holds what a catalogue page's first screen hydrates; a returning shopper
          // gets the notice's code with it (about 0.9 KB gzipped) without running it.
          output: {
            codeSplitting: {
              groups: [
                { name: 'main', test: (id: string) => ENTRY.test(id) || PAGE_ISLANDS.test(id) || CLASS_NAMES.test(id) || REACT_DOM_CLIENT.test(id) },
                { name: 'first-screen-islands', test: FIRST_SCREEN_ISLANDS },
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
