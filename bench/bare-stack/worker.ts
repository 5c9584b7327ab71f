import { Hono } from 'hono';
import { streamBarePage } from './page.tsx';

/**
 * The bare stack the bench holds the shop's edge to (bench/measures/bare-stack.ts): Hono on
 * workerd answering /robots.txt, and a page-sized answer from memory, with nothing of the shop (no
 * context, headers, limits or cache). Like any site with client code, it has static assets
 * (public/): each request is first checked against them, as the shop's are, so the two stacks
 * differ only by what the shop's worker does. /vinhos is the bare page Lighthouse measures beside the
 * shop's (bench/measures/lighthouse.ts): React streaming 24 cards, one Valtio island.
 */
const app = new Hono();
app.get('/robots.txt', (c) => c.text('User-agent: *\nAllow: /\n'));

/** As many bytes as a cached listing page's HTML, from memory: what moving a page costs alone. */
const PAGE_SIZED = `<!doctype html><p>${'x'.repeat(40 * 1024)}</p>`;
app.get('/pagina', (c) => c.html(PAGE_SIZED));

app.get('/vinhos', async (c) => c.body(await streamBarePage(), { headers: { 'Content-Type': 'text/html; charset=UTF-8' } }));

export default app;
