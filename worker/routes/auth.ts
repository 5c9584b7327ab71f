import { Hono, type Context } from 'hono';
import {
  cartLinkRequestSchema,
  googleLoginRequestSchema,
  loginRequestSchema,
  partialRegistrationRequestSchema,
  passwordRecoveryRequestSchema,
  registerRequestSchema,
  type GoogleNonce,
  type PasswordRecoveryResult,
  type Session,
} from '../../src/contracts/auth.ts';
import { AUTH_PATHS } from '../../src/contracts/auth-paths.ts';
import {
  CUSTOMER_AUTHENTICATED_LOGIN,
  CUSTOMER_COMPLETE_PARTIAL_REGISTRATION,
  CUSTOMER_CREATE,
  CUSTOMER_PASSWORD_RECOVERY,
  CUSTOMER_SOCIAL_LOGIN_GOOGLE,
  type GraphqlError,
} from '../../src/contracts/graphql/index.ts';
import { MESSAGES } from '../../src/core/messages/pt-BR.ts';
import { ROUTES } from '../../src/core/routes.ts';
import type { AppEnv } from '../env.ts';
import { CommerceRefusedError, TooManyRequestsError, UnauthorizedError } from '../errors.ts';
import { readJson } from '../http/read-json.ts';
import { commerceCall, publicErrors } from '../session/commerce-client.ts';
import { clearSignedInMark, markSignedIn, readPartialToken, readSessionTokens, sendsSignedInMark } from '../session/session-cookies.ts';
import { currentCustomer, establishSession, saveCustomerCart, sessionOf } from '../session/session.ts';
import { endSession, liveSession, renewSession } from '../session/live-session.ts';
import { backToForm, isFormPost, readFormPost } from '../session/form-posts.ts';
import { favoritesRoutes } from './favorites.ts';
import { rateLimited } from '../middleware/rate-limits.ts';
import { issueGoogleNonce, takeMatchingNonce } from '../session/google-nonce.ts';
import { redirectOnSite } from '../http/site-redirect.ts';
import { offerAgeVerification } from '../age/registration-offer.ts';

/** What a stranger could try at speed: every way in and every recovery mail, limited per IP. */
const LIMITED = [AUTH_PATHS.login, AUTH_PATHS.google, AUTH_PATHS.register, AUTH_PATHS.registerPartial, AUTH_PATHS.passwordRecovery];

/** Answers of these routes are personal: never stored by a browser or a cache. */
function noStore(c: Context<AppEnv>): void {
  c.header('Cache-Control', 'no-store');
}

function refuse(status: 400 | 401, message: string, errors: readonly GraphqlError[]): never {
  throw new CommerceRefusedError(status, message, publicErrors(errors));
}

/** The login form posted without JavaScript: the same login, answered with redirects (303). */
async function loginFromForm(c: Context<AppEnv>): Promise<Response> {
  const form = await readFormPost(c, loginRequestSchema);
  if (!form) return backToForm(c, ROUTES.login, 'refused');
  try {
    const { data } = await commerceCall(c, CUSTOMER_AUTHENTICATED_LOGIN, { input: form.email, password: form.password });
    if (!data?.customerAuthenticatedLogin) return backToForm(c, ROUTES.login, 'refused');
    const result = await establishSession(c, data.customerAuthenticatedLogin, form.redirectUrl, MESSAGES.sessionInvalidCredentials);
    return redirectOnSite(c, result.redirectTo, 303);
  } catch (error) {
    if (error instanceof TooManyRequestsError) return backToForm(c, ROUTES.login, 'tooManyRequests');
    if (error instanceof CommerceRefusedError) return backToForm(c, ROUTES.login, 'refused');
    throw error;
  }
}

