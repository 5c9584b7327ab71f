import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testEnv } from '../../backend/test/test-env.ts';
import { ADMIN_BANNER_MESSAGES } from '../../src/contracts/admin/banners.ts';
import { EDGE } from '../../src/core/constants.ts';
import { testBindings } from '../test/edge-harness.ts';
import { createDevOwner, postForm, signedInOwner } from '../test/owner-browser.ts';
import { shopperBrowser } from '../test/shopper-browser.ts';
import { currentGenerations } from '../upstream/cache-generations.ts';

/** "Banners" in the back office: popups with every spec §3 field and a preview, the header strip's messages, the page banners. */
beforeAll(createDevOwner);
afterEach(() => {
  vi.useRealTimers();
});

const storedPopup = (title: string) =>
  testEnv.DB.prepare(
    'SELECT screen, title, description, url_media, url_action, active, weekly, daily, expires_time, first_access, json(position) AS position, sort_order FROM popup_banners WHERE title = ?',
  )
    .bind(title)
    .first();

const bannersGeneration = async () => (await currentGenerations(testBindings, Date.now() + 1000 * EDGE.generationMemoMs, () => undefined)).banners;

const uniqueTitle = () => `Natal ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A popup form as the owner fills it in, with the days ticked as the browser sends them. */
const popupForm = (fields: Record<string, string>, days: string[] = []): [string, string][] => [
  ...Object.entries({
    title: 'x',
    description: 'Frete grátis no Natal',
    url_media: '/media/banners/natal.svg',
    url_action: '/landingPage/Vivalavida',
    screen: 'both',
    expires_time: '2030-12-24T23:00',
    top: '120',
    sort_order: '3',
    active: 'sim',
    ...fields,
  }),
  ...days.map((day): [string, string] => ['daily', day]),
];

describe('banners in the back office', () => {
  it('lists each popup’s days in Portuguese and the week’s order, English names stored by hand too', async () => {
    const owner = await signedInOwner();
    await testEnv.DB.prepare("UPDATE popup_banners SET daily = 'Sun,Mon,wed', weekly = 1 WHERE id = (SELECT min(id) FROM popup_banners)").run();
    const list = await (await owner.send('/admin/banners')).text();
    expect(list).toContain('seg, qua, dom, toda semana');
    expect(list).not.toMatch(/Sun|Mon|wed,/);
  });

  it('creates a popup with every spec §3 field as the shop reads it, purging the banners the edge keeps', async () => {
    const owner = await signedInOwner();
    const title = uniqueTitle();
    const before = await bannersGeneration();
    const saved = await postForm(
      owner,
      '/admin/banners/popups/novo',
      popupForm({ title, weekly: 'sim', first_access: 'sim', screen: 'desktop' }, ['seg', 'sab']),
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toMatch(/^\/admin\/banners\/popups\/\d+\?salvo=1$/);
    expect(await storedPopup(title)).toEqual({
      screen: 'desktop',
      title,
      description: 'Frete grátis no Natal',
      url_media: '/media/banners/natal.svg',
      url_action: '/landingPage/Vivalavida',
      active: 1,
      weekly: 1,
      daily: 'seg,sab',
      // São Paulo's wall clock, with its offset
      expires_time: '2030-12-24T23:00:00-03:00',
      first_access: 1,
      position: '{"desktop":{"top":120}}',
      sort_order: 3,
    });
    expect(await bannersGeneration()).not.toBe(before);

    const page = await (await owner.send(saved.headers.get('location') ?? '')).text();
    expect(page).toContain('Alterações salvas');
    expect(page).toContain('value="2030-12-24T23:00"');
    expect(page).toMatch(/id="campo-daily-seg"[^>]*checked|checked[^>]*id="campo-daily-seg"/);
    const list = await (await owner.send('/admin/banners')).text();
    expect(list).toContain(title);
    expect(list).toContain('seg, sab, toda semana');
  });

  it('previews a popup without saving it, with the days the shop would show it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // a Wednesday in São Paulo
    vi.setSystemTime(new Date('2030-06-05T15:00:00Z'));
    const owner = await signedInOwner();
    const title = uniqueTitle();
    const preview = await postForm(owner, '/admin/banners/popups/novo', [...popupForm({ title }, ['qua', 'sex']), ['acao', 'previa']]);
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain('Prévia');
    expect(html).toContain('Nos próximos 7 dias, aparece: hoje, sex., 07/06.');
    expect(await storedPopup(title)).toBeNull();

    // no day list: only on the expiry's own day (spec §4)
    const once = await postForm(owner, '/admin/banners/popups/novo', [...popupForm({ title, expires_time: '2030-06-08T20:00' }), ['acao', 'previa']]);
    expect(await once.text()).toContain('Nos próximos 7 dias, aparece: sáb., 08/06.');
    const never = await postForm(owner, '/admin/banners/popups/novo', [...popupForm({ title, expires_time: '2030-06-01T20:00' }), ['acao', 'previa']]);
    expect(await never.text()).toContain('este popup não aparece na loja');
  });

  it('refuses what the shop could not show, beside each field, saving nothing', async () => {
    const owner = await signedInOwner();
    const title = uniqueTitle();
    const refused = await postForm(
      owner,
      '/admin/banners/popups/novo',
      popupForm({ title, url_media: 'javascript:alert(1)', url_action: 'https://evil.example/x', expires_time: '2030-02-30T10:00', top: '-5' }),
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    for (const message of [ADMIN_BANNER_MESSAGES.urlMedia, ADMIN_BANNER_MESSAGES.urlAction, ADMIN_BANNER_MESSAGES.expiresTime, ADMIN_BANNER_MESSAGES.position])
      expect(html).toContain(message);
    // the refused values come back as typed
    expect(html).toContain('value="https://evil.example/x"');
    expect(await storedPopup(title)).toBeNull();
    // a new popup already expired would never show
    const expired = await postForm(owner, '/admin/banners/popups/novo', popupForm({ title, expires_time: '2020-01-01T10:00' }));
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain(ADMIN_BANNER_MESSAGES.expiresTimePast);
    expect(await storedPopup(title)).toBeNull();
  });

  it('edits a popup and shows the change in its history', async () => {
    const owner = await signedInOwner();
    const title = uniqueTitle();
    const created = await postForm(owner, '/admin/banners/popups/novo', popupForm({ title }));
    const path = (created.headers.get('location') ?? '').replace('?salvo=1', '');
    const renamed = `${title} editado`;
    const edited = await postForm(owner, path, popupForm({ title: renamed, screen: 'mobile', expires_time: '2030-12-31T22:30', top: '200' }));
    expect(edited.headers.get('location')).toBe(`${path}?salvo=1`);
    expect(await storedPopup(renamed)).toMatchObject({ title: renamed, active: 1 });
    const deactivated = await postForm(
      owner,
      path,
      popupForm({ title: renamed, screen: 'mobile', expires_time: '2030-12-31T22:30', top: '200' }).filter(([field]) => field !== 'active'),
    );
    expect(deactivated.status).toBe(303);
    expect(await storedPopup(renamed)).toMatchObject({ active: 0 });
    const page = await (await owner.send(path)).text();
    expect(page).toContain(`Título: ${title} → ${renamed}`);
    expect(page).toContain('Ativo: sim → não');
    // a choice in the owner's words, here and in the whole history
    expect(page).toContain('Tela: Celular e computador → Só celular');
    expect(page).toContain('Válido até: 24/12/2030, 23:00 → 31/12/2030, 22:30');
    expect(page).toContain('Distância do topo no computador (px): 120 → 200');
    // the save that only took the popup down lists only that
    expect(page).toMatch(/<pre>Ativo: sim → não<\/pre>/);
    expect(await (await owner.send('/admin/historico')).text()).toContain('Tela: Celular e computador → Só celular');
  });

  it('adds and edits a header strip message, which the shop then serves', async () => {
    const owner = await signedInOwner();
    const text = `Entrega expressa ${Date.now().toString(36)}`;
    const created = await postForm(owner, '/admin/banners/mensagens/nova', { text, position: '', active: 'sim' });
    expect(created.status).toBe(303);
    const path = (created.headers.get('location') ?? '').replace('?salvo=1', '');
    expect(path).toMatch(/^\/admin\/banners\/mensagens\/\d+$/);
    const stored = await testEnv.DB.prepare('SELECT text, active FROM message_banners WHERE text = ?').bind(text).first();
    expect(stored).toEqual({ text, active: 1 });
    const shop = await shopperBrowser().send('/api/messageBanner');
    expect(await shop.text()).toContain(text);

    const empty = await postForm(owner, path, { text: '  ', position: '1', active: 'sim' });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(ADMIN_BANNER_MESSAGES.text);
    const off = await postForm(owner, path, { text, position: '1' });
    expect(off.status).toBe(303);
    expect(await testEnv.DB.prepare('SELECT active, position FROM message_banners WHERE text = ?').bind(text).first()).toEqual({ active: 0, position: 1 });
  });

  it('replaces the right page banner, refusing a link off the shop', async () => {
    const owner = await signedInOwner();
    const alt = `Vinhos do Chile ${Date.now().toString(36)}`;
    const refused = await postForm(owner, '/admin/banners/paginas/direita', {
      url_media: '/media/banners/chile.svg',
      url_action: '//evil.example',
      alt,
      active: 'sim',
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(ADMIN_BANNER_MESSAGES.pageUrlAction);
    const saved = await postForm(owner, '/admin/banners/paginas/direita', {
      url_media: '/media/banners/chile.svg',
      url_action: '/resultados/tinto',
      alt,
      active: 'sim',
    });
    expect(saved.headers.get('location')).toBe('/admin/banners/paginas/direita?salvo=1');
    expect(await testEnv.DB.prepare("SELECT url_media, url_action, alt, active FROM page_banners WHERE slot = 'right'").first()).toEqual({
      url_media: '/media/banners/chile.svg',
      url_action: '/resultados/tinto',
      alt,
      active: 1,
    });
    expect((await owner.send('/admin/banners/paginas/meio')).status).toBe(404);
  });

  it('sends a visitor without a session to the login and refuses their writes', async () => {
    const visitor = shopperBrowser();
    expect((await visitor.send('/admin/banners')).headers.get('location')).toBe('/admin/entrar');
    const title = uniqueTitle();
    const write = await postForm(visitor, '/admin/banners/popups/novo', popupForm({ title }));
    expect(write.status).toBe(401);
    expect(await storedPopup(title)).toBeNull();
  });
});
