import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { testEnv } from '../../backend/test/test-env.ts';
import { RECEITA_FIXTURES } from '../../backend/src/age/receita/datavalid-stand-in.ts';
import { AGE_VENDOR_STAND_IN_PATH, AGE_VENDOR_WEBHOOK_PATH } from '../../src/contracts/age-paths.ts';
import { ageAttemptSchema, walletRequestSchema } from '../../src/contracts/age-verification.ts';
import { AUTH_PATHS } from '../../src/contracts/auth-paths.ts';
import { callEdge, ORIGIN, testBindings } from '../test/edge-harness.ts';
import { registeredShopper, shopperBrowser } from '../test/shopper-browser.ts';

/**
 * /verificar-idade and its methods at the edge (docs/age-verification.md): the customer is the
 * one signed in, the answer is said on the page (with or without JavaScript), the shopper goes on
 * to the checkout once confirmed, and nothing but this site's paths is ever a destination.
 */
const CHECKOUT = '/auth/checkout';
const pageFor = (redirectUrl: string) => `/verificar-idade?redirectUrl=${encodeURIComponent(redirectUrl)}`;

async function shopperWithCpf(cpf: string) {
  const shopper = await registeredShopper();
  // a CPF belongs to one account: the fixture's moves to this one
  await testEnv.DB.batch([
    testEnv.DB.prepare('UPDATE customers SET cpf = NULL WHERE cpf = ?').bind(cpf),
    testEnv.DB.prepare('UPDATE customers SET cpf = ? WHERE email = ?').bind(cpf, shopper.input.email),
  ]);
  return shopper;
}

async function attempt(shopper: Awaited<ReturnType<typeof registeredShopper>>, path = AUTH_PATHS.ageReceita) {
  const response = await shopper.send(path, { json: { redirectUrl: CHECKOUT } });
  return { httpStatus: response.status, ...ageAttemptSchema.parse(await response.json()) };
}