/** The recovery form posted without JavaScript: the same neutral answer, as a redirect. */
async function recoveryFromForm(c: Context<AppEnv>): Promise<Response> {
  const form = await readFormPost(c, passwordRecoveryRequestSchema);
  try {
    if (form) await commerceCall(c, CUSTOMER_PASSWORD_RECOVERY, { input: form.email });
  } catch (error) {
    if (error instanceof TooManyRequestsError) return backToForm(c, ROUTES.passwordRecovery, 'tooManyRequests');
    throw error;
  }
  return backToForm(c, ROUTES.passwordRecovery, 'recoverySent');
}

const logIn = async (c: Context<AppEnv>) => {
  noStore(c);
  if (isFormPost(c)) return loginFromForm(c);
  const { email, password, redirectUrl } = await readJson(c, loginRequestSchema);
  const { data, errors } = await commerceCall(c, CUSTOMER_AUTHENTICATED_LOGIN, { input: email, password });
  if (!data?.customerAuthenticatedLogin) refuse(401, MESSAGES.sessionInvalidCredentials, errors);
  return c.json(await establishSession(c, data.customerAuthenticatedLogin, redirectUrl, MESSAGES.sessionInvalidCredentials));
};

const giveGoogleNonce = async (c: Context<AppEnv>) => {
  noStore(c);
  return c.json({ nonce: await issueGoogleNonce(c) } satisfies GoogleNonce);
};

const logInWithGoogle = async (c: Context<AppEnv>) => {
  noStore(c);
  const { credential, redirectUrl } = await readJson(c, googleLoginRequestSchema);
  if (!(await takeMatchingNonce(c, credential))) refuse(401, MESSAGES.sessionInvalidJwt, []);
  const { data, errors } = await commerceCall(c, CUSTOMER_SOCIAL_LOGIN_GOOGLE, { userCredential: credential });
  if (!data?.customerSocialLoginGoogle) {
    const invalidJwt = errors.some((error) => error.message === MESSAGES.sessionInvalidJwt);
    refuse(401, invalidJwt ? MESSAGES.sessionInvalidJwt : MESSAGES.sessionGoogleFailed, errors);
  }
  return c.json(await establishSession(c, data.customerSocialLoginGoogle, redirectUrl, MESSAGES.sessionGoogleFailed));
};

const registerPartially = async (c: Context<AppEnv>) => {
  noStore(c);
  const { input, redirectUrl } = await readJson(c, partialRegistrationRequestSchema);
  const token = readPartialToken(c) ?? readSessionTokens(c)?.token;
  if (!token) throw new UnauthorizedError(MESSAGES.sessionPartialMissing);
  const { data, errors } = await commerceCall(c, CUSTOMER_COMPLETE_PARTIAL_REGISTRATION, { customerAccessToken: token, input }, token);
  if (!data?.customerCompletePartialRegistration?.token) refuse(400, MESSAGES.sessionRegistrationFailed, errors);
  return c.json(offerAgeVerification(await establishSession(c, data.customerCompletePartialRegistration, redirectUrl, MESSAGES.sessionRegistrationFailed)));
};

const register = async (c: Context<AppEnv>) => {
  noStore(c);
  const { input, redirectUrl } = await readJson(c, registerRequestSchema);
  const created = await commerceCall(c, CUSTOMER_CREATE, { input });
  if (!created.data?.customerCreate) refuse(400, MESSAGES.sessionRegistrationFailed, created.errors);
  const { data, errors } = await commerceCall(c, CUSTOMER_AUTHENTICATED_LOGIN, { input: input.email ?? '', password: input.password ?? '' });
  if (!data?.customerAuthenticatedLogin) refuse(401, MESSAGES.sessionInvalidCredentials, errors);
  return c.json(offerAgeVerification(await establishSession(c, data.customerAuthenticatedLogin, redirectUrl, MESSAGES.sessionInvalidCredentials)));
};

const renew = async (c: Context<AppEnv>) => {
  noStore(c);
  const live = await liveSession(c);
  if (!live) throw new UnauthorizedError(MESSAGES.sessionExpired);
  if (!(await renewSession(c, live))) throw new UnauthorizedError(MESSAGES.sessionExpired);
  return c.json(sessionOf(await currentCustomer(c)));
};

