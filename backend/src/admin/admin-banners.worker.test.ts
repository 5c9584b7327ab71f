import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { ADMIN_ACTOR_HEADER, ADMIN_MESSAGES, adminFieldErrorSchema } from '../../../src/contracts/admin/api.ts';
import {
  ADMIN_BANNER_MESSAGES as M,
  adminMessageBannerListSchema,
  adminMessageBannerSchema,
  adminPageBannerListSchema,
  adminPageBannerSchema,
  adminPopupBannerListSchema,
  adminPopupBannerSchema,
} from '../../../src/contracts/admin/banners.ts';
import { bannerResponseSchema, pageBannersResponseSchema } from '../../../src/contracts/banners.ts';
import { messageBannerResponseSchema } from '../../../src/contracts/message-banner.ts';
import { ACTOR, adminGet, adminKey, adminSend, auditRows, refusedFields } from '../../test/admin.ts';
import { expectClientError, get } from '../../test/http.ts';
import { testEnv } from '../../test/test-env.ts';

/**
 * The owner's banners through the admin API: popups (spec §3), the header strip's messages and the
 * left and right page banners. Refused field by field (pt-BR, nothing written), saved with their
 * audit row in one batch, and read by the shop exactly as written.
 */
const post = (path: string, body: unknown, headers?: Record<string, string>) => adminSend(path, body, { method: 'POST', ...(headers ? { headers } : {}) });
const put = (path: string, body: unknown) => adminSend(path, body, { method: 'PUT' });

const parsedAudit = async () =>
  (await auditRows()).map((row) => ({
    ...row,
    before_json: row.before_json === null ? null : (JSON.parse(row.before_json) as unknown),
    after_json: row.after_json === null ? null : (JSON.parse(row.after_json) as unknown),
  }));

