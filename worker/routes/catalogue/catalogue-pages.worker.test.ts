import { afterEach, describe, expect, it } from 'vitest';
import { seedStatements } from '../../../backend/seed/index.ts';
import { testEnv } from '../../../backend/test/test-env.ts';
import { fetchPage, pageHtml } from '../../test/pages.ts';
import { LISTING_PAGE_SIZE } from '../../../src/contracts/catalogue.ts';
import { MESSAGES } from '../../../src/core/messages/pt-BR.ts';

/** Prices shown as the sale price of each card ("R$ 1.234,56"), as numbers. */
function cardPrices(html: string): number[] {
  return [...html.matchAll(/class="[^"]*price[^"]*">(?:<span[^>]*>Por <\/span>)?R\$ ([\d.]+,\d{2})</g)].map((match) =>
    Number(match[1]!.replaceAll('.', '').replace(',', '.')),
  );
}

afterEach(async () => {
  await testEnv.DB.batch(seedStatements().map((sql) => testEnv.DB.prepare(sql)));
});

describe('/momentos (spec §2 wines for occasions)', () => {
  it('shows the occasions carousel with the first one selected, its card and its wines', async () => {
    const html = await pageHtml('/momentos');
    expect(html).toContain('<h1');
    expect(html).toContain('Vinhos para cada momento');
    expect(html).toMatch(/href="\/momentos\?ocasiao=churrasco" aria-current="page"/);
    expect(html).toContain('id="categoria-nome"');
    expect(html).toMatch(/\d+ vinhos/);
    expect(cardPrices(html).length).toBeGreaterThan(0);
  });

  it('tells search engines who the shop is and how to search it', async () => {
    const { html } = await fetchPage('/momentos');
    expect(html).toContain('"@type":"Organization"');
    expect(html).toContain('"@type":"SearchAction"');
    expect(html).toContain('https://loja.test/resultados/{search_term_string}');
    expect(html).toContain('<link rel="canonical" href="https://loja.test/momentos"/>');
    // A page without a picture of its own is shared with the shop's (raster) icon.
    expect(html).toContain('<meta property="og:image" content="https://loja.test/icons/icon-512.png"/>');
  });

  it('shows the banner-left and banner-right images (spec §2) with their links', async () => {
    const { html } = await fetchPage('/momentos');
    expect(html).toMatch(/data-slot="left"[^>]*>|href="[^"]+" data-slot="left"/);
    expect(html).toContain('data-slot="right"');
    expect(html).toContain('aria-label="Destaques"');
  });

  it('selects an occasion from the query', async () => {
    const { html } = await fetchPage('/momentos?ocasiao=verao');
    expect(html).toMatch(/href="\/momentos\?ocasiao=verao" aria-current="page"/);
    expect(html).toMatch(/id="categoria-nome"[^>]*>Verão</);
  });

  it('answers "Page Not Found: {fullPath}" for an occasion that does not exist', async () => {
    const html = await pageHtml('/momentos?ocasiao=natal', 404);
    expect(html).toContain('Page Not Found: /momentos?ocasiao=natal');
  });

  it('filters to the affordable band (R$ 0 to R$ 49,99) from /home?preco', async () => {
    const redirect = await fetchPage('/home?preco=0-49.99');
    expect(redirect.headers.get('location')).toBe('/momentos?preco=0-49.99');
    const { html } = await fetchPage('/momentos?preco=0-49.99');
    const prices = cardPrices(html);
    expect(prices.length).toBeGreaterThan(0);
    expect(Math.max(...prices)).toBeLessThanOrEqual(49.99);
  });

  it('lists every wine of the affordable band, not only the first occasion’s, under a heading that says so, paged', async () => {
    const inBand = await testEnv.DB.prepare('SELECT count(*) AS n FROM wines WHERE active = 1 AND price <= 49.99').first<{ n: number }>();
    const { html } = await fetchPage('/momentos?preco=0-49.99');
    expect(html).toContain('>Vinhos até R$ 49,99</h1>');
    expect(html).toContain(MESSAGES.wineCount(inBand?.n ?? 0));
    expect(html).toContain('href="/momentos?preco=0-49.99&amp;pagina=2"');
    // with an occasion, the band narrows that occasion's wines and says so
    const churrasco = await fetchPage('/momentos?ocasiao=churrasco&preco=0-49.99');
    expect(churrasco.html).toContain('Mostrando vinhos de até R$ 49,99.');
    expect(Math.max(...cardPrices(churrasco.html))).toBeLessThanOrEqual(49.99);
  });

  it('refuses another price band', async () => {
    expect((await fetchPage('/momentos?preco=10-20')).status).toBe(404);
  });

  it('pages long lists with links that work without JavaScript', async () => {
    const first = await fetchPage('/momentos?ocasiao=churrasco');
    expect(first.html).toContain('href="/momentos?ocasiao=churrasco&amp;pagina=2"');
    const second = await fetchPage('/momentos?ocasiao=churrasco&pagina=2');
    expect(second.html).toMatch(/aria-current="page">2</);
  });

  it('renders 12 wines a page (docs/decisions.md "Listing pages of 12"), the next 12 on page 2', async () => {
    const cardIds = (html: string) => [...html.matchAll(/<article[^>]*aria-labelledby="vinho-(\d+)"/g)].map((match) => match[1]);
    const first = cardIds((await fetchPage('/momentos?ocasiao=churrasco')).html);
    const second = cardIds((await fetchPage('/momentos?ocasiao=churrasco&pagina=2')).html);
    expect(first).toHaveLength(LISTING_PAGE_SIZE);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
  });
});

