import type { LoginResult } from '../../src/contracts/auth.ts';
import { AUTH_PATHS } from '../../src/contracts/auth-paths.ts';
import { REDIRECT_URL_PARAM, ROUTES } from '../../src/core/routes.ts';

/** The query that makes /verificar-idade an offer (with "Agora não") rather than a step of the checkout. */
export const REGISTRATION_OFFER = { param: 'oferta', value: 'cadastro' } as const;

/**
 * After a registration, the age verification is offered at once ("Confirme agora e compre mais
 * rápido"; docs/age-verification.md), then the shopper goes where they were going. A
 * registration on the way to the checkout needs no offer: the hand-off asks for it anyway.
 */
export function offerAgeVerification(result: LoginResult): LoginResult {
  if (result.status !== 'authenticated' || result.redirectTo.startsWith(AUTH_PATHS.checkout)) return result;
  const query = new URLSearchParams({ [REGISTRATION_OFFER.param]: REGISTRATION_OFFER.value, [REDIRECT_URL_PARAM]: result.redirectTo });
  return { ...result, redirectTo: `${ROUTES.ageVerification}?${query}` };
}
