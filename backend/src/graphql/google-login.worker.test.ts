import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOMER,
  CUSTOMER_AUTHENTICATED_LOGIN,
  CUSTOMER_COMPLETE_PARTIAL_REGISTRATION,
  CUSTOMER_CREATE,
  CUSTOMER_SOCIAL_LOGIN_GOOGLE,
  ERROR_CODES,
} from '../../../src/contracts/graphql/index.ts';
import { customerInput, validCpf, yearsAgo } from '../../test/commerce/customers.ts';
import { call } from '../../test/commerce/graphql-client.ts';
import { testEnv } from '../../test/test-env.ts';

/** Google ID tokens signed by the test's own key; the service gets its JWKS through config. */
const CLIENT_ID = 'adega-teste.apps.googleusercontent.com';
let signingKey: CryptoKey;
let strangerKey: CryptoKey;
let env: Record<string, string>;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  strangerKey = stranger.privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'teste-1', alg: 'RS256', use: 'sig' };
  env = { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS: JSON.stringify({ keys: [jwk] }) };
});

let people = 0;

function idToken(claims: Record<string, unknown> = {}, options: { key?: CryptoKey; audience?: string; issuer?: string; expires?: string | number } = {}) {
  people += 1;
  return new SignJWT({ email: `google.${people}@gmail.com`, email_verified: true, name: 'Clara Nunes', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'teste-1' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject(String(claims.sub ?? `1000${people}`))
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '1h')
    .sign(options.key ?? signingKey);
}

describe('customerSocialLoginGoogle', () => {
  it('answers NEW for an unknown Google account; the partial registration then creates and logs in the customer', async () => {
    const credential = await idToken({ email: 'Clara.Nunes@gmail.com', sub: 'g-clara' });
    const login = await call(CUSTOMER_SOCIAL_LOGIN_GOOGLE, { userCredential: credential }, { env });
    expect(login.errors).toEqual([]);
    const partial = login.data?.customerSocialLoginGoogle;
    expect(partial).toMatchObject({ type: 'NEW', isMaster: false, legacyToken: null });
    expect(partial?.token).toBeTruthy();
    // a NEW token is not a customer's token
    expect((await call(CUSTOMER, { customerAccessToken: partial?.token ?? '' })).codes).toEqual([ERROR_CODES.tokenInvalid]);

    const completed = await call(CUSTOMER_COMPLETE_PARTIAL_REGISTRATION, {
      customerAccessToken: partial?.token ?? '',
      input: { customerType: 'PERSON', fullName: 'Clara Nunes', cpf: validCpf(), birthDate: '1985-03-12' },
    });
    expect(completed.errors).toEqual([]);
    const token = completed.data?.customerCompletePartialRegistration;
    expect(token).toMatchObject({ type: 'AUTHENTICATED', isMaster: false });
    expect(token?.legacyToken).toBeTruthy();
    const me = await call(CUSTOMER, { customerAccessToken: token?.token ?? '' });
    expect(me.data?.customer?.customerName).toBe('Clara Nunes');
    const row = await testEnv.DB.prepare('SELECT email, google_sub, password_hash FROM customers WHERE id = ?').bind(me.data?.customer?.customerId).first();
    expect(row).toEqual({ email: 'clara.nunes@gmail.com', google_sub: 'g-clara', password_hash: null });

    // the NEW token is spent, and the same Google account now logs straight in
    const again = await call(CUSTOMER_COMPLETE_PARTIAL_REGISTRATION, {
      customerAccessToken: partial?.token ?? '',
      input: { customerType: 'PERSON', fullName: 'Clara Nunes', cpf: validCpf(), birthDate: '1985-03-12' },
    });
    expect(again.codes).toEqual([ERROR_CODES.tokenInvalid]);
    const second = await call(CUSTOMER_SOCIAL_LOGIN_GOOGLE, { userCredential: await idToken({ email: 'clara.nunes@gmail.com', sub: 'g-clara' }) }, { env });
    expect(second.data?.customerSocialLoginGoogle?.type).toBe('AUTHENTICATED');
  });

  it('logs in (AUTHENTICATED) the customer who registered with the same e-mail', async () => {
    const input = customerInput({ email: 'rita.lee@gmail.com' });
    const created = await call(CUSTOMER_CREATE, { input });
    const { data, errors } = await call(CUSTOMER_SOCIAL_LOGIN_GOOGLE, { userCredential: await idToken({ email: 'rita.lee@gmail.com' }) }, { env });
    expect(errors).toEqual([]);
    const token = data?.customerSocialLoginGoogle;
    expect(token?.type).toBe('AUTHENTICATED');
    const me = await call(CUSTOMER, { customerAccessToken: token?.token ?? '' });
    expect(me.data?.customer?.customerId).toBe(created.data?.customerCreate?.customerId);
  });

  it('takes over an account whose e-mail was never proven: its password stops working and its sessions end', async () => {
    const input = customerInput({ email: 'dona.do.email@gmail.com' });
    await call(CUSTOMER_CREATE, { input }); // a stranger registered the address first, with a password
    const squatter = await call(CUSTOMER_AUTHENTICATED_LOGIN, { input: input.email ?? '', password: input.password ?? '' });
    const squatterToken = squatter.data?.customerAuthenticatedLogin?.token ?? '';
    expect(squatterToken).toBeTruthy();

    const owner = await call(CUSTOMER_SOCIAL_LOGIN_GOOGLE, { userCredential: await idToken({ email: 'dona.do.email@gmail.com', sub: 'g-dona' }) }, { env });
    expect(owner.data?.customerSocialLoginGoogle?.type).toBe('AUTHENTICATED');

    expect((await call(CUSTOMER, { customerAccessToken: squatterToken })).codes).toEqual([ERROR_CODES.tokenInvalid]);
    const again = await call(CUSTOMER_AUTHENTICATED_LOGIN, { input: input.email ?? '', password: input.password ?? '' });
    expect(again.codes).toEqual([ERROR_CODES.loginFailed]);
    const row = await testEnv.DB.prepare('SELECT password_hash, google_sub, email_verified_at FROM customers WHERE email = ?')
      .bind('dona.do.email@gmail.com')
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({ password_hash: null, google_sub: 'g-dona' });
    expect(row?.email_verified_at).toBeTruthy();
    // the owner's Google session works
    expect(typeof (await call(CUSTOMER, { customerAccessToken: owner.data?.customerSocialLoginGoogle?.token ?? '' })).data?.customer?.customerId).toBe(
      'number',
    );
  });

  it('keeps the password of an account whose e-mail was already proven', async () => {
    const input = customerInput({ email: 'comprovada@gmail.com' });
    await call(CUSTOMER_CREATE, { input });
    await testEnv.DB.prepare("UPDATE customers SET email_verified_at = '2026-01-01T00:00:00.000Z' WHERE email = ?").bind('comprovada@gmail.com').run();
    await call(CUSTOMER_SOCIAL_LOGIN_GOOGLE, { userCredential: await idToken({ email: 'comprovada@gmail.com', sub: 'g-comprovada' }) }, { env });
    const login = await call(CUSTOMER_AUTHENTICATED_LOGIN, { input: input.email ?? '', password: input.password ?? '' });
    expect(login.data?.customerAuthenticatedLogin?.token).toBeTruthy();
  });

  it.each([
    ['signed by another key', () => idToken({}, { key: strangerKey })],
    ['for another audience', () => idToken({}, { audience: 'outro.apps.googleusercontent.com' })],
    ['from another issuer', () => idToken({}, { issuer: 'https://accounts.example.com' })],
    ['expired', () => idToken({}, { expires: Math.floor(Date.now() / 1000) - 3600 })],
    ['with an unverified e-mail', () => idToken({ email_verified: false })],
    ['that is not a JWT', async () => 'isto-nao-e-um-jwt'],
  ])('answers "JWT provided is invalid" for a token %s', async (_label, make) => {
    const { status, codes, errors, data } = await call(CUSTOMER_SOCIAL_LOGIN_GOOGLE, { userCredential: await make() }, { env });
    expect(status).toBe(200);
    expect(codes).toEqual([ERROR_CODES.googleTokenInvalid]);
    expect(errors[0]?.message).toBe('JWT provided is invalid');
    expect(data?.customerSocialLoginGoogle).toBeNull();
  });

  it('answers GGL101 when GOOGLE_CLIENT_ID is not configured', async () => {
    const { codes } = await call(CUSTOMER_SOCIAL_LOGIN_GOOGLE, { userCredential: await idToken() });
    expect(codes).toEqual([ERROR_CODES.googleNotConfigured]);
  });

  it('refuses a partial registration under 18 (CUS108), keeping the NEW token usable', async () => {
    const login = await call(CUSTOMER_SOCIAL_LOGIN_GOOGLE, { userCredential: await idToken() }, { env });
    const token = login.data?.customerSocialLoginGoogle?.token ?? '';
    const minor = await call(CUSTOMER_COMPLETE_PARTIAL_REGISTRATION, {
      customerAccessToken: token,
      input: { customerType: 'PERSON', fullName: 'Clara Nunes', cpf: validCpf(), birthDate: yearsAgo(17) },
    });
    expect(minor.codes).toEqual([ERROR_CODES.underAge]);
    const adult = await call(CUSTOMER_COMPLETE_PARTIAL_REGISTRATION, {
      customerAccessToken: token,
      input: { customerType: 'PERSON', fullName: 'Clara Nunes', cpf: validCpf(), birthDate: yearsAgo(30) },
    });
    expect(adult.data?.customerCompletePartialRegistration?.type).toBe('AUTHENTICATED');
  });
});
