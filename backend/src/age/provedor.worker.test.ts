import { SELF } from 'cloudflare:test';
import { CompactSign } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AgeIdentity, ageStatusSchema, vendorStartSchema } from '../../../src/contracts/age-verification.ts';
import { postJson, storefrontHeaders } from '../../test/http.ts';
import { captureLogLines, IMAGE_OR_PAYLOAD } from '../../test/log-lines.ts';
import { testEnv } from '../../test/test-env.ts';
import { createBackendApp } from '../app.ts';
import { standInSecret } from './age-adapters.ts';
import { standInNotice } from './provedor/vendor-stand-in.ts';

/**
 * The "provedor" method (a hosted document and liveness vendor) through its adapter against the
 * stand-in: the session, the vendor's page with its four simulated results, and the signed
 * notification (a compact JWS) that alone settles an attempt, once, within 5 minutes.
 */
const SHOP = 'https://loja.test';
let customers = 800_000 + (Date.now() % 90_000);
const identity = (): AgeIdentity => ({ customerId: (customers += 1), name: 'Caio Ramos', cpf: '52998224725', birthDate: '1990-07-01' });

async function start(who: AgeIdentity, returnUrl = `${SHOP}/verificar-idade?retorno=provedor`) {
  return postJson('/api/age/provedor/start', { identity: who, returnUrl });
}

async function standing(who: AgeIdentity) {
  return ageStatusSchema.parse(await (await postJson('/api/age/status', { identity: who })).json());
}

/** Starts a session and answers the reference the vendor's page is at. */
async function session(who: AgeIdentity): Promise<string> {
  const { redirectUrl } = vendorStartSchema.parse(await (await start(who)).json());
  expect(redirectUrl.startsWith(`${SHOP}/verificacao-simulada/`)).toBe(true);
  return decodeURIComponent(redirectUrl.split('/').at(-1) ?? '');
}

function choose(reference: string, resultado: string): Promise<Response> {
  return SELF.fetch(`https://backend.test/verificacao-simulada/${encodeURIComponent(reference)}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ resultado }).toString(),
  });
}

const webhook = (body: string) => postJson('/api/age/provedor/webhook', body, { 'content-type': 'application/jose' });

describe('age verification by a hosted vendor, on its stand-in', () => {
  it('shows the vendor’s page with its four results, and "maior de idade" confirms the age (level A), back at the shop', async () => {
    const who = identity();
    const reference = await session(who);
    const page = await (await SELF.fetch(`https://backend.test/verificacao-simulada/${encodeURIComponent(reference)}`)).text();
    for (const label of ['Simular: maior de idade', 'Simular: menor de idade', 'Simular: desistiu', 'Simular: erro']) expect(page).toContain(label);
    const back = await choose(reference, 'over_18');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`${SHOP}/verificar-idade?retorno=provedor`);
    expect(await standing(who)).toMatchObject({ verified: true, level: 'A', method: 'provedor' });
    const row = await testEnv.DB.prepare('SELECT result, provider_reference FROM age_verifications WHERE customer_id = ?').bind(who.customerId).first();
    expect(row).toEqual({ result: 'confirmed', provider_reference: `simulada-${reference}` });
  });

  it.each([
    ['under_18', 'minor'],
    ['abandoned', 'cancelled'],
    ['error', 'unavailable'],
  ])('records "%s" as %s, and the age stays unconfirmed', async (resultado, result) => {
    const who = identity();
    await choose(await session(who), resultado);
    expect((await standing(who)).verified).toBe(false);
    const row = await testEnv.DB.prepare('SELECT result FROM age_verifications WHERE customer_id = ?').bind(who.customerId).first<{ result: string }>();
    expect(row?.result).toBe(result);
  });

  it('takes a notification only when signed by the vendor’s key, recent, for a session it opened, and once', async () => {
    const who = identity();
    const reference = await session(who);
    const secret = await standInSecret(testEnv);
    const forged = await standInNotice(new TextEncoder().encode('outra-chave-qualquer-de-32-bytes!!'), reference, 'over_18', new Date());
    expect((await webhook(forged)).status).toBe(401);
    const stale = await standInNotice(secret, reference, 'over_18', new Date(Date.now() - 10 * 60_000));
    expect((await webhook(stale)).status).toBe(401);
    const unsigned = `${btoa('{"alg":"none"}')}.${btoa(JSON.stringify({ reference, session: 'x', result: 'over_18', iat: Math.floor(Date.now() / 1000) }))}.`;
    expect((await webhook(unsigned)).status).toBe(401);
    expect((await standing(who)).verified).toBe(false);

    const genuine = await standInNotice(secret, reference, 'over_18', new Date());
    expect(await (await webhook(genuine)).json()).toEqual({ applied: true });
    expect((await standing(who)).verified).toBe(true);
    // a replay, or a notice for a session never opened, changes nothing
    expect(await (await webhook(genuine)).json()).toEqual({ applied: false });
    const stranger = await standInNotice(secret, 'referencia-que-nunca-existiu', 'under_18', new Date());
    expect(await (await webhook(stranger)).json()).toEqual({ applied: false });
  });

  it('refuses a notification of another shape and a return address off the shop', async () => {
    const secret = await standInSecret(testEnv);
    const odd = await new CompactSign(
      new TextEncoder().encode(JSON.stringify({ reference: 'x', session: 'y', result: 'talvez', iat: Math.floor(Date.now() / 1000) })),
    )
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret);
    expect((await webhook(odd)).status).toBe(401);
    expect((await start(identity(), 'https://evil.example/volta')).status).toBe(400);
  });
});

