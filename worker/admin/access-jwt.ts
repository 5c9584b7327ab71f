import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

/**
 * Cloudflare Access in front of /admin (ARCHITECTURE "Security posture"; docs/going-live.md):
 * Access signs in whoever the owner lets in and forwards the request with a JWT in
 * `Cf-Access-Jwt-Assertion`. The worker does not take Access's word for it at the network level:
 * it checks the token itself (signature against the team's keys, issuer, audience, expiry), so a
 * request that reaches the worker another way, or with a forged or stale token, is refused.
 */
export interface AccessSettings {
  /** The team's domain, e.g. "adega.cloudflareaccess.com". */
  teamDomain: string;
  /** The Access application's audience tag (AUD). */
  audience: string;
  /** An inline key set (JSON), instead of the team's published keys: for tests. */
  jwks?: string;
}

export const ACCESS_ASSERTION_HEADER = 'Cf-Access-Jwt-Assertion';

/** The team's published keys are the same for every request; jose caches them per set. */
const teamKeySets = new Map<string, JWTVerifyGetKey>();

function keysOf(settings: AccessSettings): JWTVerifyGetKey {
  if (settings.jwks) return createLocalJWKSet(JSON.parse(settings.jwks));
  let keys = teamKeySets.get(settings.teamDomain);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`https://${settings.teamDomain}/cdn-cgi/access/certs`));
    teamKeySets.set(settings.teamDomain, keys);
  }
  return keys;
}

/** The e-mail of the person Access let in; null for a missing, forged, expired or foreign token. */
export async function accessIdentity(assertion: string | undefined, settings: AccessSettings): Promise<string | null> {
  if (!assertion) return null;
  try {
    const { payload } = await jwtVerify(assertion, keysOf(settings), {
      issuer: `https://${settings.teamDomain}`,
      audience: settings.audience,
      algorithms: ['RS256'],
      requiredClaims: ['exp', 'email'],
    });
    return typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
  } catch {
    return null;
  }
}
