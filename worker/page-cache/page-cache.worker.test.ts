import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIES, EDGE, HEADERS } from '../../src/core/constants.ts';
import { callEdge, envWithFakeUpstream, fakeUpstream, recordedSession, testBindings } from '../test/edge-harness.ts';
import { registeredShopper } from '../test/shopper-browser.ts';
import { purgeScopes } from '../upstream/cache-generations.ts';

/**
 * Shared pages from the edge cache (docs/decisions.md "Edge: shared pages"), against the
 * embedded backend with the edge cache on. Each test asks its own link (a query parameter no
 * other test uses, and no campaign parameter, which the key leaves out), so no two tests share an
 * entry.
 */
const cacheOn = () => ({ ...testBindings, EDGE_CACHE: 'on', LOG_LEVEL: 'info' }) as Env;
let visit = 0;
const uniqueLink = (path: string) => `${path}?visita=${Date.now().toString(36)}-${(visit += 1)}`;

afterEach(() => {
  vi.restoreAllMocks();
});

/** The request log lines written while `run` ran. */
async function requestLogs(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
  await run();
  vi.restoreAllMocks();
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event === 'request');
}

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...sources]) => [name, sources]),
  );
}

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** A signed-in shopper's cookie: a session the edge has on record. */
async function sessionCookie(): Promise<string> {
  const token = await recordedSession(`sessao-${crypto.randomUUID()}`);
  return `session=${token}`;
}

