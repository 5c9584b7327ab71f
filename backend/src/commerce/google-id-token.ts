import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { ERROR_CODES } from '../../../src/contracts/graphql/error-codes.ts';
import type { CommerceConfig } from './config.ts';
import { CommerceError } from './errors.ts';
import type { GoogleIdentity } from './tokens.ts';

/**
 * customerSocialLoginGoogle: the Google ID token (DECISIONS 6: only the ID-token flow) is checked
 * for its RS256 signature against Google's keys (or an inline JWKS), its issuer, its audience
 * (GOOGLE_CLIENT_ID) and its expiry. Anything wrong answers the spec's text (§8 "Invalid JWT").
 */
const INVALID_JWT_MESSAGE = 'JWT provided is invalid';
const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** Google's public keys are shared by every request (not personal data); jose caches them per set. */
const remoteKeySets = new Map<string, JWTVerifyGetKey>();

function keySet(google: CommerceConfig['google']): JWTVerifyGetKey {
  if (google.jwks) return createLocalJWKSet(JSON.parse(google.jwks));
  let remote = remoteKeySets.get(google.jwksUrl);
  if (!remote) {
    remote = createRemoteJWKSet(new URL(google.jwksUrl));
    remoteKeySets.set(google.jwksUrl, remote);
  }
  return remote;
}

export async function verifyGoogleIdToken(credential: string | null | undefined, google: CommerceConfig['google']): Promise<GoogleIdentity> {
  if (!google.clientId) {
    throw new CommerceError(ERROR_CODES.googleNotConfigured, 'Login com Google não está configurado.');
  }
  const invalid = new CommerceError(ERROR_CODES.googleTokenInvalid, INVALID_JWT_MESSAGE);
  if (!credential) throw invalid;
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(credential, keySet(google), {
      issuer: ISSUERS,
      audience: google.clientId,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch {
    throw invalid;
  }
  const { sub, email, name } = payload;
  // an unverified e-mail must not open the account that owns that address
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  if (typeof sub !== 'string' || typeof email !== 'string' || !verified) throw invalid;
  return { sub, email: email.toLowerCase(), name: typeof name === 'string' ? name : '' };
}
