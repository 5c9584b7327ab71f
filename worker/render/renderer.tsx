import { createMiddleware } from 'hono/factory';
import type { ReactElement } from 'react';
// React's Node build, on workerd through nodejs_compat (wrangler.toml): it keeps the page's pieces
// as strings and encodes them into one buffer as it writes, where the edge build encodes each
// attribute name, value and text apart; about a sixth less CPU per render (docs/decisions.md).
import { renderToReadableStream } from 'react-dom/server.node';
import { clientAssets } from 'virtual:client-assets';
import { AppShell } from '../../src/features/shell/AppShell.tsx';
import { Document, type PageSeo } from '../../src/features/shell/Document.tsx';
import { offersPopups } from '../../src/core/routes.ts';
import { isOwnBackend } from '../upstream/upstream-fetch.ts';
import { absoluteUrl } from '../../src/core/seo/absolute-url.ts';
import { rasterImagePath } from '../../src/core/seo/share-image.ts';
import { createStores } from '../../src/stores/stores.ts';
import { BUILD_ID } from '../build-id.ts';
import type { AppEnv } from '../env.ts';
import { describeError } from '../log.ts';
import { markdownAlternateLink } from '../markdown/negotiation.ts';
import { pageData } from './page-data.ts';
import { carriesSession } from '../session/session-cookies.ts';
import { pageSession } from '../session/page-session.ts';
import { loadShellData } from './shell-data.ts';
import { entryAfterFirstPaint } from './entry-script.ts';

interface PageProps {
  title: string;
  description?: string;
  /** Paths (not URLs) for the canonical address and the preview image; the renderer adds the origin. */
  seo?: Omit<Partial<PageSeo>, 'canonical' | 'image'> & { canonicalPath?: string; imagePath?: string };
  /** The page puts FirstScreenEnd after its own largest first-screen element (src/features/shell/FirstScreenEnd.tsx). */
  pageEndsFirstScreen?: boolean;
}

declare module 'hono' {
  interface ContextRenderer {
    // biome-ignore lint/style/useShorthandFunctionType: Hono widens ContextRenderer by declaration merging, which needs the interface
    (content: ReactElement, props: PageProps): Response | Promise<Response>;
  }
}

/**
 * How long the first byte waits for the page's data. Catalogue reads answered by the edge cache
 * arrive within it, so the whole page goes out in place (readable without JavaScript, nothing
 * swapped in later); anything slower streams into its Suspense boundary after the shell.
 */
const SHELL_GRACE_MS = 25;

/** Crawlers get the whole page in one piece (they may not run the script that reveals streamed parts). */
/** A page's link-preview image, when it has one a preview can show (the Document falls back to the shop's). */
function sharedImage(origin: string, imagePath: string | undefined): { image?: string } {
  const raster = imagePath ? rasterImagePath(imagePath) : null;
  return raster ? { image: absoluteUrl(origin, raster) } : {};
}

const CRAWLER = /bot|crawler|spider|crawling|slurp|facebookexternalhit|whatsapp|telegram/i;

/**
 * What every page's first paint needs, named in a `Link` header that Cloudflare turns into a 103
 * Early Hint: the browser starts the stylesheet while the edge still renders (or looks the page
 * up). The scripts start after the first paint (entry-script.ts), so they are not named.
 */
const EARLY_HINTS = clientAssets.styles.map((href) => `<${href}>; rel=preload; as=style`).join(', ');

const BOOTSTRAP = entryAfterFirstPaint(clientAssets);

/**
 * Streaming React SSR for pages: `c.render(<Page />, { title })` streams the document with the
 * shell first. Made per request: the CSP nonce, the shopper's shell data and stores are per request.
 */
export const pageRenderer = createMiddleware<AppEnv>(async (c, next) => {
  const log = c.get('log');
  c.setRenderer(async (content, { title, description, seo = {}, pageEndsFirstScreen = false }) => {
    const { origin, pathname } = new URL(c.req.url);
    const { canonicalPath, imagePath, ...rest } = seo;
    // A page the edge cache shares among visitors (worker/page-cache/) carries no nonce (its policy
    // lists its inline elements' hashes), is rendered whole, and is not cut short by the first
    // visitor leaving: the others wait for the same render. It is nobody's: it reads no session.
    // No page renews one either (spec §4 renewal is GET /auth/session's, which the header island
    // calls): a page's first byte never waits for the commerce service.
    const shared = c.get('sharedPage') === true;
    const nonce = shared ? undefined : c.get('nonce');
    c.set('rendered', true);
    const document = (
      <Document
        title={title}
        description={description}
        storeName={c.env.STORE_NAME}
        seo={{ ...rest, canonical: `${origin}${canonicalPath ?? pathname}`, ...sharedImage(origin, imagePath) }}
        stylesheets={clientAssets.styles}
        nonce={nonce}
        route={c.req.routePath}
        publicConfig={{
          buildId: BUILD_ID,
          versionPollMs: Number(c.env.VERSION_POLL_MS) || 0,
          googleClientId: c.env.GOOGLE_CLIENT_ID,
          cartInOneCall: isOwnBackend(c.env, 'graphql'),
        }}
      >
        <AppShell
          stores={createStores()}
          nonce={nonce}
          pageEndsFirstScreen={pageEndsFirstScreen}
          shell={loadShellData({
            storeName: c.env.STORE_NAME,
            company: pageData(c).company(),
            currentPath: pathname,
            backend: c.get('backend'),
            filters: pageData(c).filters(),
            session: pageSession(c), // deferred: the header's user area
            popupBanners: offersPopups(pathname) ? pageData(c).catalogue.popupBanners() : Promise.resolve([]),
            googleClientId: c.env.GOOGLE_CLIENT_ID ?? '',
            log,
          })}
        >
          {content}
        </AppShell>
      </Document>
    );
    const crawler = CRAWLER.test(c.req.header('user-agent') ?? '');
    const stream = await renderToReadableStream(document, {
      nonce,
      bootstrapScriptContent: BOOTSTRAP,
      ...(shared ? {} : { signal: c.req.raw.signal }),
      // Whole pages (shared or for a crawler) keep every finished boundary in place: React would
      // otherwise move a large one after the shell with a script to swap it in.
      ...(shared || crawler ? { progressiveChunkSize: Number.POSITIVE_INFINITY } : {}),
      onError(error) {
        log.error('render_failed', { error: describeError(error) });
      },
    });
    const settled = stream.allReady.catch(() => undefined);
    await (crawler || shared ? settled : Promise.race([settled, new Promise((resolve) => setTimeout(resolve, SHELL_GRACE_MS))]));
    if (EARLY_HINTS) c.header('Link', EARLY_HINTS);
    // A page rendered for a shopper (a session, or a token waiting to become one) is theirs alone.
    if (!shared && carriesSession(c)) c.header('Cache-Control', 'private, no-store');
    const response = c.body(stream, { headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
    // A page with a markdown version names it beside the early hints (one Link header, both
    // kept); an error page shown at its address (a 404, a failed render) is not that page.
    const alternate = c.get('markdownVersion') && response.status === 200 ? markdownAlternateLink(c.req.url) : undefined;
    if (alternate) response.headers.append('Link', alternate);
    return response;
  });
  await next();
});
