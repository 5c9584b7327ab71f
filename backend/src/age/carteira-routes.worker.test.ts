import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AgeIdentity, ageAttemptSchema, testWalletAnswerSchema, walletRequestSchema } from '../../../src/contracts/age-verification.ts';
import { postJson } from '../../test/http.ts';
import { captureLogLines, IMAGE_OR_PAYLOAD } from '../../test/log-lines.ts';

/**
 * The "carteira" method through its routes (W3C Digital Credentials API, OpenID4VP), with the test
 * wallet of the local stand-in (a test issuer the run trusts): the request asks for age_over_18
 * alone, bound to the page's origin and a nonce that answers once; the verifier's own cases are
 * in carteira/wallet.worker.test.ts.
 */
const ORIGIN = 'https://loja.test';
let customers = 700_000 + (Date.now() % 90_000);
const identity = (): AgeIdentity => ({ customerId: (customers += 1), name: 'Lia Campos', cpf: '52998224725', birthDate: '1992-02-02' });

async function request(who: AgeIdentity, origin = ORIGIN) {
  return walletRequestSchema.parse(await (await postJson('/api/age/carteira/request', { identity: who, origin })).json());
}

async function testWallet(data: Record<string, unknown>, ageOver18: boolean, origin = ORIGIN) {
  return testWalletAnswerSchema.parse(await (await postJson('/api/age/carteira/test-wallet', { origin, data, ageOver18 })).json());
}

async function respond(who: AgeIdentity, session: string, answer: { protocol: string; data: Record<string, unknown> }) {
  const response = await postJson('/api/age/carteira/response', { identity: who, session, ...answer });
  return { http: response.status, ...ageAttemptSchema.parse(await response.json()) };
}

describe('age verification by a digital wallet, with the stand-in’s test wallet', () => {
  it('asks for age_over_18 only, and an adult’s credential confirms the age at level A', async () => {
    const who = identity();
    const asked = await request(who);
    expect(asked.protocol).toBe('openid4vp-v1-unsigned');
    expect(JSON.stringify(asked.data.dcql_query)).toContain('"age_over_18"');
    expect(JSON.stringify(asked.data.dcql_query)).not.toMatch(/birth|name|portrait|document_number/);
    const answer = await respond(who, asked.session, await testWallet(asked.data, true));
    expect(answer.outcome).toBe('confirmed');
    expect(answer.status).toMatchObject({ verified: true, level: 'A', method: 'carteira' });
  });

  it('says "minor" for a credential that is not over 18', async () => {
    const who = identity();
    const asked = await request(who);
    expect((await respond(who, asked.session, await testWallet(asked.data, false))).outcome).toBe('minor');
  });

  it('refuses an answer made for another origin, and a nonce used twice (a replay)', async () => {
    const who = identity();
    const asked = await request(who);
    const elsewhere = await testWallet(asked.data, true, 'https://outra-loja.example');
    expect((await respond(who, asked.session, elsewhere)).outcome).toBe('not_confirmed');
    const again = await respond(who, asked.session, await testWallet(asked.data, true));
    expect(again.http).toBe(409);
    expect(again.status.verified).toBe(false);
  });

  it('answers a nonce only for the customer who asked', async () => {
    const [owner, stranger] = [identity(), identity()];
    const asked = await request(owner);
    const answer = await respond(stranger, asked.session, await testWallet(asked.data, true));
    expect(answer.http).toBe(409);
    expect(answer.status.verified).toBe(false);
  });
});

describe('the wallet request’s nonce, 5 minutes long', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes an answer at 4 minutes 59 seconds, and refuses one whose nonce is older than 5 minutes', async () => {
    // the server's clock is the one moved: both requests are made now, answered later
    vi.useFakeTimers({ toFake: ['Date'] });
    const askedAt = Date.now();
    const [prompt, late] = [identity(), identity()];
    const promptAsk = await request(prompt);
    const lateAsk = await request(late);

    vi.setSystemTime(askedAt + 4 * 60_000 + 59_000);
    expect(await respond(prompt, promptAsk.session, await testWallet(promptAsk.data, true))).toMatchObject({
      http: 200,
      outcome: 'confirmed',
      status: { verified: true },
    });

    vi.setSystemTime(askedAt + 5 * 60_000 + 1_000);
    // a genuine adult's answer, made for this nonce and origin: only its age is wrong
    const answer = await respond(late, lateAsk.session, await testWallet(lateAsk.data, true));
    expect(answer).toMatchObject({ http: 409, outcome: 'not_confirmed', status: { verified: false } });
  });
});

describe('the wallet method’s log', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes no CPF, name, birth date, wallet answer or image into any log line', async () => {
    const lines = captureLogLines();
    const who = { ...identity(), name: 'Heloísa Marques', cpf: '39053344705', birthDate: '1979-11-02' };
    // answers that carry a photo where a credential should be, as a data URL or as bare base64
    const photo = `data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ${'A'.repeat(400)}`;
    for (const data of [{ vp_token: { idade: [photo] } }, { vp_token: { idade: ['A'.repeat(400)] } }, { error: 'access_denied', error_description: photo }]) {
      const asked = await request(who);
      expect((await respond(who, asked.session, { protocol: 'openid4vp-v1-unsigned', data })).status.verified).toBe(false);
    }
    // an adult's genuine answer (a DeviceResponse of a few kB in base64url), then the same again: a replay
    const asked = await request(who);
    const genuine = await testWallet(asked.data, true);
    expect((await respond(who, asked.session, genuine)).outcome).toBe('confirmed');
    expect((await respond(who, asked.session, genuine)).http).toBe(409);

    expect(lines.filter((line) => line.includes('"event":"age_verification"'))).toHaveLength(4);
    for (const line of lines) {
      expect(line).not.toMatch(/39053344705|Heloísa|Marques|1979-11-02|\d{11}/);
      expect(line).not.toMatch(IMAGE_OR_PAYLOAD);
    }
  });
});