describe('/pratos (spec §2 wines by dish)', () => {
  it('shows the first dish by default and the other dishes after it', async () => {
    const { html } = await fetchPage('/pratos');
    expect(html).toMatch(/id="categoria-nome"[^>]*>Carnes vermelhas</);
    expect(html).toContain('Outros pratos');
    expect(html).toContain('id="prato-massas"');
    expect(html).not.toContain('id="prato-carnes-vermelhas"');
  });

  it('selects the dish named in the query (spec: query name = a main-course name)', async () => {
    const { html } = await fetchPage('/pratos?name=Massas');
    expect(html).toMatch(/id="categoria-nome"[^>]*>Massas</);
  });
});

describe('/todososvinhos (grouped or not, remembered)', () => {
  it('lists all wines, not grouped by default', async () => {
    const { html } = await fetchPage('/todososvinhos');
    expect(html).toMatch(/href="\/todososvinhos\?agrupado=0" aria-current="true"/);
    expect(html).not.toContain('id="grupo-tinto"');
  });

  it('groups by type when asked, and remembers it in a cookie', async () => {
    const grouped = await fetchPage('/todososvinhos?agrupado=1');
    expect(grouped.html).toContain('id="grupo-tinto"');
    expect(grouped.html).toContain('href="/tinto"');
    expect(grouped.headers.get('set-cookie')).toMatch(/grouped=true/);
    const again = await fetchPage('/todososvinhos', { headers: { cookie: 'grouped=true' } });
    expect(again.html).toContain('id="grupo-tinto"');
  });
});

describe('/blackfriday (spec §4 promotion flag)', () => {
  it('is offered while the site is in promotion, with the labels of the promotion record', async () => {
    const html = await pageHtml('/blackfriday');
    const promotion = await testEnv.DB.prepare('SELECT page_promo_label, nav_promo_label FROM promotions LIMIT 1').first<{
      page_promo_label: string;
      nav_promo_label: string;
    }>();
    expect(html).toContain(promotion!.page_promo_label.replaceAll('&', '&amp;'));
    expect(html).toMatch(new RegExp(`data-selection="black_friday"[^>]*>${promotion!.nav_promo_label}<`));
  });

  it('redirects to /momentos and hides the button unless the flag is exactly 1', async () => {
    await testEnv.DB.prepare('UPDATE promotions SET site_in_promotion = 2').run();
    const { status, headers } = await fetchPage('/blackfriday');
    expect(status).toBe(302);
    expect(headers.get('location')).toBe('/momentos');
    expect((await fetchPage('/momentos')).html).not.toContain('data-selection="black_friday"');
  });
});

