import { reactRenderer } from '@hono/react-renderer';
import { createMiddleware } from 'hono/factory';
import { clientAssets } from 'virtual:client-assets';
import { AppShell } from '../../src/components/AppShell.tsx';
import { Document, type PageSeo } from '../../src/components/Document.tsx';
import { createStores } from '../../src/stores/stores.ts';
import { BUILD_ID } from '../build-id.ts';
import type { AppEnv } from '../env.ts';
import { describeError } from '../log.ts';
import { pageData } from './page-data.ts';
import { loadShellData } from './shell-data.ts';

declare module '@hono/react-renderer' {
  interface Props {
    title: string;
    description?: string;
    /** Paths (not URLs) for the canonical address and the preview image; the renderer adds the origin. */
    seo?: Omit<Partial<PageSeo>, 'canonical' | 'image'> & { canonicalPath?: string; imagePath?: string };
  }
}

/**
 * Streaming React SSR for pages: `c.render(<Page />, { title })` streams the document with the
 * shell first. The renderer is made per request because the CSP nonce is per request.
 */
export const pageRenderer = createMiddleware<AppEnv>((c, next) => {
  const log = c.get('log');
  const { origin, pathname } = new URL(c.req.url);
  const render = reactRenderer(
    ({ children, title, description, seo = {} }) => {
      const { canonicalPath, imagePath, ...rest } = seo;
      return (
        <Document
          title={title}
          description={description}
          storeName={c.env.STORE_NAME}
          seo={{
            ...rest,
            canonical: `${origin}${canonicalPath ?? pathname}`,
            ...(imagePath ? { image: `${origin}${imagePath}` } : {}),
          }}
          stylesheets={clientAssets.styles}
          nonce={c.get('nonce')}
          publicConfig={{ buildId: BUILD_ID, versionPollMs: Number(c.env.VERSION_POLL_MS) || 0 }}
        >
          <AppShell
            stores={createStores()}
            shell={loadShellData({
              storeName: c.env.STORE_NAME,
              whatsappNumber: c.env.WHATSAPP_NUMBER,
              currentPath: pathname,
              backend: c.get('backend'),
              filters: pageData(c).filters(),
              log,
            })}
          >
            {children}
          </AppShell>
        </Document>
      );
    },
    {
      stream: true,
      readableStreamOptions: {
        nonce: c.get('nonce'),
        bootstrapModules: clientAssets.scripts,
        onError(error) {
          log.error('render_failed', { error: describeError(error) });
        },
      },
    },
  );
  return render(c, next);
});
