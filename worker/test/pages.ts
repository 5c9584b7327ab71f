import { SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { callEdge, ORIGIN } from './edge-harness.ts';

/** Pages as a browser asks for them, through the storefront's front door (SELF.fetch). */

/** A page read whole; a redirect is answered as such, not followed. */
export async function fetchPage(path: string, init: RequestInit = {}) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', ...init });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The HTML of a page that answers with `status` (200 unless said). */
export async function pageHtml(path: string, status = 200): Promise<string> {
  const { status: answered, html } = await fetchPage(path);
  expect(answered, path).toBe(status);
  return html;
}

/** Where a path redirects: its status and Location, the body discarded. */
export async function redirectOf(path: string) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual' });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get('location') };
}

/**
 * The HTML of a page rendered against the fake upstream (`callEdge`) while a part it streams
 * fails: the page still answers 200, and says that part could not load.
 */
export async function degradedPageHtml(path: string): Promise<string> {
  const response = await callEdge(path);
  const html = await response.text();
  expect(response.status).toBe(200);
  expect(html).toContain('Não conseguimos carregar esta parte da página agora.');
  return html;
}