describe('/{category}', () => {
  it('shows a type, country or grape page titled with its name', async () => {
    for (const slug of ['tinto', 'argentina', 'malbec']) {
      const html = await pageHtml(`/${slug}`);
      expect(html).toMatch(/<title>[^<]+ - Adega Sommelier<\/title>/);
      expect(cardPrices(html).length).toBeGreaterThan(0);
    }
  });

  it('narrows by sweetness with plain links that say how many wines each leaves', async () => {
    const counts = (
      await testEnv.DB.prepare("SELECT sweetness, count(*) AS n FROM wines WHERE active = 1 AND country_slug = 'portugal' GROUP BY sweetness").all<{
        sweetness: string;
        n: number;
      }>()
    ).results;
    expect(counts.length).toBeGreaterThan(1);
    const html = await pageHtml('/portugal');
    expect(html).toMatch(/<nav[^>]*aria-labelledby="faceta-docura"/u);
    expect(html).toMatch(/<a[^>]*href="\/portugal"[^>]*aria-current="page"[^>]*>Todos<\/a>/u);
    const sweet = counts.find((row) => row.sweetness === 'doce')!;
    expect(html).toContain(`href="/portugal?docura=doce">Doce (${sweet.n})</a>`);
    const narrowed = await pageHtml('/portugal?docura=doce');
    expect(narrowed).toMatch(/<a[^>]*href="\/portugal\?docura=doce"[^>]*aria-current="page"[^>]*>Doce/u);
    expect(narrowed).toContain(MESSAGES.wineCount(sweet.n));
    expect(await pageHtml('/portugal?docura=docinho', 404)).toContain('Page Not Found: /portugal?docura=docinho');
  });

  it('narrows search results by sweetness, with the counts of what the term finds', async () => {
    const html = await pageHtml('/resultados/porto');
    const doce = /href="\/resultados\/porto\?docura=doce">Doce \((\d+)\)<\/a>/u.exec(html);
    expect(doce).not.toBeNull();
    const narrowed = await pageHtml('/resultados/porto?docura=doce');
    expect(narrowed).toMatch(/<a[^>]*href="\/resultados\/porto\?docura=doce"[^>]*aria-current="page"[^>]*>Doce/u);
    expect(narrowed).toContain(MESSAGES.wineCount(Number(doce![1])));
    const ids = [...narrowed.matchAll(/id="vinho-(\d+)"/gu)].map((match) => Number(match[1]));
    const sweetness = await testEnv.DB.prepare(`SELECT DISTINCT sweetness FROM wines WHERE id IN (${ids.join(',')})`).all<{ sweetness: string }>();
    expect(sweetness.results).toEqual([{ sweetness: 'doce' }]);
    expect(await pageHtml('/resultados/porto?docura=docinho', 404)).toContain('Page Not Found: /resultados/porto?docura=docinho');
  });

  it('has one address per search: any other spelling of the term moves there for good, its query kept', async () => {
    for (const [path, canonical] of [
      ['/resultados/Malbec%20Tinto', '/resultados/malbec-tinto'],
      ['/resultados/MALBEC--tinto?docura=seco', '/resultados/malbec-tinto?docura=seco'],
      ['/resultados/ros%C3%A9%20seco', '/resultados/ros%C3%A9-seco'],
    ]) {
      const { status, headers } = await fetchPage(path ?? '');
      expect(status, path).toBe(301);
      expect(headers.get('location'), path).toBe(canonical);
    }
    expect((await fetchPage('/resultados/malbec-tinto')).status).toBe(200);
  });

  it('is the 404 "Page not found: {path}" for anything else', async () => {
    const html = await pageHtml('/nao-existe', 404);
    expect(html).toContain('Page not found: /nao-existe');
  });
});

describe('/produto/{name}-{id}', () => {
  async function someWine() {
    return (await testEnv.DB.prepare('SELECT id, name, price, stock FROM wines WHERE stock > 0 ORDER BY id LIMIT 1').first<{
      id: number;
      name: string;
      price: number;
      stock: number;
    }>())!;
  }

  it('moves any other name part to the canonical path', async () => {
    const wine = await someWine();
    const { status, headers } = await fetchPage(`/produto/outro-nome-${wine.id}`);
    expect(status).toBe(301);
    expect(headers.get('location')).toMatch(new RegExp(`^/produto/[a-z0-9-]+-${wine.id}$`));
  });

  it('shows the wine with its title, price, structured data and preview image', async () => {
    const wine = await someWine();
    const location = (await fetchPage(`/produto/x-${wine.id}`)).headers.get('location')!;
    const html = await pageHtml(location);
    expect(html).toContain(`<title>${wine.name} - Adega Sommelier</title>`);
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('"priceCurrency":"BRL"');
    expect(html).toContain('"availability":"https://schema.org/InStock"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain(`<meta property="og:image" content="https://loja.test/media/wines/${wine.id}.png"/>`);
    expect(html).toContain(`"image":["https://loja.test/media/wines/${wine.id}.png"]`);
    // The score is the shop's own note: no invented review count (docs/decisions.md).
    expect(html).not.toContain('aggregateRating');
    expect(html).toContain('Ficha técnica');
    expect(html).toContain('data-island="AddToCartButton"');
    // ECA Digital: where a wine can be bought, the sale is said to be to adults only
    expect(html).toContain('Venda e entrega somente a maiores de 18 anos.');
  });

  it('states the wine’s facts in its structured data: the producer as brand, grapes, sweetness, alcohol, vintage, region', async () => {
    const html = await pageHtml((await fetchPage('/produto/x-1042')).headers.get('location')!);
    const product = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/gu)]
      .map(
        (match) =>
          JSON.parse(match[1]!) as { '@type': string; brand?: { name: string }; additionalProperty?: { propertyID: string; name: string; value: string }[] },
      )
      .find((data) => data['@type'] === 'Product')!;
    const wine = (await testEnv.DB.prepare('SELECT producer, vintage, alcohol, region, sweetness FROM wines WHERE id = 1042').first<{
      producer: string;
      vintage: number;
      alcohol: number;
      region: string;
      sweetness: string;
    }>())!;
    const grapes = (
      await testEnv.DB.prepare('SELECT name, share FROM wine_grapes WHERE wine_id = 1042 ORDER BY position').all<{ name: string; share: number | null }>()
    ).results;
    expect(product.brand).toEqual({ '@type': 'Brand', name: wine.producer });
    const property = (id: string) => product.additionalProperty?.find((entry) => entry.propertyID === id);
    expect(property('grapes')).toMatchObject({
      '@type': 'PropertyValue',
      name: 'Uvas',
      value: grapes.map((g) => (g.share ? `${g.name} (${g.share}%)` : g.name)).join(', '),
    });
    expect(grapes.length).toBeGreaterThan(1);
    expect(property('sweetness')?.value.toLowerCase()).toBe(wine.sweetness);
    expect(property('vintage')?.value).toBe(String(wine.vintage));
    expect(property('alcohol')?.value).toBe(`${String(wine.alcohol).replace('.', ',')}% vol.`);
    expect(property('region')?.value).toBe(`${wine.region}, Itália`);
    expect(html).not.toContain('aggregateRating');
  });

  it('answers "Page Not Found: {fullPath}" for an unknown wine', async () => {
    const html = await pageHtml('/produto/vinho-999999', 404);
    expect(html).toContain('Page Not Found: /produto/vinho-999999');
  });
});

