import { z } from 'zod/mini';

/**
 * Who the header greets (spec §2 header user area), as the edge renders it from the session
 * cookie while the page streams; the header island's props. `unknown`: a session cookie is there
 * but could not be confirmed while rendering (an expired token to renew, a token back from the
 * checkout, a slow service): the island asks GET /auth/session, which renews it or logs out
 * (spec §4). Its own small module: the header island loads on every page (first-load budget).
 */
export const headerSessionSchema = z.union([
  z.object({ state: z.literal('anonymous') }),
  z.object({ state: z.literal('unknown') }),
  z.object({ state: z.literal('customer'), customerName: z.string(), firstName: z.string() }),
]);

export type HeaderSession = z.infer<typeof headerSessionSchema>;

/**
 * What the page's header is rendered from: a header session, or `shared`, a page the edge shares
 * among visitors, which greets nobody itself (its header island asks GET /auth/session when the
 * browser holds the `signedIn` mark).
 */
export type PageSession = HeaderSession | { state: 'shared' };
