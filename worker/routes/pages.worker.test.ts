import { afterEach, describe, expect, it } from 'vitest';
import { seedStatements } from '../../backend/seed/index.ts';
import { POPUP_BANNERS } from '../../backend/seed/data/banners.ts';
import { MESSAGE_BANNERS } from '../../backend/seed/data/message-banners.ts';
import { testEnv } from '../../backend/test/test-env.ts';
import { fetchPage, pageHtml } from '../test/pages.ts';

describe('/momentos', () => {
  afterEach(async () => {
    // Undo what a test did to the backend's data: bring the table back and re-seed it.
    await testEnv.DB.prepare('ALTER TABLE message_banners_off RENAME TO message_banners')
      .run()
      .catch(() => undefined);
    await testEnv.DB.batch(seedStatements().map((sql) => testEnv.DB.prepare(sql)));
  });

  it('streams the layout with the banner message read from D1 through the backend', async () => {
    const { status, headers, html } = await fetchPage('/momentos');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<title>Adega Sommelier - Momentos</title>');
    expect(html).toContain('href="/"'); // logo links home
    expect(html).toContain(MESSAGE_BANNERS[0].text);
    expect(html).toContain('Venda de bebidas alcoólicas proibida para menores de 18 anos');
    for (const path of ['/momentos', '/pratos', '/todososvinhos']) expect(html).toContain(`href="${path}"`);
  });

  it('sends the popups that may still show (spec §4): an expired one stays out of the page', async () => {
    const html = await pageHtml('/momentos');
    const block = /data-island="PopupBanners"[^>]*>[\s\S]*?<script type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
    const titles = (JSON.parse(block) as { banners?: { title: string; expires_time: string }[] }).banners ?? [];
    const seeded = POPUP_BANNERS.filter((banner) => banner.active === 1);
    const open = seeded.filter((banner) => new Date(banner.expires_time).getTime() > Date.now()).map((banner) => banner.title);
    expect(open.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThan(seeded.length); // the seed keeps last Christmas's popup
    expect(titles.map((banner) => banner.title)).toEqual(open);
  });

  it('marks the current filter tab', async () => {
    const { html } = await fetchPage('/momentos');
    expect(html).toMatch(/href="\/momentos"[^>]*aria-current="page"/);
  });

  it('shows no strip when the backend has no messages, and still renders', async () => {
    await testEnv.DB.prepare('UPDATE message_banners SET active = 0').run();
    const html = await pageHtml('/momentos');
    expect(html).not.toContain('data-island="TopBannerStrip"');
    expect(html).not.toContain('Não foi possívem buscar mensagem do banner');
    expect(html).toContain('Vinhos para cada momento');
  });

  it('shows no strip and no internal text when the banner call fails, and still renders', async () => {
    await testEnv.DB.prepare('ALTER TABLE message_banners RENAME TO message_banners_off').run();
    const html = await pageHtml('/momentos');
    expect(html).not.toContain('data-island="TopBannerStrip"');
    expect(html).not.toMatch(/Ocorreu um erro|upstream \/api\/messageBanner|answered 500/);
    expect(html).toContain('Vinhos para cada momento');
  });
});

describe('unknown routes', () => {
  it('answer 404 with "Page not found: {path}" inside the layout', async () => {
    const html = await pageHtml('/nao-existe', 404);
    expect(html).toContain('Page not found: /nao-existe');
    expect(html).toContain('Page Not Found');
    expect(html).toContain('Venda de bebidas alcoólicas proibida para menores de 18 anos');
  });
});