const count = async (table: string) => (await testEnv.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;

const shopPopups = async () => bannerResponseSchema.parse(await (await get('/api/banner')).json());

beforeEach(async () => {
  await testEnv.DB.prepare('DELETE FROM audit_log').run();
});

const POPUP = {
  title: 'Semana do Malbec',
  url_media: '/media/banners/happy-hour.svg',
  expires_time: '2099-12-31T23:59:59-03:00',
};

describe('popups: /admin-api/banners/popups', () => {
  it('lists every popup in the shop’s order, with booleans and the desktop position', async () => {
    const response = await adminGet('/banners/popups');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { banners } = adminPopupBannerListSchema.parse(await response.json());
    expect(banners.map((banner) => banner.id)).toEqual((await shopPopups()).map((banner) => banner.id));
    expect(banners[0]).toMatchObject({ id: 1, first_access: true, weekly: false, active: true, position: { desktop: { top: 120 } }, sort_order: 1 });
  });

  it('refuses each wrong field with its pt-BR message, writing nothing', async () => {
    const before = await count('popup_banners');
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ ...POPUP, screen: 'tablet' }, { screen: M.screen }],
      [{ ...POPUP, title: '  ' }, { title: M.title }],
      [{ ...POPUP, title: 'x'.repeat(121) }, { title: M.title }],
      [{ ...POPUP, description: 'x'.repeat(501) }, { description: M.description }],
      [{ ...POPUP, url_media: 'imagem.png' }, { url_media: M.urlMedia }],
      [{ ...POPUP, url_media: '//outro.site/imagem.png' }, { url_media: M.urlMedia }],
      [{ ...POPUP, url_media: 'http://cdn.example/imagem.png' }, { url_media: M.urlMedia }],
      [{ ...POPUP, url_media: 'javascript:alert(1)' }, { url_media: M.urlMedia }],
      [{ ...POPUP, url_action: 'javascript:alert(1)' }, { url_action: M.urlAction }],
      [{ ...POPUP, url_action: 'JavaScript:alert(1)' }, { url_action: M.urlAction }],
      [{ ...POPUP, url_action: '//evil.example/x' }, { url_action: M.urlAction }],
      [{ ...POPUP, url_action: 'https://evil.example/promo' }, { url_action: M.urlAction }],
      [{ ...POPUP, url_action: 'http://wa.me/5511999999999' }, { url_action: M.urlAction }],
      [{ ...POPUP, url_action: 'https://user:senha@wa.me/x' }, { url_action: M.urlAction }],
      [{ ...POPUP, active: 1 }, { active: M.active }],
      [{ ...POPUP, weekly: 'sim' }, { weekly: M.weekly }],
      [{ ...POPUP, daily: 'segunda,terça' }, { daily: M.daily }],
      [{ ...POPUP, daily: 'Mon;Tue' }, { daily: M.daily }],
      [{ ...POPUP, daily: ['Mon'] }, { daily: M.daily }],
      [{ ...POPUP, expires_time: '2099-12-31' }, { expires_time: M.expiresTime }],
      [{ ...POPUP, expires_time: '2099-12-31T23:59:59' }, { expires_time: M.expiresTime }],
      [{ ...POPUP, expires_time: '2099-02-30T10:00:00-03:00' }, { expires_time: M.expiresTime }],
      [{ ...POPUP, first_access: null }, { first_access: M.firstAccess }],
      [{ ...POPUP, position: { desktop: { top: 2001 } } }, { position: M.position }],
      [{ ...POPUP, position: { desktop: { top: -1 } } }, { position: M.position }],
      [{ ...POPUP, position: { desktop: { top: 10.5 } } }, { position: M.position }],
      [{ ...POPUP, position: { top: 10 } }, { position: M.position }],
      [{ ...POPUP, position: 10 }, { position: M.position }],
      [{ ...POPUP, sort_order: -1 }, { sort_order: M.sortOrder }],
      [{ ...POPUP, id: 99 }, { id: M.unknownField }],
      [{ screen: 'both' }, { title: M.title, url_media: M.urlMedia, expires_time: M.expiresTime }],
    ];
    for (const [body, fields] of cases) expect(await refusedFields(post('/banners/popups', body)), JSON.stringify(body)).toEqual(fields);
    expect(await count('popup_banners')).toBe(before);
    expect(await auditRows()).toEqual([]);
  });

  it('requires the actor in X-Admin-Actor', async () => {
    for (const actor of [undefined, 'dona']) {
      const headers = { ...adminKey(), ...(actor === undefined ? {} : { [ADMIN_ACTOR_HEADER]: actor }) };
      const error = await expectClientError(post('/banners/popups', POPUP, headers), 400);
      expect(error).toEqual({ error: 'invalid_header', message: ADMIN_MESSAGES.actor });
    }
  });

  it('creates a popup the shop’s GET /api/banner answers exactly as written, with its audit row', async () => {
    const response = await post('/banners/popups', {
      ...POPUP,
      screen: 'desktop',
      description: 'Malbecs argentinos com 10% off.',
      url_action: '/home?preco=0-49.99',
      url_media: 'https://cdn.adega.example/banners/malbec.png',
      weekly: true,
      daily: 'Qui, sex ,SÁB',
      position: { desktop: { top: 240 } },
      sort_order: 9,
    });
    expect(response.status).toBe(201);
    const created = adminPopupBannerSchema.parse(await response.json());
    expect(created).toMatchObject({ daily: 'qui,sex,sab', active: true, first_access: false, weekly: true });
    const shop = (await shopPopups()).find((banner) => banner.id === created.id);
    expect(shop).toEqual({
      id: created.id,
      screen: 'desktop',
      title: 'Semana do Malbec',
      description: 'Malbecs argentinos com 10% off.',
      url_media: 'https://cdn.adega.example/banners/malbec.png',
      url_action: '/home?preco=0-49.99',
      active: 1,
      weekly: 1,
      daily: 'qui,sex,sab',
      expires_time: '2099-12-31T23:59:59-03:00',
      firstAccess: 0,
      position: { desktop: { top: 240 } },
    });
    // in the backend's order: after the seeded ones (sort_order 9)
    expect((await shopPopups()).at(-1)?.id).toBe(created.id);
    const [row] = await parsedAudit();
    expect(row).toMatchObject({ actor: ACTOR, action: 'create', entity: 'popup_banner', entity_id: String(created.id), before_json: null });
    expect(row?.after_json).toMatchObject({ title: 'Semana do Malbec', daily: 'qui,sex,sab', position: { desktop: { top: 240 } }, weekly: true });
  });

  it('fills the defaults of a new row: both screens, active, no day list, at the top', async () => {
    const created = adminPopupBannerSchema.parse(await (await post('/banners/popups', POPUP)).json());
    expect(created).toMatchObject({
      screen: 'both',
      description: '',
      url_action: '',
      active: true,
      weekly: false,
      daily: '',
      first_access: false,
      position: { desktop: { top: 0 } },
      sort_order: 0,
    });
  });

  it('edits only what changed (before and after in the audit log); deactivating shows in the shop', async () => {
    const created = adminPopupBannerSchema.parse(await (await post('/banners/popups', { ...POPUP, daily: 'Mon' })).json());
    await testEnv.DB.prepare('DELETE FROM audit_log').run();
    const response = await adminSend(`/banners/popups/${created.id}`, { title: POPUP.title, position: { desktop: { top: 60 } }, daily: '', screen: 'mobile' });
    expect(response.status).toBe(200);
    expect(adminPopupBannerSchema.parse(await response.json())).toMatchObject({ position: { desktop: { top: 60 } }, daily: '', screen: 'mobile' });
    expect(await parsedAudit()).toEqual([
      {
        actor: ACTOR,
        action: 'update',
        entity: 'popup_banner',
        entity_id: String(created.id),
        before_json: { screen: 'both', daily: 'mon', position: { desktop: { top: 0 } } },
        after_json: { screen: 'mobile', daily: '', position: { desktop: { top: 60 } } },
      },
    ]);

    expect(adminPopupBannerSchema.parse(await (await adminSend(`/banners/popups/${created.id}`, { active: false })).json()).active).toBe(false);
    expect((await shopPopups()).find((banner) => banner.id === created.id)?.active).toBe(0);
    expect((await parsedAudit()).at(-1)).toMatchObject({ before_json: { active: true }, after_json: { active: false } });
  });

  it('refuses a wrong edit field by field, an empty one, an unknown id (404) and a malformed one (400)', async () => {
    expect(await refusedFields(adminSend('/banners/popups/1', { url_action: 'javascript:void(0)', expires_time: 'amanhã' }))).toEqual({
      url_action: M.urlAction,
      expires_time: M.expiresTime,
    });
    const empty = adminFieldErrorSchema.parse(await (await adminSend('/banners/popups/1', {})).json());
    expect(empty).toEqual({ error: 'invalid_body', message: M.emptyEdit, fields: {} });
    expect((await expectClientError(adminSend('/banners/popups/999999', { active: false }), 404)).message).toBe(M.popupNotFound);
    for (const id of ['abc', '0', '1.5', "1' OR '1'='1"]) {
      expect(await expectClientError(adminSend(`/banners/popups/${encodeURIComponent(id)}`, { active: false }), 400)).toEqual({
        error: 'invalid_parameter',
        message: M.invalidId,
      });
    }
    expect(await auditRows()).toEqual([]);
  });

  it('saves nothing when the audit row cannot be written (one batch)', async () => {
    const before = await count('popup_banners');
    const title = (await shopPopups())[0]?.title;
    await testEnv.DB.prepare('ALTER TABLE audit_log RENAME TO audit_log_off').run();
    onTestFinished(async () => void (await testEnv.DB.prepare('ALTER TABLE audit_log_off RENAME TO audit_log').run()));
    for (const response of [await post('/banners/popups', POPUP), await adminSend('/banners/popups/1', { title: 'Não fica' })]) {
      expect(response.status).toBe(500);
      await response.body?.cancel();
    }
    expect(await count('popup_banners')).toBe(before);
    expect((await shopPopups())[0]?.title).toBe(title);
  });
});

