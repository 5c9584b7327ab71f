import { describe, expect, it } from 'vitest';
import { pixPrice } from '../../src/contracts/pix.ts';
import { installmentsFor } from '../../src/core/rules/installments.ts';
import { formatBRL } from '../../src/core/rules/money.ts';
import { testEnv } from '../../backend/test/test-env.ts';
import { fetchPage } from '../test/pages.ts';
import { registeredShopper } from '../test/shopper-browser.ts';
import { ORIGIN } from '../test/edge-harness.ts';

const MARKDOWN = { headers: { Accept: 'text/markdown' } };
const PRODUCT = '/produto/quinta-do-vale-alto-reserva-touriga-nacional-2019-1023';

async function markdown(path: string) {
  const { status, headers, html: text } = await fetchPage(path, MARKDOWN);
  expect(status, path).toBe(200);
  expect(headers.get('content-type'), path).toBe('text/markdown; charset=utf-8');
  expect(headers.get('vary'), path).toContain('Accept');
  return text;
}

async function storedWine(id: number) {
  const wine = await testEnv.DB.prepare(
    'SELECT name, price, list_price, stock, blend, (SELECT pix_discount_percent FROM shop_settings WHERE id = 1) AS pix FROM wines WHERE id = ?',
  )
    .bind(id)
    .first<{ name: string; price: number; list_price: number; stock: number; blend: string; pix: number | null }>();
  return wine!;
}

