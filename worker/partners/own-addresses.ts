/**
 * The first path segments the shop answers itself (its pages, /sitemap.xml, /llms.txt, /healthz,
 * /admin, /api, /parceiros, …), read from the app's own routes once it is built: a partner's
 * shortcut /{name} (spec §2 dynamic partner redirects) must never take one of them over, and the
 * back office refuses such a name.
 */
let ownSegments: ReadonlySet<string> = new Set();

/** Called by createApp with every route it registered. */
export function rememberOwnRoutes(routes: readonly { path: string }[]): void {
  const segments = routes.flatMap(({ path }) => {
    const first = path.split('/')[1] ?? '';
    // a parameter (":slug") or a wildcard is not an address of its own
    return first === '' || first.startsWith(':') || first.includes('*') ? [] : [first.toLowerCase()];
  });
  ownSegments = new Set(segments);
}

/** Whether `/{name}` (or anything below it) is one of the shop's own addresses. */
export const isOwnAddress = (name: string): boolean => ownSegments.has(name.toLowerCase());