describe('header strip messages: /admin-api/banners/messages', () => {
  const shopStrip = async () => messageBannerResponseSchema.parse(await (await get('/api/messageBanner')).json()).messageBanner.map((item) => item.text);

  it('lists every message in display order, inactive ones too', async () => {
    await testEnv.DB.prepare("INSERT INTO message_banners (id, text, position, active) VALUES (90, 'Guardada', 50, 0)").run();
    onTestFinished(async () => void (await testEnv.DB.prepare('DELETE FROM message_banners WHERE id = 90').run()));
    const { messages } = adminMessageBannerListSchema.parse(await (await adminGet('/banners/messages')).json());
    expect(messages.slice(0, 3).map((message) => message.position)).toEqual([1, 2, 3]);
    expect(messages.find((message) => message.id === 90)).toEqual({ id: 90, text: 'Guardada', position: 50, active: false });
  });

  it('creates a message last in the strip, and the shop shows it there', async () => {
    const before = await shopStrip();
    const response = await post('/banners/messages', { text: '  Entrega expressa em São Paulo capital  ' });
    expect(response.status).toBe(201);
    const created = adminMessageBannerSchema.parse(await response.json());
    expect(created).toMatchObject({ text: 'Entrega expressa em São Paulo capital', active: true });
    expect(await shopStrip()).toEqual([...before, 'Entrega expressa em São Paulo capital']);
    expect(await parsedAudit()).toEqual([
      {
        actor: ACTOR,
        action: 'create',
        entity: 'message_banner',
        entity_id: String(created.id),
        before_json: null,
        after_json: { text: 'Entrega expressa em São Paulo capital', position: created.position, active: true },
      },
    ]);
  });

  it('edits the text, the order and `active`; the shop follows', async () => {
    const created = adminMessageBannerSchema.parse(await (await post('/banners/messages', { text: 'Primeira de todas', position: 0 })).json());
    expect((await shopStrip())[0]).toBe('Primeira de todas');
    await testEnv.DB.prepare('DELETE FROM audit_log').run();
    await adminSend(`/banners/messages/${created.id}`, { text: 'Agora a primeira', position: 0 });
    expect((await shopStrip())[0]).toBe('Agora a primeira');
    await adminSend(`/banners/messages/${created.id}`, { active: false });
    expect(await shopStrip()).not.toContain('Agora a primeira');
    expect((await parsedAudit()).map((row) => [row.before_json, row.after_json])).toEqual([
      [{ text: 'Primeira de todas' }, { text: 'Agora a primeira' }],
      [{ active: true }, { active: false }],
    ]);
  });

  it('refuses each wrong field with its pt-BR message, writing nothing; 404 for an unknown message', async () => {
    const before = await count('message_banners');
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ text: '' }, { text: M.text }],
      [{ text: 'x'.repeat(201) }, { text: M.text }],
      [{ text: 'Oi', position: -1 }, { position: M.messagePosition }],
      [{ text: 'Oi', position: 1.5 }, { position: M.messagePosition }],
      [{ text: 'Oi', active: 'não' }, { active: M.active }],
      [{ text: 'Oi', cor: 'vermelho' }, { cor: M.unknownField }],
    ];
    for (const [body, fields] of cases) expect(await refusedFields(post('/banners/messages', body)), JSON.stringify(body)).toEqual(fields);
    expect(await refusedFields(adminSend('/banners/messages/1', { text: ' ' }))).toEqual({ text: M.text });
    expect((await expectClientError(adminSend('/banners/messages/999999', { active: false }), 404)).message).toBe(M.messageNotFound);
    expect(await count('message_banners')).toBe(before);
    expect(await auditRows()).toEqual([]);
  });
});

