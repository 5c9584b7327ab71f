import type { ZodMiniType } from 'zod/mini';
import {
  authErrorSchema,
  loginResultSchema,
  passwordRecoveryResultSchema,
  passwordResetResultSchema,
  sessionSchema,
  type GoogleLoginRequest,
  type LoginRequest,
  type LoginResult,
  type PartialRegistrationRequest,
  type PasswordRecoveryRequest,
  type PasswordResetRequest,
  type PasswordResetResult,
  type PublicCommerceError,
  type RegisterRequest,
  type Session,
} from '../../../contracts/auth.ts';
import { MESSAGES } from '../../../core/messages/pt-BR.ts';
import { readJson, RequestError, requestJson, send } from '../../../core/browser/request.ts';
import { AUTH_PATHS } from '../../../contracts/auth-paths.ts';

/**
 * The account pages' calls to the edge's session routes (DECISIONS 1: the edge keeps the
 * tokens in httpOnly cookies, these answers never carry one). A refusal (wrong password, invalid
 * registration data, invalid Google credential) is an `AuthRefusedError` with the edge's pt-BR
 * message and the service's errors, field by field; a 429, a timeout or a network failure is the
 * shared `RequestError` (spec §8 texts through `requestErrorMessage`).
 */
export class AuthRefusedError extends Error {
  override name = 'AuthRefusedError';
  constructor(
    readonly status: number,
    /** The edge's pt-BR message, shown as is. */
    readonly publicMessage: string,
    readonly errors: readonly PublicCommerceError[],
  ) {
    super(`${status}: ${publicMessage}`);
  }
}

function post<T>(path: string, body: unknown, schema: ZodMiniType<T>): Promise<T> {
  return send(path, { method: 'POST', body }, async (response) => {
    const json = await readJson(response, path);
    if (!response.ok) {
      const refusal = authErrorSchema.safeParse(json);
      if (refusal.success && (response.status === 400 || response.status === 401)) {
        throw new AuthRefusedError(response.status, refusal.data.message, refusal.data.errors ?? []);
      }
      throw new RequestError('http', `${path} answered ${response.status}`, response.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new RequestError('contract', `${path} broke its contract`, response.status);
    return parsed.data;
  });
}

export const authApi = {
  login: (request: LoginRequest): Promise<LoginResult> => post(AUTH_PATHS.login, request, loginResultSchema),
  google: (request: GoogleLoginRequest): Promise<LoginResult> => post(AUTH_PATHS.google, request, loginResultSchema),
  register: (request: RegisterRequest): Promise<LoginResult> => post(AUTH_PATHS.register, request, loginResultSchema),
  registerPartial: (request: PartialRegistrationRequest): Promise<LoginResult> => post(AUTH_PATHS.registerPartial, request, loginResultSchema),
  passwordRecovery: (request: PasswordRecoveryRequest) => post(AUTH_PATHS.passwordRecovery, request, passwordRecoveryResultSchema),
  passwordReset: (request: PasswordResetRequest): Promise<PasswordResetResult> => post(AUTH_PATHS.passwordReset, request, passwordResetResultSchema),
  logout: (): Promise<Session> => post(AUTH_PATHS.logout, {}, sessionSchema),
  /** Who is logged in (spec §5 "Checkout requires login"; the header's greeting when the page could not tell). */
  session: (): Promise<Session> => requestJson(AUTH_PATHS.session, sessionSchema),
  /** Points the customer's record at this cart (after a merge). */
  linkCart: (cartId: string): Promise<Session> => post(AUTH_PATHS.cart, { cartId }, sessionSchema),
};

/** The message a form shows for a failed call: the edge's own words, or spec §8's, or a generic one. */
export function accountErrorMessage(error: unknown): string {
  if (error instanceof AuthRefusedError) return error.publicMessage;
  if (error instanceof RequestError) {
    if (error.kind === 'rate_limited') return MESSAGES.tooManyRequests;
    if (error.kind === 'timeout') return MESSAGES.requestTimeout;
    if (error.kind === 'network') return MESSAGES.networkError;
  }
  return MESSAGES.edgeUpstreamUnavailable;
}