describe('/resultados/{term}', () => {
  it('shows the search results under the title "Resultados"', async () => {
    const html = await pageHtml('/resultados/malbec');
    expect(html).toContain('<title>Adega Sommelier - Resultados</title>');
    expect(html).toContain('Resultados para “malbec”');
    expect(html).toMatch(/Malbec/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('says "nenhum vinho encontrado" when nothing matches', async () => {
    expect((await fetchPage('/resultados/zzzqqqxxx')).html).toContain('nenhum vinho encontrado');
  });
});

describe('/parceiros/{brand}', () => {
  it('is titled with the brand and shared as "Loja parceira | {store} | {brand}"', async () => {
    const html = await pageHtml('/parceiros/vivalavida');
    expect(html).toContain('<title>Viva la Vida</title>');
    expect(html).toContain('<meta property="og:title" content="Loja parceira | Adega Sommelier | Viva la Vida"/>');
  });

  it('lists every partner on the Desktop and Mobile variants', async () => {
    const { html } = await fetchPage('/parceiros/Desktop');
    expect(html).toContain('href="/parceiros/vivalavida"');
    expect(html).toContain('href="/parceiros/123.vinho"');
  });

  it('answers 404 for an unknown partner', async () => {
    expect((await fetchPage('/parceiros/ninguem')).status).toBe(404);
  });

  it.each(['/parceiros/golpe%20pix%20chave%2011999999999', '/parceiros/%ZZ', '/parceiros/..%2f..%2fadmin'])(
    'answers 404 for %s, a name no partner can have, never a page headed with it',
    async (path) => {
      const { status, html } = await fetchPage(path);
      expect(status).toBe(404);
      expect(html).not.toMatch(/<h1[^>]*>[^<]*(golpe|%ZZ|admin)/i);
    },
  );
});

describe('robots.txt and sitemap.xml', () => {
  it('keeps crawlers out of cart, login and account paths', async () => {
    const { html } = await fetchPage('/robots.txt');
    for (const path of ['/login', '/register', '/favorite', '/auth/', '/checkout/', '/conta']) expect(html).toContain(`Disallow: ${path}`);
    expect(html).toContain('Sitemap: https://loja.test/sitemap.xml');
  });

  it('lists the fixed pages, the categories, the partners and every wine', async () => {
    const { html } = await fetchPage('/sitemap.xml');
    const count = await testEnv.DB.prepare('SELECT COUNT(*) AS n FROM wines').first<{ n: number }>();
    expect(html).toContain('<loc>https://loja.test/momentos</loc>');
    expect(html).toContain('<loc>https://loja.test/tinto</loc>');
    expect(html).toContain('<loc>https://loja.test/parceiros/vivalavida</loc>');
    expect((html.match(/\/produto\//g) ?? []).length).toBe(count!.n);
  });
});