describe('the vendor method’s log', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const who = (): AgeIdentity => ({ ...identity(), name: 'Heloísa Marques', cpf: '39053344705', birthDate: '1979-11-02' });
  const selfie = `data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ${'A'.repeat(400)}`;
  /** A notice signed with the stand-in's key whose payload carries what a vendor must never send on: the person's data and photo. */
  const overSharing = async (reference: string, payload: Record<string, unknown>) =>
    new CompactSign(
      new TextEncoder().encode(
        JSON.stringify({
          reference,
          session: `simulada-${reference}`,
          iat: Math.floor(Date.now() / 1000),
          cpf: '39053344705',
          birth_date: '1979-11-02',
          selfie,
          ...payload,
        }),
      ),
    )
      .setProtectedHeader({ alg: 'HS256' })
      .sign(await standInSecret(testEnv));

  function expectNothingPersonal(lines: string[]) {
    for (const line of lines) {
      expect(line).not.toMatch(/39053344705|Heloísa|Marques|1979-11-02|\d{11}/);
      expect(line).not.toMatch(IMAGE_OR_PAYLOAD);
    }
  }

  it('writes no CPF, name, birth date, vendor payload or image into any log line', async () => {
    const lines = captureLogLines();
    // through the vendor's page, as the shopper goes
    await choose(await session(who()), 'over_18');
    // notices whose payload carries a selfie: signed (then replayed), forged, of a result we do not know
    const reference = await session(who());
    expect(await (await webhook(await overSharing(reference, { result: 'under_18' }))).json()).toEqual({ applied: true });
    expect((await webhook(await overSharing(reference, { result: 'under_18' }))).status).toBe(200);
    const forged = await new CompactSign(new TextEncoder().encode(JSON.stringify({ reference, selfie, cpf: '39053344705' })))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('outra-chave-qualquer-de-32-bytes!!'));
    expect((await webhook(forged)).status).toBe(401);
    expect((await webhook(await overSharing(reference, { result: selfie }))).status).toBe(401);
    // a signed payload that is not even JSON: a photo where the notice should be
    const notJson = await new CompactSign(new TextEncoder().encode(selfie)).setProtectedHeader({ alg: 'HS256' }).sign(await standInSecret(testEnv));
    expect((await webhook(notJson)).status).toBe(401);

    expect(lines.filter((line) => line.includes('"event":"age_verification"'))).toHaveLength(2);
    expectNothingPersonal(lines);
  });

  it('says a vendor refused to start a session without repeating what it answered', async () => {
    const lines = captureLogLines();
    // the vendor's API answers an error echoing the person's data and a photo
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ error: 'invalid_request', cpf: '39053344705', birth_date: '1979-11-02', selfie }, { status: 422 }),
    );
    const vendor = {
      ...testEnv,
      AGE_PROVEDOR: 'vendor',
      AGE_VENDOR_API_URL: 'https://api.vendor.example/v1',
      AGE_VENDOR_API_KEY: 'chave-do-fornecedor',
      AGE_VENDOR_JWKS: '{"keys":[]}',
    };
    const response = await createBackendApp().request(
      '/api/age/provedor/start',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...storefrontHeaders() },
        body: JSON.stringify({ identity: who(), returnUrl: `${SHOP}/verificar-idade` }),
      },
      vendor,
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ outcome: 'unavailable' });
    expect(lines.some((line) => line.includes('"event":"age_vendor_unavailable"'))).toBe(true);
    expectNothingPersonal(lines);
  });
});
