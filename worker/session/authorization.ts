/**
 * spec §6: "The token is sent as a bearer credential in the Authorization header; a token
 * already starting with an auth scheme word is sent as is."
 */
const SCHEME = /^(Bearer|Basic|Token|Digest|Negotiate)\s+\S/i;

export function authorizationFor(token: string): string {
  return SCHEME.test(token) ? token : `Bearer ${token}`;
}