const logOut = async (c: Context<AppEnv>) => {
  noStore(c);
  await endSession(c);
  return c.json({ authenticated: false, customerName: null, firstName: null } satisfies Session);
};

const readSession = async (c: Context<AppEnv>) => {
  noStore(c);
  const current = await currentCustomer(c);
  // the mark that lets this browser's pages come from the shared cache follows the session
  if (current && !sendsSignedInMark(c)) markSignedIn(c);
  if (!current && sendsSignedInMark(c)) clearSignedInMark(c);
  return c.json(sessionOf(current));
};

const linkCart = async (c: Context<AppEnv>) => {
  noStore(c);
  const { cartId } = await readJson(c, cartLinkRequestSchema);
  const current = await currentCustomer(c);
  if (!current) throw new UnauthorizedError(MESSAGES.loginRequired);
  await saveCustomerCart(c, current.customer.customerId, cartId);
  return c.json(sessionOf(current));
};

const recoverPassword = async (c: Context<AppEnv>) => {
  noStore(c);
  if (isFormPost(c)) return recoveryFromForm(c);
  const { email } = await readJson(c, passwordRecoveryRequestSchema);
  const { errors } = await commerceCall(c, CUSTOMER_PASSWORD_RECOVERY, { input: email });
  if (errors.length > 0) c.get('log').info('password_recovery_refused', { codes: errors.map((error) => error.extensions?.code ?? 'none').join(',') });
  return c.json({ isSuccess: true } satisfies PasswordRecoveryResult);
};

/**
 * The session routes (BFF; DECISIONS 1; ARCHITECTURE "Security posture"): the browser posts credentials, the edge calls
 * the commerce service and keeps the tokens in httpOnly cookies. Answers carry names, never
 * tokens; errors carry pt-BR messages (spec §8: 429 "tente novamente em 1 minuto").
 * Contracts: src/contracts/auth.ts.
 */
export const authRoutes = new Hono<AppEnv>()
  .on('POST', LIMITED, rateLimited('AUTH_LIMITER'))
  /** spec §7 customerAuthenticatedLogin. */
  .post(AUTH_PATHS.login, logIn)
  /** The nonce Google's button or prompt puts into the ID token (worker/session/google-nonce.ts). */
  .get(AUTH_PATHS.googleNonce, giveGoogleNonce)
  /** spec §7 customerSocialLoginGoogle with the ID-token credential (DECISIONS 6). */
  .post(AUTH_PATHS.google, logInWithGoogle)
  /** spec §7 customerCompletePartialRegistration, with the token a Google sign-in of type NEW left. */
  .post(AUTH_PATHS.registerPartial, registerPartially)
  /** spec §7 customerCreate (answers no token), then the login with the same e-mail and password. */
  .post(AUTH_PATHS.register, register)
  /** spec §7 customerAccessTokenRenew; spec §4 "Failed token renewal leads to logout". */
  .post(AUTH_PATHS.renew, renew)
  /** spec §4 "Logout removes token and legacy token", and the session ends on the server too. */
  .post(AUTH_PATHS.logout, logOut)
  /** DECISIONS 1: who is logged in (name, never a token), for islands. */
  .get(AUTH_PATHS.session, readSession)
  /** spec §4 "link ... the own customer record with the cart id", after the cart changed (DECISIONS 2, 5). */
  .post(AUTH_PATHS.cart, linkCart)
  /**
   * spec §7 customerPasswordRecovery (/login/recuperar). The answer is the same whether or not
   * the e-mail has an account, and whatever the service said about it; only the spec's
   * 429 (and a failing service) differ.
   */
  .post(AUTH_PATHS.passwordRecovery, recoverPassword)
  /** The customer's favourite wines: worker/routes/favorites.ts. */
  .route('/', favoritesRoutes);
