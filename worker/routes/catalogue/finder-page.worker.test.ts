import { SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { finderResponseSchema } from '../../../src/contracts/finder.ts';
import { SWEETNESS_NAMES } from '../../../src/contracts/sweetness.ts';
import { FINDER_MESSAGES } from '../../../src/core/messages/pt-BR.ts';
import { ORIGIN, callEdge, fakeUpstream } from '../../test/edge-harness.ts';
import { degradedPageHtml, fetchPage, pageHtml } from '../../test/pages.ts';
import { argentineMalbecHit, malbecLento } from '../../../src/test-support/wines.ts';
import { categoryButton } from '../../../src/test-support/categories.ts';

/** The finder's own answer for the same answers, through the edge's proxy (the page must agree with it). */
async function finderApi(query: string) {
  const response = await SELF.fetch(`${ORIGIN}/api/finder?${query}`);
  expect(response.status).toBe(200);
  return finderResponseSchema.parse(await response.json());
}

const QUESTIONS = Object.values(FINDER_MESSAGES.questions);

/** Radio values offered for one question's parameter. */
function radioValues(html: string, param: string): string[] {
  return [...html.matchAll(new RegExp(`type="radio"[^>]*name="${param}"[^>]*value="([^"]+)"`, 'g'))].map((match) => match[1]!);
}

/** Product ids of the wine cards, in page order. */
function cardIds(html: string): number[] {
  return [...html.matchAll(/id="vinho-(\d+)"/g)].map((match) => Number(match[1]));
}

describe('/sommelier, Iniciante', () => {
  it('asks the first question as a GET form that works without JavaScript', async () => {
    const html = await pageHtml('/sommelier');
    expect(html).toMatch(/<h1[^>]*>Sommelier virtual<\/h1>/);
    expect(html).toContain('data-island="SommelierFinder"');
    const form = /<form [^>]*>/.exec(html.slice(html.indexOf('data-island="SommelierFinder"')))?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/sommelier"');
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>.*Pergunta 1 de 7.*<h2 id="pergunta-titulo"[^>]*>Qual a ocasião\?<\/h2><\/legend>/);
    expect(html).toContain(FINDER_MESSAGES.explanations.occasion);
    expect(html).toMatch(/<input type="hidden" name="modo" value="iniciante"\/>/);
    expect(html).toMatch(/<input type="hidden" name="passo" value="2"\/>/);
    expect(radioValues(html, 'ocasiao')).toContain('churrasco');
    const all = await finderApi('');
    expect(html).toContain(`role="status">${FINDER_MESSAGES.matching(all.total)}`);
    // Skipping, seeing the wines now and restarting are links; there is no step before the first.
    expect(html).toContain('href="/sommelier?modo=iniciante&amp;passo=2"');
    expect(html).toContain('href="/sommelier?modo=iniciante&amp;passo=8"');
    expect(html).not.toContain('>Voltar<');
    // The tutorial overlay comes with the finder, closed (it opens in the browser).
    expect(html).toMatch(/<dialog [^>]*aria-labelledby="tutorial-titulo"[^>]*><\/dialog>/);
  });

  it('asks the seven questions in the spec order (sweetness after the type), one per step', async () => {
    for (const [index, question] of QUESTIONS.entries()) {
      const { html } = await fetchPage(`/sommelier?modo=iniciante&passo=${index + 1}`);
      expect(html, `passo ${index + 1}`).toContain(`>${question}</h2>`);
      expect(html).toContain(`Pergunta ${index + 1} de 7`);
    }
    expect(QUESTIONS).toEqual([
      'Qual a ocasião?',
      'Qual o prato principal?',
      'Quanto quer investir?',
      'Tinto, branco, rosé ou espumante?',
      'Seco ou mais docinho?',
      'Alguma uva preferida?',
      'De que país?',
    ]);
  });

  it('carries the answers so far, counts each option and hides dead ends', async () => {
    const { html } = await fetchPage('/sommelier?modo=iniciante&passo=2&ocasiao=churrasco');
    expect(html).toContain('Qual o prato principal?');
    expect(html).toMatch(/<input type="hidden" name="ocasiao" value="churrasco"\/>/);
    const api = await finderApi('occasion=churrasco');
    const dishes = api.questions.find((facet) => facet.question === 'dish')!.options;
    const alive = dishes.filter((option) => (option.count ?? 0) > 0).map((option) => option.value);
    const dead = dishes.filter((option) => option.count === 0).map((option) => option.value);
    expect(dead.length).toBeGreaterThan(0); // churrasco is all reds: no fish
    expect(radioValues(html, 'prato')).toEqual(alive);
    const first = dishes.find((option) => option.value === alive[0])!;
    expect(html).toContain(FINDER_MESSAGES.optionCount(first.count!));
    expect(html).toContain('href="/sommelier?modo=iniciante&amp;ocasiao=churrasco"'); // Voltar
  });

  it('asks the sweetness right after the type, each option explained and counted', async () => {
    const { html } = await fetchPage('/sommelier?modo=iniciante&passo=5&tipo=espumante');
    expect(html).toContain('>Seco ou mais docinho?</h2>');
    expect(html).toContain(FINDER_MESSAGES.explanations.sweetness);
    expect(html).toMatch(/<input type="hidden" name="tipo" value="espumante"\/>/);
    const api = await finderApi('type=espumante');
    const options = api.questions.find((facet) => facet.question === 'sweetness')!.options;
    const alive = options.filter((option) => (option.count ?? 0) > 0);
    expect(alive.length).toBeGreaterThan(1);
    expect(radioValues(html, 'docura')).toEqual(alive.map((option) => option.value));
    expect(html).toContain(SWEETNESS_NAMES.seco.hint);
    const results = await pageHtml(`/sommelier?modo=iniciante&passo=8&tipo=espumante&docura=${alive[1]!.value}`);
    const narrowed = await finderApi(`type=espumante&sweetness=${alive[1]!.value}`);
    expect(narrowed.total).toBe(alive[1]!.count);
    expect(cardIds(results)).toEqual(narrowed.wines.map((wine) => wine.id));
    expect(results).toMatch(new RegExp(`Doçura(<!-- -->)?:</span> (<!-- -->)?${alive[1]!.label}`));
  });

  it('shows the results with the answers, in stock first, each with add to cart', async () => {
    const { html } = await fetchPage('/sommelier?modo=iniciante&passo=8&ocasiao=churrasco&preco=50-a-100');
    const api = await finderApi('occasion=churrasco&price=50-a-100');
    expect(api.total).toBeGreaterThan(0);
    expect(html).toContain('>Seus vinhos</h2>');
    expect(html).toMatch(/Ocasião(<!-- -->)?:<\/span> (<!-- -->)?Churrasco/);
    expect(html).toContain(FINDER_MESSAGES.matching(api.total));
    expect(cardIds(html)).toEqual(api.wines.map((wine) => wine.id));
    expect(html.match(/aria-label="Adicionar ao carrinho: [^"]+"/g)?.length).toBe(api.wines.length);
    expect(html).toMatch(/href="\/sommelier\?modo=iniciante&amp;ocasiao=churrasco&amp;preco=50-a-100" aria-label="Alterar ocasião"/);
  });

  it('says so when no wine is left, with the ways out', async () => {
    const { html } = await fetchPage('/sommelier?modo=iniciante&passo=8&tipo=espumante&prato=carnes-vermelhas&preco=acima-de-400');
    expect(html).toContain(FINDER_MESSAGES.emptyResults);
    expect(cardIds(html)).toEqual([]);
    expect(html).toContain('>Recomeçar<');
  });

  it('sets answers aside that name nothing (a stale link) and says so', async () => {
    const html = await pageHtml('/sommelier?modo=iniciante&passo=8&ocasiao=natal&tipo=tinto');
    expect(html).toContain(FINDER_MESSAGES.ignored);
    expect(html).toMatch(/Tipo(<!-- -->)?:<\/span> (<!-- -->)?Tinto/);
  });

  it('answers "Page Not Found: {fullPath}" for parameters that do not validate', async () => {
    for (const query of ['preco=barato', 'passo=9', 'modo=expert', 'tipo=Tinto']) {
      const { status, html } = await fetchPage(`/sommelier?${query}`);
      expect(status, query).toBe(404);
      expect(html).toContain(`Page Not Found: /sommelier?${query}`);
    }
  });
});

describe('/sommelier, Conhecedor', () => {
  it('shows the seven questions as compact filters and the results at once, and remembers the mode', async () => {
    const { status, html, headers } = await fetchPage('/sommelier?modo=conhecedor&tipo=tinto&pais=argentina');
    expect(status).toBe(200);
    for (const question of QUESTIONS) expect(html).toMatch(new RegExp(`<legend id="filtro-[a-z]+"[^>]*>${question.replace('?', '\\?')}</legend>`));
    expect(html.match(/<select /g)?.length).toBe(7);
    expect(html).toMatch(/<option value="tinto" selected="">Tinto \(\d+\)<\/option>/);
    const api = await finderApi('type=tinto&country=argentina');
    expect(cardIds(html)).toEqual(api.wines.map((wine) => wine.id));
    expect(headers.get('set-cookie')).toMatch(/^appModel=conhecedor; Max-Age=31536000; Path=\/;( Secure;)? SameSite=Lax$/);

    const remembered = await fetchPage('/sommelier', { headers: { cookie: 'appModel=conhecedor' } });
    expect(remembered.html.match(/<select /g)?.length).toBe(7);
    expect(remembered.html).toMatch(/href="\/sommelier\?modo=conhecedor" aria-current="true"/);
  });

  it('pages the results with links that keep the filters', async () => {
    const api = await finderApi('');
    expect(api.total).toBeGreaterThan(12);
    const { html } = await fetchPage('/sommelier?modo=conhecedor');
    expect(html).toContain('href="/sommelier?modo=conhecedor&amp;pagina=2"');
    const second = await fetchPage('/sommelier?modo=conhecedor&pagina=2');
    expect(cardIds(second.html)).toEqual((await finderApi('page=2')).wines.map((wine) => wine.id));
  });
});

describe('links to the finder (DECISIONS: header and home page, not the header filter)', () => {
  it('puts "Sommelier virtual" in the header bar of every page and a call to action on /momentos', async () => {
    const { html } = await fetchPage('/momentos');
    const header = html.slice(html.indexOf('data-site-header'), html.indexOf('</header>'));
    expect(header).toMatch(/<a [^>]*href="\/sommelier"[^>]*>.*Sommelier virtual<\/span><\/a>/);
    const filterNav = html.slice(html.indexOf('data-filter-nav'), html.indexOf('</nav>', html.indexOf('data-filter-nav')));
    expect(filterNav).toContain('href="/momentos"');
    expect(filterNav).not.toContain('/sommelier');
    const main = html.slice(html.indexOf('<main'));
    expect(main).toMatch(/Não sabe qual escolher\? Pergunte ao(<!-- -->)? <a [^>]*href="\/sommelier"[^>]*>Sommelier virtual<\/a>/);
    expect((await fetchPage('/todososvinhos')).html).toContain('href="/sommelier"');
  });
});

describe('hosted mode: a backend without /api/finder (DECISIONS "Hosted mode")', () => {
  const wine = malbecLento({ price: 39.9, list_price: 39.9 });
  const occasion = categoryButton({ icon: '', description: 'Tintos para a brasa' });
  const categories = { categories: [{ slug: 'tinto', kind: 'tipo', name: 'Tinto', plural_name: 'Tintos', description: '', wine_count: 1 }] };

  beforeEach(async () => {
    await fakeUpstream.reset();
    await fakeUpstream.behave('/api/finder', { status: 404, body: JSON.stringify({ error: 'not_found', message: 'Recurso não encontrado' }) });
    await fakeUpstream.behave('/api/filters', { body: JSON.stringify({ buttons: [occasion], promotion: null }) });
    await fakeUpstream.behave('/api/categories', { body: JSON.stringify(categories) });
  });

  it('narrows through GET /api/wines with every answer as its filter, offering every option without counts', async () => {
    await fakeUpstream.behave('/api/wines', { body: JSON.stringify({ wines: [wine], total: 1, page: 1, pageSize: 12 }) });
    const response = await callEdge('/sommelier?modo=iniciante&passo=3&ocasiao=churrasco&preco=ate-50&tipo=tinto');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Quanto quer investir?');
    expect(html).toContain(FINDER_MESSAGES.countsUnavailable);
    expect(html).toContain(FINDER_MESSAGES.matching(1));
    expect(radioValues(html, 'preco')).toEqual(['ate-50', '50-a-100', '100-a-200', '200-a-400', 'acima-de-400']);
    expect(html).not.toMatch(/class="[^"]*optionCount/);
    const [call] = await fakeUpstream.calls('/api/wines');
    const asked = new URLSearchParams(call!.search);
    expect(Object.fromEntries(asked)).toMatchObject({ occasion: 'churrasco', type: 'tinto', preco: '0-49.99', page: '1', pageSize: '12' });
  });

  it('narrows through the search when the wine list is missing too', async () => {
    await fakeUpstream.behave('/api/wines', { status: 404, body: JSON.stringify({ error: 'not_found', message: 'x' }) });
    const raw = (id: number, type: string) => argentineMalbecHit(id, { type });
    await fakeUpstream.behave('/search_similar_asv', { body: JSON.stringify({ similar_wines: [raw(31, 'tinto'), raw(32, 'branco')], total: 2 }) });
    const response = await callEdge('/sommelier?modo=iniciante&passo=8&ocasiao=churrasco&tipo=tinto');
    const html = await response.text();
    expect(html).toContain(FINDER_MESSAGES.searchResults);
    expect(cardIds(html)).toEqual([31]);
    const [call] = await fakeUpstream.calls('/search_similar_asv');
    expect(JSON.parse(call!.body)).toMatchObject({ search_term: 'Churrasco Tinto' });
  });

  it('degrades to a retry link when the finder fails otherwise', async () => {
    await fakeUpstream.behave('/api/finder', { status: 500 });
    const html = await degradedPageHtml('/sommelier?modo=conhecedor');
    expect(html).toContain('href="/sommelier?modo=conhecedor"');
  });
});