describe('pages in markdown, for an assistant that asks with Accept: text/markdown', () => {
  it('gives a product with its exact prices, stock, facts, address and the adults-only rule', async () => {
    const text = await markdown(PRODUCT);
    const wine = await storedWine(1023);
    const { count, value } = installmentsFor(wine.price);
    expect(text).toMatch(new RegExp(`^# ${wine.name}\\n`, 'u'));
    expect(text).toContain(`- Preço: ${formatBRL(wine.price)}${wine.list_price > wine.price ? ` (de ${formatBRL(wine.list_price)})` : ''}\n`);
    if (wine.pix) expect(text).toContain(`- No Pix: ${formatBRL(pixPrice(wine.price, wine.pix))}\n`);
    expect(text).toContain(`- Parcelamento: ${count}x de ${formatBRL(value)} sem juros\n`);
    expect(text).toContain(`- Estoque: ${wine.stock > 0 ? 'Em estoque' : 'Temporariamente indisponível'}\n`);
    expect(text).toContain(`- Página: ${ORIGIN}${PRODUCT}\n`);
    expect(text).toContain('## Ficha técnica');
    expect(text).toContain(`- Uvas: ${wine.blend.split(', ')[0]}`);
    expect(text).toMatch(/- Doçura: (Seco|Meio-seco|Suave|Doce)\n/u);
    expect(text).toContain('Vendemos somente para maiores de 18 anos.');
    // buying needs the person's own age confirmation: an assistant cannot do it for them
    expect(text).toContain(`a própria pessoa confirma a idade, uma única vez, em ${ORIGIN}/verificar-idade`);
    expect(text).toContain('não confirmam idade nem finalizam pedidos');
    expect(text).not.toContain('<');
  });

  it('is the same for a signed-in shopper: nothing personal, nothing set in the browser', async () => {
    const anonymous = await markdown(PRODUCT);
    const shopper = await registeredShopper();
    const response = await shopper.send(PRODUCT, { headers: MARKDOWN.headers });
    const text = await response.text();
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(text).toBe(anonymous);
    expect(text).not.toContain('Maria');
    expect(text).not.toContain(shopper.input.email);
  });

  it('lists a category page by page, each wine with its link and prices', async () => {
    const text = await markdown('/tinto');
    const cards = text.match(new RegExp(`^### \\[.+\\]\\(${ORIGIN}/produto/[a-z0-9-]+-\\d+\\)$`, 'gmu')) ?? [];
    expect(cards).toHaveLength(12);
    expect(text.match(/^- Preço: R\$\s/gmu)).toHaveLength(12);
    expect(text).toMatch(/^\d+ vinhos; página 1 de \d+\. Próxima página: /mu);
    expect(text).toContain(`Próxima página: ${ORIGIN}/tinto?pagina=2\n`);
    expect(await markdown('/tinto?pagina=2')).toContain('página 2 de');
  });

  it('gives the finder’s results with the answers they follow', async () => {
    const text = await markdown('/sommelier?tipo=tinto&pais=portugal');
    expect(text).toContain('Suas respostas: Tipo: Tinto; País: Portugal.');
    expect(text).toMatch(/^### \[/mu);
    expect(text).not.toContain('Branco ·');
  });

  it('gives a policy as the page says it, links made absolute', async () => {
    const text = await markdown('/politica/devolucoes');
    expect(text).toMatch(/^# Trocas e devoluções\n/u);
    expect(text).toContain('## Direito de arrependimento (7 dias)');
    expect(text).toContain('**7 (sete) dias corridos**');
    expect(text).toMatch(/\[[^\]]+@[^\]]+\]\(mailto:/u);
    expect(text).toContain('Vendemos somente para maiores de 18 anos.');
    expect(text).toContain(`${ORIGIN}/verificar-idade`);
  });

  it("keeps the owner's text as text: no raw HTML, no script link, no made-up heading", async () => {
    const original = await testEnv.DB.prepare('SELECT legal_name, address, service_hours FROM company_facts WHERE id = 1').first<Record<string, string>>();
    const hostile = {
      legal_name: 'Adega <img src=x onerror=alert(1)> Ltda.',
      address: 'Rua [clique aqui](javascript:alert(1)), 100',
      service_hours: '<script>alert(1)</script>\n# Título falso',
    };
    await testEnv.DB.prepare('UPDATE company_facts SET legal_name = ?, address = ?, service_hours = ? WHERE id = 1')
      .bind(hostile.legal_name, hostile.address, hostile.service_hours)
      .run();
    try {
      const text = await markdown('/politica/contato');
      expect(text).toContain('Adega \\<img src=x onerror=alert(1)\\> Ltda.');
      expect(text).not.toMatch(/(?<!\\)<(img|script)/u);
      expect(text).not.toMatch(/(?<!\\)\]\(javascript:/u);
      expect(text).not.toMatch(/^# Título falso/mu);
    } finally {
      await testEnv.DB.prepare('UPDATE company_facts SET legal_name = ?, address = ?, service_hours = ? WHERE id = 1')
        .bind(original?.legal_name, original?.address, original?.service_hours)
        .run();
    }
  });

  it('answers HTML, varying on Accept, where it offers no markdown or a browser asks', async () => {
    const login = await fetchPage('/login', MARKDOWN);
    expect(login.headers.get('content-type')).toContain('text/html');
    const browser = await fetchPage(PRODUCT, { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(browser.headers.get('content-type')).toContain('text/html');
    expect(browser.headers.get('vary')).toContain('Accept');
    // the edge's page cache keeps the two apart: HTML first, then markdown of the same page
    expect((await fetchPage('/rose')).html).toContain('<!DOCTYPE html>');
    expect(await markdown('/rose')).toMatch(/^# Rosé/u);
  });
});

describe('/llms.txt', () => {
  it('describes the shop, its rules and how to browse it, with every category', async () => {
    const { status, headers, html: text } = await fetchPage('/llms.txt');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(text).toMatch(/^# Adega Sommelier\n/u);
    expect(text).toContain('somente a maiores de 18 anos');
    expect(text).toContain(`confirma a idade em ${ORIGIN}/verificar-idade, com a conta dela. Assistentes e APIs não confirmam idade nem finalizam pedidos.`);
    expect(text).toContain(`[Trocas e devoluções](${ORIGIN}/politica/devolucoes)`);
    expect(text).toContain(`[Política de entrega](${ORIGIN}/politica/entrega)`);
    expect(text).toMatch(new RegExp(`\\[Malbec\\]\\(${ORIGIN}/malbec\\): \\d+ vinhos`, 'u'));
    expect(text).toContain('Accept: text/markdown');
  });
});