describe('page banners: /admin-api/banners/pages', () => {
  const shopPageBanners = async () => pageBannersResponseSchema.parse(await (await get('/api/pageBanners')).json()).banners;

  it('lists both places, left first', async () => {
    const { banners } = adminPageBannerListSchema.parse(await (await adminGet('/banners/pages')).json());
    expect(banners.map((banner) => [banner.slot, banner.active])).toEqual([
      ['left', true],
      ['right', true],
    ]);
  });

  it('replaces a banner, recording only what changed; the shop shows it, and leaves it out when inactive', async () => {
    const [, right] = adminPageBannerListSchema.parse(await (await adminGet('/banners/pages')).json()).banners;
    const banner = { url_media: '/media/banners/lateral-direita.svg', url_action: 'https://www.instagram.com/adega', alt: 'Siga a adega no Instagram' };
    const response = await put('/banners/pages/right', banner);
    expect(response.status).toBe(200);
    expect(adminPageBannerSchema.parse(await response.json())).toEqual({ slot: 'right', ...banner, active: true });
    expect((await shopPageBanners()).find((item) => item.slot === 'right')).toEqual({ slot: 'right', ...banner });
    expect(await parsedAudit()).toEqual([
      {
        actor: ACTOR,
        action: 'update',
        entity: 'page_banner',
        entity_id: 'right',
        before_json: { url_action: right?.url_action, alt: right?.alt },
        after_json: { url_action: banner.url_action, alt: banner.alt },
      },
    ]);
    // the same banner again changes nothing and records nothing
    expect((await put('/banners/pages/right', banner)).status).toBe(200);
    expect(await auditRows()).toHaveLength(1);

    await put('/banners/pages/right', { ...banner, active: false });
    expect((await shopPageBanners()).map((item) => item.slot)).toEqual(['left']);
    await put('/banners/pages/right', banner);
    expect((await shopPageBanners()).map((item) => item.slot)).toEqual(['left', 'right']);
  });

  it('creates the banner of an empty place (201, audited as a creation)', async () => {
    await testEnv.DB.prepare("DELETE FROM page_banners WHERE slot = 'left'").run();
    const banner = { url_media: '/media/banners/lateral-esquerda.svg', url_action: '/home?preco=0-49.99', alt: 'Vinhos até R$ 49,99' };
    const response = await put('/banners/pages/left', banner);
    expect(response.status).toBe(201);
    expect((await shopPageBanners())[0]).toEqual({ slot: 'left', ...banner });
    expect(await parsedAudit()).toEqual([
      { actor: ACTOR, action: 'create', entity: 'page_banner', entity_id: 'left', before_json: null, after_json: { ...banner, active: true } },
    ]);
  });

  it('refuses each wrong field with its pt-BR message and an unknown place, writing nothing', async () => {
    const before = await shopPageBanners();
    const valid = { url_media: '/media/banners/lateral-esquerda.svg', url_action: '/home', alt: 'Vinhos' };
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ ...valid, url_action: '' }, { url_action: M.pageUrlAction }],
      [{ ...valid, url_action: 'javascript:alert(document.cookie)' }, { url_action: M.pageUrlAction }],
      [{ ...valid, url_action: 'data:text/html,<script>alert(1)</script>' }, { url_action: M.pageUrlAction }],
      [{ ...valid, url_media: '' }, { url_media: M.urlMedia }],
      [{ ...valid, alt: '' }, { alt: M.alt }],
      [{ ...valid, active: 'sim' }, { active: M.active }],
      [{ url_media: valid.url_media }, { url_action: M.pageUrlAction, alt: M.alt }],
    ];
    for (const [body, fields] of cases) expect(await refusedFields(put('/banners/pages/left', body)), JSON.stringify(body)).toEqual(fields);
    expect(await expectClientError(put('/banners/pages/center', valid), 400)).toEqual({ error: 'invalid_parameter', message: M.invalidSlot });
    expect(await shopPageBanners()).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });
});