describe('the /verificar-idade page', () => {
  it('sends a visitor without a session to log in, coming back to it', async () => {
    const response = await shopperBrowser().send(pageFor(CHECKOUT));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/login?redirectUrl=${encodeURIComponent(pageFor(CHECKOUT))}`);
  });

  it('tells why, offers the methods, and is neither cached nor indexed', async () => {
    const shopper = await registeredShopper();
    const response = await shopper.send(pageFor(CHECKOUT));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const html = await response.text();
    expect(html).toContain('Confirme sua idade');
    expect(html).toContain('sem aceitar só a declaração');
    expect(html).toContain('Pelo CPF, na Receita Federal');
    expect(html).toContain('Com documento e selfie');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).not.toContain(shopper.input.cpf ?? 'sem CPF');
  });

  it('once confirmed, names the day and method and goes on to the checkout', async () => {
    const shopper = await registeredShopper();
    expect(await attempt(shopper)).toMatchObject({ httpStatus: 200, outcome: 'confirmed' });
    const html = await (await shopper.send(pageFor(CHECKOUT))).text();
    const [year, month, day] = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }).split('-');
    expect(html).toContain(`Idade confirmada em ${day}/${month}/${year} (CPF na Receita Federal)`);
    expect(html).toContain('Continuar para o pagamento');
    expect(html).toContain(`href="${CHECKOUT}"`);
  });

  it('after a registration, offers itself ("Confirme agora e compre mais rápido.") with "Agora não" on to where the shopper was going', async () => {
    const shopper = await registeredShopper();
    const offerPage = `/verificar-idade?oferta=cadastro&redirectUrl=${encodeURIComponent('/momentos')}`;
    const offer = await (await shopper.send(offerPage)).text();
    expect(offer).toContain('Confirme agora e compre mais rápido.');
    expect(offer).toMatch(/<a href="\/momentos"[^>]*>Agora não<\/a>/);
    // not an offer when the page is reached otherwise, nor once the age is confirmed
    expect(await (await shopper.send(pageFor('/momentos'))).text()).not.toContain('Confirme agora e compre mais rápido.');
    await attempt(shopper);
    const confirmed = await (await shopper.send(offerPage)).text();
    expect(confirmed).toContain('Idade confirmada em');
    expect(confirmed).not.toContain('Confirme agora e compre mais rápido.');
    expect(confirmed).not.toContain('Agora não');
  });

  it('never continues to another site', async () => {
    const shopper = await registeredShopper();
    await attempt(shopper);
    for (const evil of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
      const html = await (await shopper.send(pageFor(evil))).text();
      // at most a path of this site (/\evil.example is read as /evil.example, a 404 here)
      expect(html).not.toMatch(/(https?:)?\/\/evil\.example|\\evil/);
    }
  });
});

describe('the Receita method', () => {
  it.each([
    [RECEITA_FIXTURES.nameMismatch, 200, 'not_confirmed'],
    [RECEITA_FIXTURES.birthDateMismatch, 200, 'not_confirmed'],
    [RECEITA_FIXTURES.notInBase, 200, 'not_confirmed'],
    [RECEITA_FIXTURES.unavailable, 200, 'unavailable'],
  ])('a CPF the Receita answers for as %s: %i "%s", and no standing', async (cpf, status, outcome) => {
    const shopper = await shopperWithCpf(cpf);
    const answer = await attempt(shopper);
    expect(answer).toMatchObject({ httpStatus: status, outcome, status: { verified: false } });
    const html = await (await shopper.send(pageFor(CHECKOUT))).text();
    expect(html).not.toContain('Idade confirmada em');
  });

  it('without JavaScript: the form is answered with the page, its outcome said', async () => {
    const shopper = await shopperWithCpf(RECEITA_FIXTURES.nameMismatch);
    const response = await shopper.send(AUTH_PATHS.ageReceita, {
      body: new URLSearchParams({ redirectUrl: CHECKOUT }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      method: 'POST',
    });
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toBe(`/verificar-idade?resultado=not_confirmed&redirectUrl=${encodeURIComponent(CHECKOUT)}`);
    const html = await (await shopper.send(location)).text();
    expect(html).toContain('Não conseguimos confirmar sua idade com esses dados.');
  });

  it('is refused without a session, and from another site', async () => {
    const anonymous = await shopperBrowser().send(AUTH_PATHS.ageReceita, { json: {} });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ message: expect.stringContaining('Entre na sua conta') });
    const shopper = await registeredShopper();
    const crossSite = await shopper.send(AUTH_PATHS.ageReceita, { json: {}, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect(await attemptsOf(shopper)).toBe(0);
  });

  it('counts 5 attempts a day: the sixth is "too many", said in pt-BR', async () => {
    const shopper = await shopperWithCpf(RECEITA_FIXTURES.nameMismatch);
    for (let n = 0; n < 5; n += 1) expect((await attempt(shopper)).outcome).toBe('not_confirmed');
    const sixth = await attempt(shopper);
    expect(sixth).toMatchObject({ httpStatus: 200, outcome: 'too_many_attempts' });
  });
});

/** How many attempts the backend recorded for this shopper. */
async function attemptsOf(shopper: Awaited<ReturnType<typeof registeredShopper>>): Promise<number> {
  const row = await testEnv.DB.prepare('SELECT count(*) AS n FROM age_verifications WHERE customer_id = (SELECT id FROM customers WHERE email = ?)')
    .bind(shopper.input.email)
    .first<{ n: number }>();
  return row?.n ?? -1;
}

describe('the document-and-selfie vendor (its stand-in on this origin)', () => {
  it('sends the shopper to the vendor page and, back from it, says its answer', async () => {
    const shopper = await registeredShopper();
    const start = await shopper.send(AUTH_PATHS.ageProvedor, { json: { redirectUrl: CHECKOUT } });
    const { redirectUrl } = (await start.json()) as { redirectUrl: string };
    const vendorPage = new URL(redirectUrl, ORIGIN);
    expect(vendorPage.origin).toBe(ORIGIN);
    expect(vendorPage.pathname.startsWith(`${AGE_VENDOR_STAND_IN_PATH}/`)).toBe(true);

    // back before the vendor answered: the page waits
    const early = await (await shopper.send(pageFor(CHECKOUT).replace('?', '?retorno=provedor&'))).text();
    expect(early).toContain('Aguardando o resultado da verificação.');

    const chosen = await shopper.send(vendorPage.pathname, {
      method: 'POST',
      body: 'resultado=under_18',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(chosen.status).toBe(303);
    const back = new URL(chosen.headers.get('location') ?? '', ORIGIN);
    expect(back.origin).toBe(ORIGIN);
    const html = await (await shopper.send(`${back.pathname}${back.search}`)).text();
    expect(html).toContain('A venda de bebidas alcoólicas é proibida para menores de 18 anos.');
    expect(html).not.toContain('Idade confirmada em');
  });
});

describe('the vendor started from an address other than the shop’s own (SHOP_ORIGIN)', () => {
  it('tells the shopper the method is unavailable now, a page for a form and JSON for the page’s script, never a 502', async () => {
    const shopper = await registeredShopper();
    const elsewhere = 'https://www.loja.test';
    const post = (body: string, type: string) =>
      SELF.fetch(`${elsewhere}${AUTH_PATHS.ageProvedor}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: shopper.jar.header(), 'CF-Connecting-IP': shopper.ip, 'content-type': type, origin: elsewhere },
        body,
      });
    const form = await post(new URLSearchParams({ redirectUrl: CHECKOUT }).toString(), 'application/x-www-form-urlencoded');
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toMatch(/^\/verificar-idade\?[^#]*unavailable/);
    const json = await post(JSON.stringify({ redirectUrl: CHECKOUT }), 'application/json');
    expect(json.status).toBe(503);
    expect(await json.json()).toEqual({ outcome: 'unavailable' });
  });
});

