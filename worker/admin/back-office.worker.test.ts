import { formatBRL } from '../../src/core/rules/money.ts';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEV_OWNER } from '../../backend/seed/dev-owner.ts';
import { testEnv } from '../../backend/test/test-env.ts';
import { HEADERS } from '../../src/core/constants.ts';
import { callEdge, fakeUpstream, ORIGIN, testBindings } from '../test/edge-harness.ts';
import { createDevOwner, FORM, signedInOwner } from '../test/owner-browser.ts';
import { shopperBrowser } from '../test/shopper-browser.ts';
import { ACCESS_ASSERTION_HEADER } from './access-jwt.ts';
import { bottlePicture } from '../../backend/test/photo-fixtures.ts';
import { pngFile } from '../../backend/test/photo-encoders.ts';

/** A wine of the demo catalogue, read straight from the database the backend serves. */
async function storedWine(id: number) {
  return testEnv.DB.prepare('SELECT id, name, price, list_price, stock, active FROM wines WHERE id = ?').bind(id).first<{
    id: number;
    name: string;
    price: number;
    list_price: number;
    stock: number;
    active: number;
  }>();
}

async function anyActiveWineId(): Promise<number> {
  const row = await testEnv.DB.prepare('SELECT id FROM wines WHERE active = 1 ORDER BY id LIMIT 1 OFFSET 3').first<{ id: number }>();
  return row?.id ?? 0;
}

beforeAll(createDevOwner);

