import { cborEncode, DeviceResponse, IssuerSignedItem } from '@owf/mdoc';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestIssuer, type TestIssuerKeys, walletAnswerFor } from './test-issuer.ts';
import { walletRequest } from './wallet-request.ts';
import { sessionTranscriptFor, verifyWalletAnswer } from './wallet-verify.ts';

/**
 * The "carteira" method's server side: the OpenID4VP request the page hands the Digital
 * Credentials API, and the check of a wallet's answer, against answers a test wallet makes with
 * an mDL from a test issuer (test-issuer.ts) generated when the tests start.
 */
const ORIGIN = 'https://loja.test';
const NOW = new Date();
const DAY_MS = 86_400_000;

const newNonce = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

let issuer: TestIssuerKeys;
let trustedRoots: string[];

beforeAll(async () => {
  const created = await createTestIssuer({ now: NOW });
  issuer = created.issuer;
  trustedRoots = [created.iacaPem];
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The server's check, with the origin and nonce it stored for the request. */
const verify = (nonce: string, data: unknown) => verifyWalletAnswer({ origin: ORIGIN, nonce, data, trustedRoots, now: NOW });

/**
 * A genuine answer with its disclosed mDL elements rewritten by the holder. The device signature
 * does not cover issuer-signed elements (each has its own digest in the MSO), so the answer still
 * holds together: only the digests tell.
 */
async function rewrittenAnswer(nonce: string, ageOver18: boolean, rewrite: (items: IssuerSignedItem[]) => IssuerSignedItem[]) {
  const [genuine = ''] = (await walletAnswerFor(issuer, { origin: ORIGIN, nonce, ageOver18, now: NOW })).vp_token.idade ?? [];
  const response = DeviceResponse.fromEncodedForOid4Vp(genuine);
  const namespaces = response.documents?.[0]?.issuerSigned.issuerNamespaces.issuerNamespaces;
  namespaces?.set('org.iso.18013.5.1', rewrite(namespaces.get('org.iso.18013.5.1') ?? []));
  return { vp_token: { idade: [response.encodedForOid4Vp] } };
}

describe('the wallet request (OpenID4VP 1.0 unsigned, over the Digital Credentials API)', () => {
  it('asks an mDL for age_over_18 only, not to be kept, bound to the nonce and the origin', () => {
    const nonce = newNonce();
    expect(walletRequest({ origin: ORIGIN, nonce })).toEqual({
      protocol: 'openid4vp-v1-unsigned',
      data: {
        response_type: 'vp_token',
        response_mode: 'dc_api',
        nonce,
        client_metadata: { vp_formats_supported: { mso_mdoc: { issuerauth_alg_values: [-7, -35, -36], deviceauth_alg_values: [-7, -35, -36] } } },
        dcql_query: {
          credentials: [
            {
              id: 'idade',
              format: 'mso_mdoc',
              meta: { doctype_value: 'org.iso.18013.5.1.mDL' },
              claims: [{ path: ['org.iso.18013.5.1', 'age_over_18'], intent_to_retain: false }],
            },
          ],
        },
      },
    });
  });

  it('refuses a guessable nonce or an origin that is not one (a server mistake, never user input)', () => {
    expect(() => walletRequest({ origin: ORIGIN, nonce: 'curto' })).toThrow(/nonce/);
    expect(() => walletRequest({ origin: `${ORIGIN}/verificar-idade`, nonce: newNonce() })).toThrow(/origin/);
  });

  it('binds the answer with the session transcript of OpenID4VP 1.0 Appendix B.2.6.2', async () => {
    const nonce = newNonce();
    const handoverInfoHash = new Uint8Array(await crypto.subtle.digest('SHA-256', cborEncode([ORIGIN, nonce, null])));
    const expected = cborEncode([null, null, ['OpenID4VPDCAPIHandover', handoverInfoHash]]);
    expect((await sessionTranscriptFor({ origin: ORIGIN, nonce })).encode()).toEqual(expected);
  });
});

describe('the check of a wallet answer', () => {
  it('finds an adult when the issuer signed age_over_18 true, and says nothing else of the credential', async () => {
    const log = vi.spyOn(console, 'log');
    const warn = vi.spyOn(console, 'warn');
    const nonce = newNonce();
    const data = await walletAnswerFor(issuer, { origin: ORIGIN, nonce, ageOver18: true, now: NOW });
    expect(await verify(nonce, data)).toEqual({ kind: 'over18' });
    expect([...log.mock.calls, ...warn.mock.calls]).toEqual([]);
  });

  it('finds a minor when the issuer signed age_over_18 false', async () => {
    const nonce = newNonce();
    expect(await verify(nonce, await walletAnswerFor(issuer, { origin: ORIGIN, nonce, ageOver18: false, now: NOW }))).toEqual({ kind: 'under18' });
  });

  it('rejects a credential whose MSO is no longer valid as expired', async () => {
    const nonce = newNonce();
    const data = await walletAnswerFor(issuer, {
      origin: ORIGIN,
      nonce,
      ageOver18: true,
      validFrom: new Date(NOW.getTime() - 60 * DAY_MS),
      validUntil: new Date(NOW.getTime() - DAY_MS),
      now: NOW,
    });
    expect(await verify(nonce, data)).toEqual({ kind: 'rejected', reason: 'expired' });
  });

  it('rejects a credential whose document signer certificate has expired, though its MSO has not', async () => {
    const nonce = newNonce();
    const data = await walletAnswerFor(issuer, { origin: ORIGIN, nonce, ageOver18: true, validUntil: new Date(NOW.getTime() + 3 * 365 * DAY_MS), now: NOW });
    const twoYearsOn = new Date(NOW.getTime() + 2 * 365 * DAY_MS);
    expect(await verifyWalletAnswer({ origin: ORIGIN, nonce, data, trustedRoots, now: twoYearsOn })).toEqual({ kind: 'rejected', reason: 'expired' });
  });

  it('rejects a credential issued under another IACA as untrusted', async () => {
    const stranger = await createTestIssuer({ now: NOW });
    const nonce = newNonce();
    const data = await walletAnswerFor(stranger.issuer, { origin: ORIGIN, nonce, ageOver18: true, now: NOW });
    expect(await verify(nonce, data)).toEqual({ kind: 'rejected', reason: 'untrusted' });
    expect(await verifyWalletAnswer({ origin: ORIGIN, nonce, data, trustedRoots: [], now: NOW })).toEqual({ kind: 'rejected', reason: 'untrusted' });
  });

  it('rejects an answer made for another origin: the device signed that page’s transcript, not ours', async () => {
    const nonce = newNonce();
    const data = await walletAnswerFor(issuer, { origin: 'https://outra-loja.test', nonce, ageOver18: true, now: NOW });
    expect(await verify(nonce, data)).toEqual({ kind: 'rejected', reason: 'binding' });
  });

  it('rejects an old answer replayed against a new request’s nonce', async () => {
    const oldNonce = newNonce();
    const data = await walletAnswerFor(issuer, { origin: ORIGIN, nonce: oldNonce, ageOver18: true, now: NOW });
    expect(await verify(oldNonce, data)).toEqual({ kind: 'over18' });
    expect(await verify(newNonce(), data)).toEqual({ kind: 'rejected', reason: 'binding' });
  });

  it('rejects an answer without age_over_18 as no claim', async () => {
    const nonce = newNonce();
    expect(await verify(nonce, await rewrittenAnswer(nonce, true, () => []))).toEqual({ kind: 'rejected', reason: 'no_claim' });
  });

  it('rejects a minor’s age_over_18 turned true by the holder: the issuer signed another digest', async () => {
    const nonce = newNonce();
    const turnedTrue = (items: IssuerSignedItem[]) =>
      items.map(({ digestId, random, elementIdentifier, elementValue }) =>
        IssuerSignedItem.fromOptions({ digestId, random, elementIdentifier, elementValue: elementIdentifier === 'age_over_18' ? true : elementValue }),
      );
    expect(await verify(nonce, await rewrittenAnswer(nonce, false, turnedTrue))).toEqual({ kind: 'rejected', reason: 'untrusted' });
  });

  it('reports a wallet’s refusal as a wallet error', async () => {
    expect(await verify(newNonce(), { error: 'access_denied' })).toEqual({ kind: 'rejected', reason: 'wallet_error' });
  });

  it('rejects garbage as malformed, without throwing', async () => {
    const nonce = newNonce();
    const [genuine] = (await walletAnswerFor(issuer, { origin: ORIGIN, nonce, ageOver18: true, now: NOW })).vp_token.idade ?? [];
    const garbage: unknown[] = [
      null,
      'vp_token',
      42,
      {},
      { vp_token: null },
      { vp_token: { idade: [] } },
      { vp_token: { outra: [genuine] } },
      { vp_token: { idade: [genuine, genuine] } },
      { vp_token: { idade: ['não é base64url!'] } },
      { vp_token: { idade: ['AAAA'] } },
      { vp_token: { idade: [btoa('{"version":"1.0"}').replace(/=+$/, '')] } },
      { vp_token: { idade: [genuine?.slice(0, 200)] } },
      { vp_token: { idade: ['A'.repeat(100_000)] } },
    ];
    for (const data of garbage) expect(await verify(nonce, data), JSON.stringify(data)?.slice(0, 60)).toEqual({ kind: 'rejected', reason: 'malformed' });
  });

  it('never finds an adult in an answer altered on the way', async () => {
    const nonce = newNonce();
    const [genuine = ''] = (await walletAnswerFor(issuer, { origin: ORIGIN, nonce, ageOver18: true, now: NOW })).vp_token.idade ?? [];
    for (const at of [genuine.length - 10, Math.floor(genuine.length / 2), 120]) {
      const altered = `${genuine.slice(0, at)}${genuine[at] === 'A' ? 'B' : 'A'}${genuine.slice(at + 1)}`;
      expect((await verify(nonce, { vp_token: { idade: [altered] } })).kind).toBe('rejected');
    }
  });
});