describe('shared pages from the edge cache', () => {
  it('renders a page once and answers the next visitor from the cache, whole', async () => {
    const path = uniqueLink('/momentos');
    const first = await callEdge(path, {}, { env: cacheOn() });
    expect(first.status).toBe(200);
    expect(first.headers.get(HEADERS.edgeCache)).toBe('MISS');
    const html = await first.text();
    const second = await callEdge(path, {}, { env: cacheOn() });
    expect(second.headers.get(HEADERS.edgeCache)).toBe('HIT');
    expect(await second.text()).toBe(html);
    expect(html).toContain('Vinhos para cada momento');
    // rendered whole: nothing left to stream in
    expect(html).not.toContain('<template id="B:');
  });

  it('answers a page gone stale at once and renders it again behind the answer, for the next visitor (a quick route included)', async () => {
    for (const page of ['/sitemap.xml', '/politica/entrega', '/todososvinhos']) {
      const path = uniqueLink(page);
      const grouped = { cookie: 'grouped=true; session=nao-lido; sessao=1' };
      const first = await callEdge(path, { headers: grouped }, { env: cacheOn() });
      expect(first.headers.get(HEADERS.edgeCache)).toBe('MISS');
      const body = await first.text();
      const later = Date.now() + (EDGE.catalogueFreshSeconds + 1) * 1000;
      vi.spyOn(Date, 'now').mockReturnValue(later);
      let stale: Response | undefined;
      const logs = await requestLogs(async () => {
        stale = await callEdge(path, { headers: grouped }, { env: cacheOn() });
        await vi.waitFor(
          async () => {
            const again = await callEdge(path, { headers: grouped }, { env: cacheOn() });
            await again.body?.cancel();
            expect(again.headers.get(HEADERS.edgeCache)).toBe('HIT');
          },
          { timeout: 10_000, interval: 20 },
        );
      });
      vi.restoreAllMocks();
      expect(stale?.status, page).toBe(200);
      expect(stale?.headers.get(HEADERS.edgeCache), page).toBe('STALE');
      expect(await stale?.text(), page).toBe(body);
      // rendered once more (a React page: /sitemap.xml is not one), by the edge's own request: the
      // same page (the grouped list), whole
      if (page !== '/sitemap.xml')
        expect(
          logs.filter((line) => line.rendered === true),
          page,
        ).toHaveLength(1);
      const fresh = await callEdge(path, { headers: grouped }, { env: cacheOn() });
      expect(await fresh.text(), page).toBe(body);
    }
  });

  it('renders a cold page once for a spike of concurrent visitors', async () => {
    const path = uniqueLink('/parceiros/vivalavida');
    let responses: Response[] = [];
    const logs = await requestLogs(async () => {
      responses = await Promise.all(Array.from({ length: 30 }, () => callEdge(path, {}, { env: cacheOn() })));
    });
    expect(responses.map((response) => response.status)).toEqual(Array(30).fill(200));
    expect(new Set(await Promise.all(responses.map((response) => response.text()))).size).toBe(1);
    expect(logs).toHaveLength(30);
    expect(logs.filter((line) => line.rendered === true)).toHaveLength(1);
  });

  it('carries a policy of its inline elements hashes, no nonce: every inline script and style matches one', async () => {
    const response = await callEdge(uniqueLink('/momentos'), {}, { env: cacheOn() });
    const html = await response.text();
    const csp = directives(response.headers.get('content-security-policy'));
    const scriptSrc = csp.get('script-src') ?? [];
    const styleSrc = csp.get('style-src') ?? [];
    expect([...scriptSrc, ...styleSrc].filter((source) => source.startsWith("'nonce-"))).toEqual([]);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(html).not.toContain('nonce=');
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes ?? ''),
    );
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, , text] of inlineScripts) expect(scriptSrc).toContain(await sha256(text ?? ''));
    const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)];
    expect(styles.length).toBeGreaterThan(0);
    for (const [, text] of styles) expect(styleSrc).toContain(await sha256(text ?? ''));
    // and nothing else: one source per distinct inline element
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-"))).toHaveLength(new Set(inlineScripts.map(([, , text]) => text)).size);
  });

  it('a signed-in shopper gets the shared page: the same bytes as an anonymous visitor, nothing of theirs in it', async () => {
    const shopper = await registeredShopper();
    const cookie = shopper.jar.header();
    expect(cookie).toContain(`${COOKIES.signedIn.name}=1`);
    for (const page of ['/momentos', '/todososvinhos', '/parceiros/vivalavida', '/politica/entrega']) {
      // rendered for the signed-in shopper first: what is stored is still nobody's
      const path = uniqueLink(page);
      const signedIn = await callEdge(path, { headers: { cookie } }, { env: cacheOn() });
      expect(signedIn.headers.get(HEADERS.edgeCache), page).toBe('MISS');
      expect(signedIn.headers.getSetCookie(), page).toEqual([]);
      const signedInHtml = await signedIn.text();
      const anonymous = await callEdge(path, {}, { env: cacheOn() });
      expect(anonymous.headers.get(HEADERS.edgeCache), page).toBe('HIT');
      expect(await anonymous.text(), page).toBe(signedInHtml);
      expect(signedInHtml, page).not.toContain(shopper.input.fullName);
      expect(signedInHtml, page).not.toContain(shopper.input.email);
      // the header leaves the greeting to the browser: the session menu island, loaded on demand
      expect(signedInHtml, page).toContain('data-island="SessionMenu" data-island-hydrate="demand"');
      // and the other way round: a page an anonymous visitor rendered is a hit for the shopper
      const other = uniqueLink(page);
      await (await callEdge(other, {}, { env: cacheOn() })).body?.cancel();
      const hit = await callEdge(other, { headers: { cookie } }, { env: cacheOn() });
      await hit.body?.cancel();
      expect(hit.headers.get(HEADERS.edgeCache), page).toBe('HIT');
    }
  });

  it("a signed-in shopper's own pages are never shared: rendered for them, private, never stored", async () => {
    const shopper = await registeredShopper();
    const cookie = shopper.jar.header();
    for (const page of ['/login', '/register', '/favorite', '/login/recuperar']) {
      const path = uniqueLink(page);
      const own = await callEdge(path, { headers: { cookie } }, { env: cacheOn() });
      await own.body?.cancel();
      expect(own.headers.get(HEADERS.edgeCache), page).toBeNull();
      expect(own.headers.get('cache-control'), page).toBe('private, no-store');
      const anonymous = await callEdge(path, {}, { env: cacheOn() });
      await anonymous.body?.cancel();
      expect(anonymous.headers.get(HEADERS.edgeCache), page).toBe('MISS');
    }
  });

  it("a session without the mark (older than it) gets its page rendered for it, and the page's session call writes the mark", async () => {
    const shopper = await registeredShopper();
    const cookie = shopper.jar
      .header()
      .split('; ')
      .filter((pair) => !pair.startsWith(`${COOKIES.signedIn.name}=`))
      .join('; ');
    expect(cookie).not.toContain(COOKIES.signedIn.name);
    const page = await callEdge(uniqueLink('/momentos'), { headers: { cookie } }, { env: cacheOn() });
    expect(page.headers.get(HEADERS.edgeCache)).toBeNull();
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    // the header island settles who is logged in
    expect(await page.text()).toContain('{"state":"unknown"}');
    const answer = await callEdge('/auth/session', { headers: { cookie } }, { env: cacheOn() });
    expect(await answer.json()).toMatchObject({ authenticated: true });
    expect(answer.headers.getSetCookie().join('\n')).toMatch(new RegExp(`^${COOKIES.signedIn.name}=1;`, 'm'));
    const next = await callEdge(uniqueLink('/momentos'), { headers: { cookie: `${cookie}; ${COOKIES.signedIn.name}=1` } }, { env: cacheOn() });
    await next.body?.cancel();
    expect(next.headers.get(HEADERS.edgeCache)).toBe('MISS');
  });

  it('never serves a cached page to a session without the mark, and never stores a page rendered for one', async () => {
    const path = uniqueLink('/momentos');
    await callEdge(path, {}, { env: cacheOn() });
    expect((await callEdge(path, {}, { env: cacheOn() })).headers.get(HEADERS.edgeCache)).toBe('HIT');
    const cookie = await sessionCookie();
    const signedIn = await callEdge(path, { headers: { cookie } }, { env: cacheOn() });
    expect(signedIn.headers.get(HEADERS.edgeCache)).toBeNull();
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.headers.get('content-security-policy')).toMatch(/'nonce-/);

    const personal = uniqueLink('/todososvinhos');
    await callEdge(personal, { headers: { cookie } }, { env: cacheOn() });
    expect((await callEdge(personal, {}, { env: cacheOn() })).headers.get(HEADERS.edgeCache)).toBe('MISS');
  });

  it('a Cookie header that any reader could take for a session is never shared, and a shared page greets nobody', async () => {
    const shopper = await registeredShopper();
    const token = shopper.jar.get('session') ?? '';
    const name = shopper.input.fullName;
    // the name-trimming, case and duplicate variants of the session cookie, on every kind of page
    const variants = [`session =${token}`, `session\t=${token}`, `\tsession=${token}`, `Session=${token}`, `SESSION =${token}`, `session=x; session =${token}`];
    for (const page of ['/momentos', '/politica/entrega', '/parceiros/vivalavida']) {
      for (const cookie of variants) {
        const path = uniqueLink(page);
        const signedIn = await callEdge(path, { headers: { cookie } }, { env: cacheOn() });
        await signedIn.body?.cancel();
        const anonymous = await callEdge(path, {}, { env: cacheOn() });
        expect(anonymous.headers.get(HEADERS.edgeCache), `${page} after ${JSON.stringify(cookie)}`).toBe('MISS');
        expect(await anonymous.text(), `${page} after ${JSON.stringify(cookie)}`).not.toContain(name);
      }
    }
  });

  it('a render joined by concurrent visitors hands none of them the Set-Cookie meant for its starter', async () => {
    // asking for the grouped listing writes the preference cookie into the starter's answer
    const path = `${uniqueLink('/todososvinhos')}&agrupado=1`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => callEdge(path, {}, { env: cacheOn() })));
    await Promise.all(answers.map((answer) => answer.body?.cancel()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(answers.filter((answer) => answer.headers.getSetCookie().length > 0)).toHaveLength(1);
  });

  it('keys on what changes the page: the query and the grouped preference, not other cookies', async () => {
    const path = uniqueLink('/todososvinhos');
    await callEdge(path, {}, { env: cacheOn() });
    expect((await callEdge(path, { headers: { cookie: 'tema=escuro' } }, { env: cacheOn() })).headers.get(HEADERS.edgeCache)).toBe('HIT');
    expect((await callEdge(path, { headers: { cookie: 'grouped=true' } }, { env: cacheOn() })).headers.get(HEADERS.edgeCache)).toBe('MISS');
    expect((await callEdge(`${path}&pagina=2`, {}, { env: cacheOn() })).headers.get(HEADERS.edgeCache)).toBe('MISS');
  });

  it('an ad click shares the page of its campaign: the click ids and utm tags are left out of the key and of the links', async () => {
    const path = uniqueLink('/todososvinhos');
    const first = await callEdge(`${path}&fbclid=clique-A1&utm_source=instagram`, {}, { env: cacheOn() });
    expect(first.headers.get(HEADERS.edgeCache)).toBe('MISS');
    const html = await first.text();
    // the pagination links carry the page's own query, never the click
    expect(html).toContain(`${path.slice(path.indexOf('?'))}&amp;pagina=2`);
    expect(html).not.toMatch(/fbclid|utm_source|clique-A1/);
    const clicks = [
      'fbclid=B2',
      'gclid=C3',
      'gbraid=D4',
      'wbraid=E5',
      'msclkid=F6',
      'ttclid=G7',
      'twclid=H8',
      'li_fat_id=I9',
      'mc_cid=J&mc_eid=K',
      '_ga=2.1&_gl=1*x',
      'srsltid=L',
      'utm_medium=cpc&utm_campaign=natal&utm_content=a&utm_term=b',
    ];
    for (const click of clicks) {
      const answer = await callEdge(`${path}&${click}`, {}, { env: cacheOn() });
      expect(answer.headers.get(HEADERS.edgeCache), click).toBe('HIT');
      expect(await answer.text(), click).toBe(html);
    }
  });

  it('keeps in the key every parameter a page reads: coupon, filters, page number', async () => {
    const path = uniqueLink('/todososvinhos');
    await (await callEdge(path, {}, { env: cacheOn() })).body?.cancel();
    for (const own of ['coupon=NATAL10', 'pagina=2', 'docura=seco', 'preco=0-49.99', 'agrupado=0']) {
      const answer = await callEdge(`${path}&${own}&fbclid=Z`, {}, { env: cacheOn() });
      await answer.body?.cancel();
      expect(answer.headers.get(HEADERS.edgeCache), own).toBe('MISS');
    }
  });

  it("a query naming the key's own parts gets a key of its own, never the plain page's", async () => {
    for (const planted of ['__agrupado=plantado&__modo=plantado', '__build=plantado&__formato=html', '__catalogue=0&__banners=0&__settings=0']) {
      // a query of its own that sorts before the planted names, as the plain page's empty query does
      const path = `/todososvinhos?A=${crypto.randomUUID()}`;
      const poisoned = await callEdge(`${path}&${planted}`, {}, { env: cacheOn() });
      await poisoned.body?.cancel();
      const plain = await callEdge(path, {}, { env: cacheOn() });
      await plain.body?.cancel();
      expect(plain.headers.get(HEADERS.edgeCache), planted).toBe('MISS');
    }
  });

  it('a purge passes over the pages showing the purged scope, and only those', async () => {
    const listing = uniqueLink('/momentos');
    const partner = uniqueLink('/parceiros/vivalavida');
    for (const path of [listing, partner]) await callEdge(path, {}, { env: cacheOn() });
    for (const path of [listing, partner]) expect((await callEdge(path, {}, { env: cacheOn() })).headers.get(HEADERS.edgeCache)).toBe('HIT');

    await purgeScopes(testBindings, ['partners']);
    expect((await callEdge(listing, {}, { env: cacheOn() })).headers.get(HEADERS.edgeCache)).toBe('HIT');
    expect((await callEdge(partner, {}, { env: cacheOn() })).headers.get(HEADERS.edgeCache)).toBe('MISS');

    await purgeScopes(testBindings, ['catalogue']);
    expect((await callEdge(listing, {}, { env: cacheOn() })).headers.get(HEADERS.edgeCache)).toBe('MISS');
  });

  it('does not keep a failed page or one that sets a cookie', async () => {
    const missing = uniqueLink('/produto/nao-existe-999999');
    expect((await callEdge(missing, {}, { env: cacheOn() })).status).toBe(404);
    expect((await callEdge(missing, {}, { env: cacheOn() })).headers.get(HEADERS.edgeCache)).toBe('MISS');
    // asking for the grouped listing writes the preference cookie: that answer is this visitor's
    const grouped = `${uniqueLink('/todososvinhos')}&agrupado=1`;
    const first = await callEdge(grouped, {}, { env: cacheOn() });
    expect(first.headers.get('set-cookie')).toContain('grouped=true');
    expect((await callEdge(grouped, {}, { env: cacheOn() })).headers.get(HEADERS.edgeCache)).toBe('MISS');
  });

  it('does not keep a page rendered while one of its sections failed', async () => {
    await fakeUpstream.reset();
    await fakeUpstream.behave('/api/messageBanner', { status: 500, body: '{}' });
    // past any header strip the catalogue cache keeps from earlier tests
    await purgeScopes(testBindings, ['banners']);
    const degraded = { ...envWithFakeUpstream({ EDGE_CACHE: 'on' }) };
    const path = uniqueLink('/momentos');
    expect((await callEdge(path, {}, { env: degraded })).status).toBe(200);
    expect((await callEdge(path, {}, { env: degraded })).headers.get(HEADERS.edgeCache)).toBe('MISS');
    await fakeUpstream.reset();
  });
});
