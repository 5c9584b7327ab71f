import { afterEach, describe, expect, it } from 'vitest';
import { seedStatements } from '../../../backend/seed/index.ts';
import { testEnv } from '../../../backend/test/test-env.ts';
import { callEdge, fakeUpstream } from '../../test/edge-harness.ts';
import { degradedPageHtml } from '../../test/pages.ts';
import { COOKIES } from '../../../src/core/constants.ts';
import { malbecLento } from '../../../src/test-support/wines.ts';
import { categoryButton } from '../../../src/test-support/categories.ts';

/**
 * Catalogue pages when the commerce service is slow or fails (ARCHITECTURE "Rendering"): a
 * shopper's page streams its header first, a failed section degrades in place, a failed page keeps
 * the shop around its error. The pages' content is catalogue-pages.worker.test.ts's.
 */
afterEach(async () => {
  await testEnv.DB.batch(seedStatements().map((sql) => testEnv.DB.prepare(sql)));
});

describe('streaming and degraded sections', () => {
  // A shopper's page (any session cookie) is rendered per request and streams; an anonymous one is
  // rendered whole for the edge cache (worker/page-cache/page-cache.worker.test.ts).
  it("flushes the header of a shopper's page before the catalogue answers", async () => {
    await fakeUpstream.reset();
    const occasion = categoryButton({ description: 'Tintos para a brasa' });
    const wine = malbecLento();
    await fakeUpstream.behave('/api/messageBanner', { delayMs: 400, body: JSON.stringify({ messageBanner: [{ text: 'Oi' }] }) });
    await fakeUpstream.behave('/api/filters', { delayMs: 400, body: JSON.stringify({ buttons: [occasion], promotion: null }) });
    await fakeUpstream.behave('/api/wines', { delayMs: 400, body: JSON.stringify({ wines: [wine], total: 1, page: 1, pageSize: 24 }) });
    const response = await callEdge('/momentos', { headers: { cookie: `${COOKIES.session.name}=sessao-de-teste` } });
    // Read until the page heading has arrived: by then no catalogue data may have.
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    while (!received.includes('Vinhos para cada momento')) {
      const { value, done } = await reader.read();
      if (done) break;
      received += decoder.decode(value, { stream: true });
    }
    const early = received;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) received += decoder.decode(chunk.value, { stream: true });
    expect(early).toContain('<header');
    expect(early).not.toContain('id="categoria-nome"');
    expect(early).not.toContain('Malbec Lento');
    // …and they did arrive later in the same response.
    expect(received).toContain('id="categoria-nome"');
    expect(received).toContain('Malbec Lento');
  });

  it('keeps the page when the wine list fails, with a retry link in its place', async () => {
    await fakeUpstream.reset();
    await fakeUpstream.behave('/api/wines', { status: 500 });
    const html = await degradedPageHtml('/todososvinhos');
    expect(html).toContain('Tentar novamente');
  });
});

describe('a page whose critical data fails', () => {
  it('keeps the shop around the error: header, footer, the status, a pt-BR explanation, "Tentar novamente", no internal text', async () => {
    await fakeUpstream.reset();
    await fakeUpstream.behave('/api/wine/1001', { status: 500, body: 'SQLITE_ERROR: no such table: wines (segredo interno)' });
    const response = await callEdge('/produto/vinho-1001?de=email');
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('data-site-header');
    expect(html).toContain('<footer');
    expect(html).toContain('>502<');
    expect(html).toContain('Serviço indisponível no momento. Tente novamente em instantes.');
    expect(html).toMatch(/<a[^>]*href="\/produto\/vinho-1001\?de=email"[^>]*>Tentar novamente<\/a>/);
    expect(html).toContain('href="/"');
    expect(html).not.toMatch(/SQLITE|segredo interno|upstream|answered 500/);
  });
});

describe('a partner campaign page under backend faults', () => {
  it('still answers 200 when the partner record cannot be read', async () => {
    await fakeUpstream.reset();
    await fakeUpstream.behave('/api/partners/vivalavida', { status: 500 });
    const response = await callEdge('/parceiros/vivalavida');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1 id="parceiro-nome"');
    expect(html).toContain('vivalavida');
  });

  it('answers within one loader timeout when its first call hangs: the calls after it get what is left of it (spec §9)', async () => {
    await fakeUpstream.reset();
    for (const path of ['/api/partners/vivalavida', '/api/wines', '/api/filters', '/api/company', '/api/banner', '/api/messageBanner']) {
      await fakeUpstream.behave(path, { delayMs: 2_000 });
    }
    const response = await callEdge('/parceiros/vivalavida', {}, { app: { upstreamTimeoutMs: 100 } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1 id="parceiro-nome"');
    // the partner record took the whole 100 ms: the page's sections were never asked for, so
    // their own timeouts did not add to it
    for (const path of ['/api/wines', '/api/filters', '/api/company']) expect(await fakeUpstream.calls(path)).toEqual([]);
  });

  it('is still a 404 for a partner that does not exist', async () => {
    await fakeUpstream.reset();
    await fakeUpstream.behave('/api/partners/ninguem', { status: 404 });
    expect((await callEdge('/parceiros/ninguem')).status).toBe(404);
  });
});
