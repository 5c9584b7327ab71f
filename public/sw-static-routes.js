// Imported by the generated service worker (scripts/vite/pwa.ts). Static routes (the service
// worker static routing API, Chromium 123+) let the browser answer two kinds of request without
// starting the worker or running its fetch handler, whose work on a returning visit otherwise
// competes with the page's own on a phone's few cores (docs/installable-app.md "Static routes"):
// - the hashed bundles and stylesheets come straight from the precache (falling back to the
//   network when a build's file is not in it);
// - wine photos and banners come from the network, where the browser's HTTP cache keeps them.
// A browser without the API sends both through the fetch handler as before.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(
    event
      .addRoutes([
        { condition: { urlPattern: { pathname: '/assets/*' } }, source: 'cache' },
        { condition: { urlPattern: { pathname: '/media/*' } }, source: 'network' },
      ])
      // routes the browser refuses leave the fetch handler in charge; the install goes on
      .catch(() => undefined),
  );
});

// Earlier versions kept wine photos in a runtime cache named "images" (up to 300 of them); nothing
// reads it since photos come from the network, so an update frees that storage.
const RETIRED_CACHES = ['images'];
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all(RETIRED_CACHES.map((name) => caches.delete(name))));
});