describe('the wallet', () => {
  it("asks for a request bound to this site's origin, for the signed-in customer only", async () => {
    const shopper = await registeredShopper();
    const response = await shopper.send(AUTH_PATHS.ageWalletRequest, { json: {} });
    expect(response.status).toBe(200);
    const request = walletRequestSchema.parse(await response.json());
    expect(JSON.stringify(request.data)).toContain('age_over_18');
    expect((await shopperBrowser().send(AUTH_PATHS.ageWalletRequest, { json: {} })).status).toBe(401);
  });

  it("a test wallet's answer for an adult confirms the age; the test wallet exists only on a local run", async () => {
    const shopper = await registeredShopper();
    const request = walletRequestSchema.parse(await (await shopper.send(AUTH_PATHS.ageWalletRequest, { json: {} })).json());
    const wallet = await shopper.send('/dev/carteira-de-teste', { json: { data: request.data, ageOver18: true } });
    const answer = (await wallet.json()) as { protocol: string; data: Record<string, unknown> };
    const verified = await shopper.send(AUTH_PATHS.ageWalletResponse, { json: { session: request.session, ...answer } });
    expect(ageAttemptSchema.parse(await verified.json())).toMatchObject({ outcome: 'confirmed', status: { verified: true, method: 'carteira' } });
    const production = await callEdge(
      '/dev/carteira-de-teste',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: request.data, ageOver18: true }) },
      { env: { ...testBindings, ENVIRONMENT: 'production' } as Env },
    );
    expect(production.status).toBe(404);
  });
});

describe('the vendor webhook', () => {
  it('is forwarded as it came: an unsigned notice is refused with a JSON error, nothing settled', async () => {
    const response = await shopperBrowser().send(AGE_VENDOR_WEBHOOK_PATH, {
      method: 'POST',
      body: 'not-a-jws',
      headers: { 'content-type': 'application/jose' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'unauthorized' });
  });
});
