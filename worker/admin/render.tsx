import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server.node';

/**
 * The back office's pages carry no script at all (docs/decisions.md "Back office"): a policy that
 * allows none, styles from this origin only, forms posted only here.
 */
const ADMIN_CSP = "default-src 'none'; style-src 'self'; img-src 'self' data: https:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Answers with one back-office page: rendered whole (no streaming, nothing to hydrate), never cached, never indexed. */
export function adminPage(c: Context, page: ReactElement, status: ContentfulStatusCode = 200): Response {
  return c.html(`<!doctype html>${renderToStaticMarkup(page)}`, status, {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': ADMIN_CSP,
    'X-Robots-Tag': 'noindex',
  });
}
