import { describe, expect, it } from 'vitest';
import { fetchPage, pageHtml } from '../test/pages.ts';
import { errorStatusFromQuery } from './pages.tsx';

describe('information pages (spec §2)', () => {
  it.each([
    ['/politica/entrega', 'Adega Sommelier - Politica-entrega', 'A entrega padrão é grátis para compras a partir de'],
    ['/politica/devolucoes', 'Adega Sommelier - Politica-devolucoes', '7 (sete) dias corridos'],
    ['/politica/privacidade', 'Adega Sommelier - Politica-privacidade', 'Lei nº 13.709/2018'],
    ['/politica/contato', 'Adega Sommelier - Politica-contato', 'contato@adegasommelier.com.br'],
    ['/politica/campanhas', 'Adega Sommelier - Politica-campanhas', 'VIVALAVIDA10'],
    ['/quemsomos', 'Adega Sommelier - Quemsomos', 'sommelier virtual'],
    ['/landingPage/HowUse', 'Adega Sommelier - LandingPage-HowUse', '6x'],
    ['/landingPage/Vivalavida', 'Adega Sommelier - LandingPage-Vivalavida', '/parceiros/vivalavida?coupon=VIVALAVIDA10'],
    ['/CleanStorage', 'Adega Sommelier - CleanStorage', 'Esvaziar também o carrinho'],
    ['/errors/UpdatePage', 'Adega Sommelier - Errors-UpdatePage', 'nova versão'],
    ['/login', 'Adega Sommelier - Login', 'Entrar'],
    ['/login/recuperar', 'Adega Sommelier - Login-recuperar', 'Recuperar senha'],
    ['/register', 'Adega Sommelier - Register', 'Criar conta'],
    ['/register/partial', 'Adega Sommelier - Register-partial', 'Complete seu cadastro'],
    ['/favorite', 'Adega Sommelier - Favorite', 'Favoritos'],
  ])('%s renders in the layout with its title and content', async (path, title, text) => {
    const html = await pageHtml(path);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(text);
    expect(html).toContain('<meta name="description"');
    expect(html).toContain('Venda de bebidas alcoólicas proibida para menores de 18 anos');
  });

  it('uses the promotion layout for /politica/campanhas', async () => {
    expect((await fetchPage('/politica/campanhas')).html).toContain('data-layout="promotion"');
    expect((await fetchPage('/politica/entrega')).html).toContain('data-layout="standard"');
  });

  it('lists in the privacy policy every cookie and storage key the shop uses', async () => {
    const { html } = await fetchPage('/politica/privacidade');
    for (const key of ['session', 'cart-id', 'wine', 'metaDataCheckout', 'allowAccess', 'firstAccessTime', 'cartUnsynced', 'pendingCoupon', 'favorites']) {
      expect(html).toContain(`<code>${key}</code>`);
    }
    // and none it never writes
    expect(html).not.toContain('<code>customer-id</code>');
  });

  it('tells in the privacy policy why and how the age is verified, on what legal basis, what is kept and for how long', async () => {
    const { html } = await fetchPage('/politica/privacidade');
    expect(html).toContain('<h2>Verificação de idade</h2>');
    for (const text of ['Lei nº 15.211/2025', 'Datavalid do Serpro', 'cumprimento de obrigação legal', 'Nunca guardamos foto', '180 dias', '5 anos']) {
      expect(html).toContain(text);
    }
  });

  it('/errors/UpdatePage promises no reload the shop does not make', async () => {
    const html = await pageHtml('/errors/UpdatePage');
    expect(html).not.toMatch(/recarreg/i);
    expect(html).toContain('Voltar para a loja');
  });

  it('lists in the footer only the ways the checkout takes: Pix and cards, no boleto', async () => {
    const { html } = await fetchPage('/quemsomos');
    const payments = /<section aria-labelledby="rodape-pagamento">.*?<\/section>/s.exec(html)?.[0] ?? '';
    expect(payments).toContain('>Pix<');
    expect(payments).toContain('>Visa<');
    expect(payments).not.toContain('Boleto');
  });

  it('offers the WhatsApp chat with its tooltip text in the footer', async () => {
    const { html } = await fetchPage('/quemsomos');
    expect(html).toContain('href="https://wa.me/5511940001234?text=');
    expect(html).toContain('aria-label="Entre em contato pelo Whatsapp"');
  });
});

describe('/errors/error (spec §2 error page)', () => {
  it('defaults to 500 "Internal Server Error"', async () => {
    const { html } = await fetchPage('/errors/error');
    expect(html).toContain('>500<');
    expect(html).toContain('Internal Server Error');
  });

  it('shows the "Page Not Found" variant for 404', async () => {
    const { html } = await fetchPage('/errors/error?statusCode=404');
    expect(html).toContain('>404<');
    expect(html).toContain('Page Not Found');
  });

  it('accepts only HTTP error codes from the query', () => {
    expect(errorStatusFromQuery('404')).toBe(404);
    expect(errorStatusFromQuery('200')).toBe(500);
    expect(errorStatusFromQuery('<script>')).toBe(500);
    expect(errorStatusFromQuery(undefined)).toBe(500);
  });
});
