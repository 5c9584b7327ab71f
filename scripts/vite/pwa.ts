import { VitePWA } from 'vite-plugin-pwa';
import { COLORS } from '../../src/core/styles/theme.ts';

/**
 * The installable, offline-capable app (spec §1, §4 "Service worker"): workbox's generateSW
 * precaches the hashed client files and the offline page; pages are network-first with a cache
 * fallback; anything personal is never cached. The hashed files and wine photos skip the fetch
 * handler (public/sw-static-routes.js).
 * Registration happens in client/pwa/register-service-worker.ts (scope /).
 */
export function pwa() {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    filename: 'sw.js',
    scope: '/',
    manifest: {
      id: '/momentos',
      name: 'Adega Sommelier: vinhos com sommelier virtual',
      short_name: 'Adega',
      description: 'Encontre o vinho certo para cada momento, com a ajuda do nosso sommelier virtual.',
      lang: 'pt-BR',
      dir: 'ltr',
      start_url: '/momentos',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: COLORS.primary,
      background_color: COLORS.background,
      categories: ['shopping', 'food'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['assets/**/*.{js,css}', 'offline.html', 'offline.css', 'favicon.svg', 'wine-placeholder.svg', 'icons/*.png'],
      // Pages are rendered by the worker, not precached: no app-shell fallback for navigations.
      navigateFallback: null,
      // A page's request leaves as the navigation starts, not once the worker has started (its
      // NetworkFirst and NetworkOnly routes answer with the preloaded response).
      navigationPreload: true,
      cleanupOutdatedCaches: true,
      // Bundles from the precache and photos from the network without the worker's fetch handler
      // (static routes, docs/installable-app.md "Static routes").
      importScripts: ['sw-static-routes.js'],
      runtimeCaching: [
        {
          // Personal pages and hand-offs (a cart link, /comprar/…, included): always from the
          // network; offline, the offline page.
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && /^\/(login|register|favorite|checkout|conta|auth|cleanstorage|comprar)(\/|$)/i.test(url.pathname),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/offline.html' } },
        },
        {
          // Catalogue pages: fresh when online, the last copy seen when offline.
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pages',
            networkTimeoutSeconds: 5,
            expiration: { maxEntries: 80, maxAgeSeconds: 7 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
            precacheFallback: { fallbackURL: '/offline.html' },
            plugins: [
              {
                // A page rendered with a session (Cache-Control: private, no-store) is never kept:
                // it would outlive the session (logout, expiry, revocation). Serialized into sw.js.
                cacheWillUpdate: async ({ response }: { response: Response }) =>
                  /\b(private|no-store)\b/i.test(response.headers.get('cache-control') ?? '') ? null : response,
              },
            ],
          },
        },
      ],
    },
  });
}