/** No admin key, or a wrong one (admin-access.worker.test.ts tries every other way). */
const WRONG_KEYS: Array<Record<string, string>> = [{}, { authorization: 'Bearer adivinhei' }];

describe('the admin key', () => {
  it('is required for every banner route: 401, nothing read or written', async () => {
    const popups = await count('popup_banners');
    for (const headers of WRONG_KEYS) {
      for (const path of ['/banners/popups', '/banners/messages', '/banners/pages']) {
        const response = await adminGet(path, headers);
        expect(response.status, path).toBe(401);
        expect(await response.text()).not.toContain('media');
      }
      const writes = [
        adminSend('/banners/popups', POPUP, { method: 'POST', headers: { ...headers, [ADMIN_ACTOR_HEADER]: ACTOR } }),
        adminSend('/banners/popups/1', { active: false }, { headers: { ...headers, [ADMIN_ACTOR_HEADER]: ACTOR } }),
        adminSend('/banners/messages', { text: 'Oi' }, { method: 'POST', headers: { ...headers, [ADMIN_ACTOR_HEADER]: ACTOR } }),
        adminSend('/banners/messages/1', { active: false }, { headers: { ...headers, [ADMIN_ACTOR_HEADER]: ACTOR } }),
        adminSend(
          '/banners/pages/left',
          { url_media: '/a.svg', url_action: '/', alt: 'a' },
          { method: 'PUT', headers: { ...headers, [ADMIN_ACTOR_HEADER]: ACTOR } },
        ),
      ];
      for (const response of await Promise.all(writes)) {
        expect(response.status).toBe(401);
        await response.body?.cancel();
      }
    }
    expect(await count('popup_banners')).toBe(popups);
    expect(await auditRows()).toEqual([]);
  });
});
