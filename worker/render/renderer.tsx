import { reactRenderer } from '@hono/react-renderer';
import { createMiddleware } from 'hono/factory';
import { clientAssets } from 'virtual:client-assets';
import { AppShell } from '../../src/components/AppShell.tsx';
import { Document } from '../../src/components/Document.tsx';
import { createStores } from '../../src/stores/stores.ts';
import { BUILD_ID } from '../build-id.ts';
import type { AppEnv } from '../env.ts';
import { describeError } from '../log.ts';
import { loadShellData } from './shell-data.ts';

declare module '@hono/react-renderer' {
  interface Props {
    title: string;
    description?: string;
  }
}

/**
 * Streaming React SSR for pages: `c.render(<Page />, { title })` streams the document with the
 * shell first. The renderer is made per request because the CSP nonce is per request.
 */
export const pageRenderer = createMiddleware<AppEnv>((c, next) => {
  const log = c.get('log');
  const render = reactRenderer(
    ({ children, title, description }) => (
      <Document
        title={title}
        description={description}
        stylesheets={clientAssets.styles}
        publicConfig={{ buildId: BUILD_ID, versionPollMs: Number(c.env.VERSION_POLL_MS) || 0 }}
      >
        <AppShell
          stores={createStores()}
          shell={loadShellData({
            storeName: c.env.STORE_NAME,
            whatsappNumber: c.env.WHATSAPP_NUMBER,
            currentPath: c.req.path,
            backend: c.get('backend'),
            log,
          })}
        >
          {children}
        </AppShell>
      </Document>
    ),
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
