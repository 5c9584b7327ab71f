import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccessSettings, accessIdentity } from './access-jwt.ts';

const TEAM = 'adega.cloudflareaccess.com';
const AUDIENCE = 'aud-tag-da-adega';

let settings: AccessSettings;
let sign: (claims: Record<string, unknown>, options?: { expiresIn?: string; audience?: string; issuer?: string }) => Promise<string>;
let forge: (claims: Record<string, unknown>) => Promise<string>;

beforeAll(async () => {
  const team = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(team.publicKey)), kid: 'team', alg: 'RS256', use: 'sig' };
  settings = { teamDomain: TEAM, audience: AUDIENCE, jwks: JSON.stringify({ keys: [jwk] }) };
  const signed =
    (key: CryptoKey, kid: string) =>
    (claims: Record<string, unknown>, options: { expiresIn?: string; audience?: string; issuer?: string } = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid })
        .setIssuer(options.issuer ?? `https://${TEAM}`)
        .setAudience(options.audience ?? AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '10m')
        .sign(key);
  sign = signed(team.privateKey, 'team');
  forge = signed(stranger.privateKey, 'team');
});

describe('the Access JWT in front of /admin', () => {
  it('names the person Access let in', async () => {
    expect(await accessIdentity(await sign({ email: 'Dono@Adega.com.br' }), settings)).toBe('dono@adega.com.br');
  });

  it('refuses a missing token, a forged signature, an expired token, another audience or another team', async () => {
    expect(await accessIdentity(undefined, settings)).toBeNull();
    expect(await accessIdentity('nao.e.um.jwt', settings)).toBeNull();
    expect(await accessIdentity(await forge({ email: 'intruso@example.com' }), settings)).toBeNull();
    expect(await accessIdentity(await sign({ email: 'dono@adega.com.br' }, { expiresIn: '-1m' }), settings)).toBeNull();
    expect(await accessIdentity(await sign({ email: 'dono@adega.com.br' }, { audience: 'outra-aplicacao' }), settings)).toBeNull();
    expect(await accessIdentity(await sign({ email: 'dono@adega.com.br' }, { issuer: 'https://outra.cloudflareaccess.com' }), settings)).toBeNull();
  });

  it('refuses a token without an e-mail (a service token is not a person)', async () => {
    expect(await accessIdentity(await sign({ common_name: 'servico' }), settings)).toBeNull();
  });
});
