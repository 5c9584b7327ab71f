import { EDGE } from '../core/constants.ts';
import { UCP_PATHS } from '../contracts/ucp/protocol.ts';

/** A body of a few kilobytes, as a form or a cart's call sends. */
const SOME_BODY = JSON.stringify({ input: 'x'.repeat(4_000) });

/**
 * Writes the storefront refuses before reading their bodies, each as a browser or a client would
 * send it: worker/http/unread-body.worker.test.ts checks each body is read through, and
 * e2e/refused-writes.spec.ts that the connection each came on still takes the next request.
 */
export const REFUSED_WRITES: { label: string; method: string; path: string; headers?: Record<string, string>; body: string; status: number }[] = [
  { label: 'a page that does not exist', method: 'POST', path: '/nao-existe', body: SOME_BODY, status: 404 },
  { label: 'an API path that does not exist', method: 'POST', path: '/api/nao-existe', body: SOME_BODY, status: 404 },
  { label: 'a session renewal without a session', method: 'POST', path: '/auth/renew', body: SOME_BODY, status: 401 },
  { label: 'a logout without a session', method: 'POST', path: '/auth/logout', body: SOME_BODY, status: 200 },
  { label: "another site's form", method: 'POST', path: '/auth/logout', headers: { 'sec-fetch-site': 'cross-site' }, body: SOME_BODY, status: 403 },
  { label: 'a method the GraphQL proxy does not take', method: 'PUT', path: '/graphql', body: SOME_BODY, status: 405 },
  { label: 'a body past the limit', method: 'POST', path: '/api/newsLetter', body: 'x'.repeat(EDGE.maxRequestBodyBytes + 1), status: 413 },
  {
    label: "an assistant's call that is not JSON",
    method: 'POST',
    path: `${UCP_PATHS.rest}/carts`,
    headers: { 'content-type': 'text/plain' },
    body: SOME_BODY,
    status: 415,
  },
  { label: 'an owner page without the owner', method: 'POST', path: '/admin/vinhos/1/foto/remover', body: SOME_BODY, status: 401 },
];

/** A body sent in one chunk, telling whether it was read to its end (cancelling it is not enough). */
export function watchedBody(text: string) {
  const watch = { readToEnd: false };
  let sent = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent) {
        watch.readToEnd = true;
        controller.close();
        return;
      }
      sent = true;
      controller.enqueue(new TextEncoder().encode(text));
    },
  });
  return { stream, watch };
}