describe('the back office in a local run', () => {
  it('sends a visitor without a session to the login, and refuses their writes with 401, changing nothing', async () => {
    const visitor = shopperBrowser();
    for (const path of ['/admin', '/admin/vinhos', `/admin/vinhos/${await anyActiveWineId()}`]) {
      const response = await visitor.send(path);
      expect(response.status, path).toBe(303);
      expect(response.headers.get('location')).toBe('/admin/entrar');
    }
    const id = await anyActiveWineId();
    const before = await storedWine(id);
    const write = await visitor.send(`/admin/vinhos/${id}`, { method: 'POST', headers: FORM, body: 'price=1,00&stock=1&name=X&list_price=1,00' });
    expect(write.status).toBe(401);
    expect(await write.text()).toContain('Sua sessão no painel terminou');
    expect(await storedWine(id)).toEqual(before);
  });

  it('shows the login with "E-mail", "Senha" and "Entrar", and refuses a wrong password in pt-BR', async () => {
    const visitor = shopperBrowser();
    const page = await (await visitor.send('/admin/entrar')).text();
    for (const text of ['>E-mail</label>', '>Senha</label>', '>Entrar</button>']) expect(page).toContain(text);
    const wrong = await visitor.send('/admin/entrar', { method: 'POST', headers: FORM, body: `email=${DEV_OWNER.email}&password=errada` });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('E-mail ou senha inválidos.');
    expect(visitor.jar.get('adega-admin')).toBeUndefined();
  });

  it('lists and searches wines, archived ones too', async () => {
    const owner = await signedInOwner();
    const wine = await storedWine(await anyActiveWineId());
    const word = wine?.name.split(' ')[0] ?? '';
    const page = await owner.send(`/admin/vinhos?q=${encodeURIComponent(word)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('Buscar vinho');
    expect(html).toContain(wine?.name.replaceAll('&', '&amp;'));
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('saves a new price and stock: "Alterações salvas", the audit names the owner, the shop shows it at once', async () => {
    const owner = await signedInOwner();
    const id = await anyActiveWineId();
    const before = await storedWine(id);
    if (!before) throw new Error('no wine to edit');
    // the shop has the wine in its edge cache before the change
    const cacheOn = { ...testBindings, EDGE_CACHE: 'on' };
    await callEdge(`/api/wine/${id}`, {}, { env: cacheOn });
    expect((await callEdge(`/api/wine/${id}`, {}, { env: cacheOn })).headers.get(HEADERS.edgeCache)).toBe('HIT');

    const newPrice = Math.min(before.list_price, Math.max(1, Math.round(before.price) - 3));
    const form = new URLSearchParams({
      name: before.name,
      price: newPrice.toFixed(2).replace('.', ','),
      list_price: before.list_price.toFixed(2).replace('.', ','),
      stock: '7',
      active: 'sim',
    });
    const saved = await owner.send(`/admin/vinhos/${id}`, { method: 'POST', headers: FORM, body: form.toString() });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`/admin/vinhos/${id}?salvo=1`);
    const page = await (await owner.send(`/admin/vinhos/${id}?salvo=1`)).text();
    expect(page).toContain('Alterações salvas');
    expect(page).toContain(DEV_OWNER.email);
    expect(page).toMatch(/Estoque: \d+ → 7/);
    // money as the forms write it, not as stored
    if (newPrice !== before.price) expect(page).toContain(`Preço (R$): ${formatBRL(before.price)} → ${formatBRL(newPrice)}`);

    expect(await storedWine(id)).toMatchObject({ price: newPrice, stock: 7 });
    const shop = await callEdge(`/api/wine/${id}`, {}, { env: cacheOn });
    expect(shop.headers.get(HEADERS.edgeCache)).toBe('MISS');
    expect(await shop.json()).toMatchObject({ price: newPrice });

    // and the whole log names the record
    const log = await (await owner.send('/admin/historico')).text();
    expect(log).toContain(`Vinho ${id}`);
    expect(log).toContain('Estoque: ');
  });

  it('refuses a bad price beside its field in pt-BR, keeps what was typed, and saves nothing', async () => {
    const owner = await signedInOwner();
    const id = await anyActiveWineId();
    const before = await storedWine(id);
    const form = new URLSearchParams({ name: before?.name ?? '', price: 'abc', list_price: '10,00', stock: '-1', active: 'sim' });
    const refused = await owner.send(`/admin/vinhos/${id}`, { method: 'POST', headers: FORM, body: form.toString() });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('Informe um preço maior que zero.');
    expect(html).toContain('Informe um estoque inteiro de 0 a 100.000.');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('value="abc"');
    expect(await storedWine(id)).toEqual(before);
    // a price with three decimals is told as such, not as a missing price
    const decimals = new URLSearchParams({ name: before?.name ?? '', price: '12,345', list_price: '99,999', stock: '5', active: 'sim' });
    const told = await (await owner.send(`/admin/vinhos/${id}`, { method: 'POST', headers: FORM, body: decimals.toString() })).text();
    expect(told).toContain('Informe o preço com no máximo 2 casas decimais.');
    expect(told).toContain('Informe o preço de lista com no máximo 2 casas decimais.');
    expect(told).not.toContain('Informe um preço maior que zero.');
    expect(await storedWine(id)).toEqual(before);
  });

  it('answers a form too large to read with its reason as the page title, not as a server error', async () => {
    const owner = await signedInOwner();
    const id = await anyActiveWineId();
    const before = await storedWine(id);
    const huge = new URLSearchParams({ name: 'ç'.repeat(40_000), price: '10,00', list_price: '10,00', stock: '1', active: 'sim' });
    const refused = await owner.send(`/admin/vinhos/${id}`, { method: 'POST', headers: FORM, body: huge.toString() });
    expect(refused.status).toBe(413);
    const html = await refused.text();
    expect(html).toContain('<title>Adega Sommelier - A requisição é grande demais.</title>');
    expect(html).toContain('Volte à página anterior, confira o que foi enviado e tente de novo.');
    expect(html).not.toContain('Internal Server Error');
    expect(html).not.toContain('Algo deu errado do nosso lado');
    expect(await storedWine(id)).toEqual(before);
  });

  it('takes a bottle photo: the shop serves it from then on, cached for a year; "Voltar à garrafa desenhada" undoes it', async () => {
    const owner = await signedInOwner();
    const id = await anyActiveWineId();
    // a real picture (the upload decodes it to make its copies for phones), its grain unique to this run
    const png = pngFile(bottlePicture(40, 80, { grain: Date.now() % 97 }));
    const form = new FormData();
    form.set('image', new File([png.slice()], 'garrafa.png', { type: 'image/png' }));
    const sent = await SELF.fetch(`${ORIGIN}/admin/vinhos/${id}/foto`, {
      method: 'POST',
      body: form,
      headers: { cookie: owner.jar.header(), origin: ORIGIN },
      redirect: 'manual',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`/admin/vinhos/${id}?salvo=foto`);

    const wine = await (await SELF.fetch(`${ORIGIN}/api/wine/${id}`)).json<{ url_media: string }>();
    expect(wine.url_media).toMatch(new RegExp(`^/media/uploads/wines/${id}-[0-9a-f]{16}\\.png$`));
    const served = await SELF.fetch(`${ORIGIN}${wine.url_media}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);

    const removed = await owner.send(`/admin/vinhos/${id}/foto/remover`, { method: 'POST', headers: FORM });
    expect(removed.status).toBe(303);
    expect((await (await SELF.fetch(`${ORIGIN}/api/wine/${id}`)).json<{ url_media: string }>()).url_media).toBe(`/media/wines/${id}.svg`);
    // the wine's history names the photo by its file and the drawn bottle in words, never a bare path
    const history = await (await owner.send(`/admin/vinhos/${id}`)).text();
    const file = wine.url_media.split('/').pop() ?? '';
    expect(history).toContain(`Foto: foto ${file} → garrafa desenhada pela loja`);
    expect(history).not.toContain('→ /media/');
  });

  it('refuses a file that is not a JPEG, PNG or WebP beside the photo field, storing nothing', async () => {
    const owner = await signedInOwner();
    const id = await anyActiveWineId();
    const before = await (await SELF.fetch(`${ORIGIN}/api/wine/${id}`)).json<{ url_media: string }>();
    const form = new FormData();
    form.set('image', new File(['<svg onload="alert(1)"/>'], 'garrafa.png', { type: 'image/png' }));
    const refused = await SELF.fetch(`${ORIGIN}/admin/vinhos/${id}/foto`, {
      method: 'POST',
      body: form,
      headers: { cookie: owner.jar.header(), origin: ORIGIN },
      redirect: 'manual',
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Envie uma foto JPEG, PNG ou WebP.');
    expect(await (await SELF.fetch(`${ORIGIN}/api/wine/${id}`)).json()).toMatchObject({ url_media: before.url_media });
  });

  /** The bytes Excel in Portuguese writes: "CSV UTF-8", or its default "CSV (separado por vírgulas)" in Windows-1252. */
  const SAVED_AS: ReadonlyArray<readonly [string, (text: string) => Uint8Array]> = [
    ['CSV UTF-8', (text) => new TextEncoder().encode(text)],
    // no byte-order mark in Windows-1252
    [
      'Windows-1252',
      (text) => Uint8Array.from([...text.replace(/^\uFEFF/, '')], (char) => ({ '–': 0x96, '’': 0x92, '“': 0x93, '”': 0x94 })[char] ?? char.charCodeAt(0)),
    ],
  ];

  it.each(SAVED_AS)(
    'exports the catalogue CSV, previews an edited file saved as %s line by line, and applies it: the shop shows it at once',
    async (_, encode) => {
      const owner = await signedInOwner();
      const exported = await owner.send('/admin/vinhos/exportar.csv');
      expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="vinhos-/);
      const rows = new TextDecoder('utf-8', { ignoreBOM: true, fatal: false })
        .decode(await exported.arrayBuffer())
        .trim()
        .split('\r\n');
      const id = await anyActiveWineId();
      const wine = await storedWine(id);
      const sku = (await testEnv.DB.prepare('SELECT sku FROM wines WHERE id = ?').bind(id).first<{ sku: string }>())?.sku ?? '';
      const index = rows.findIndex((row) => row.startsWith(`${sku};`));
      const cells = rows[index]?.split(';') ?? [];
      const stock = (wine?.stock ?? 0) + 7;
      cells[4] = String(stock);
      rows[index] = cells.join(';');

      const form = new FormData();
      form.set('file', new File([encode(rows.join('\r\n')) as Uint8Array<ArrayBuffer>], 'vinhos.csv', { type: 'text/csv' }));
      const send = (path: string, body: FormData | string) =>
        SELF.fetch(`${ORIGIN}${path}`, {
          method: 'POST',
          body,
          headers: { cookie: owner.jar.header(), origin: ORIGIN, ...(typeof body === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
          redirect: 'manual',
        });
      const preview = await (await send('/admin/vinhos/importar', form)).text();
      expect(preview).toContain('1 vinho muda');
      expect(preview).toContain(`Estoque: ${wine?.stock} → ${stock}`);
      expect(await storedWine(id)).toEqual(wine);

      const csv = /name="csv" value="([^"]*)"/.exec(preview)?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&#x27;', "'") ?? '';
      const applied = await send('/admin/vinhos/importar/aplicar', new URLSearchParams({ csv }).toString());
      expect(applied.status).toBe(303);
      expect(applied.headers.get('location')).toBe('/admin/vinhos?importado=1');
      expect(await (await owner.send('/admin/vinhos?importado=1')).text()).toContain('1 vinho atualizado pelo CSV.');
      expect(await storedWine(id)).toMatchObject({ stock });
    },
  );

  it('shows a refused CSV line by line, with nothing to apply', async () => {
    const owner = await signedInOwner();
    const form = new FormData();
    form.set('file', new File(['sku;nome;preco;preco_lista;estoque;ativo\nADS-NAO-EXISTE;X;1,00;1,00;1;sim\n'], 'vinhos.csv', { type: 'text/csv' }));
    const page = await SELF.fetch(`${ORIGIN}/admin/vinhos/importar`, { method: 'POST', body: form, headers: { cookie: owner.jar.header(), origin: ORIGIN } });
    const html = await page.text();
    expect(html).toContain('Linha 2: Nenhum vinho tem este SKU');
    expect(html).not.toContain('Aplicar alterações');
  });

  it('ends the session with "Sair": the cookie no longer opens anything', async () => {
    const owner = await signedInOwner();
    const cookie = owner.jar.get('adega-admin');
    await owner.send('/admin/sair', { method: 'POST', headers: FORM });
    const replayed = shopperBrowser({ 'adega-admin': cookie ?? '' });
    expect((await replayed.send('/admin/vinhos')).status).toBe(303);
  });
});

describe('the back office behind Cloudflare Access', () => {
  const team = `adega-${Date.now()}.cloudflareaccess.com`;
  const audience = 'aud-da-adega';
  const accessEnv = () => ({ ...testBindings, ENVIRONMENT: 'production', ADMIN_ACCESS_TEAM_DOMAIN: team, ADMIN_ACCESS_AUD: audience });
  let sign: (email: string, options?: { expiresIn?: string; key?: CryptoKey }) => Promise<string>;
  let forgedKey: CryptoKey;

  beforeAll(async () => {
    const keys = await generateKeyPair('RS256', { extractable: true });
    const stranger = await generateKeyPair('RS256', { extractable: true });
    const jwk: JWK = { ...(await exportJWK(keys.publicKey)), kid: 'team', alg: 'RS256', use: 'sig' };
    // the team's published keys, fetched from https://{team}/cdn-cgi/access/certs (every outbound call reaches the fake upstream)
    await fakeUpstream.behave('/cdn-cgi/access/certs', { body: JSON.stringify({ keys: [jwk] }) });
    sign = (email, options = {}) =>
      new SignJWT({ email })
        .setProtectedHeader({ alg: 'RS256', kid: 'team' })
        .setIssuer(`https://${team}`)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '10m')
        .sign(options.key ?? keys.privateKey);
    forgedKey = stranger.privateKey;
  });

  it('lets in whoever Access signed in, with no login page of its own', async () => {
    const response = await callEdge('/admin/vinhos', { headers: { [ACCESS_ASSERTION_HEADER]: await sign('dono@adega.com.br') } }, { env: accessEnv() });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('dono@adega.com.br');
    expect((await callEdge('/admin/entrar', {}, { env: accessEnv() })).status).toBe(303);
  });

  it('refuses a missing, forged or expired Access JWT with 401', async () => {
    const attempts = {
      missing: {},
      forged: { [ACCESS_ASSERTION_HEADER]: await sign('intruso@example.com', { key: forgedKey }) },
      expired: { [ACCESS_ASSERTION_HEADER]: await sign('dono@adega.com.br', { expiresIn: '-2m' }) },
    };
    for (const [name, headers] of Object.entries(attempts)) {
      const response = await callEdge('/admin/vinhos', { headers }, { env: accessEnv() });
      expect(response.status, name).toBe(401);
      expect(await response.text()).toContain('Acesso restrito');
    }
  });

  it('fails closed in a deployment without Access configured, even for the owner’s password', async () => {
    const closed = { ...testBindings, ENVIRONMENT: 'production', ADMIN_ACCESS_TEAM_DOMAIN: '', ADMIN_ACCESS_AUD: '' };
    expect((await callEdge('/admin/vinhos', {}, { env: closed })).status).toBe(401);
    const login = await callEdge(
      '/admin/entrar',
      { method: 'POST', headers: FORM, body: `email=${DEV_OWNER.email}&password=${DEV_OWNER.password}` },
      { env: closed },
    );
    expect(login.status).toBe(303);
    expect(login.headers.get('set-cookie')).toBeNull();
  });
});
