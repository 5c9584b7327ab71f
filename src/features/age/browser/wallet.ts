import { z } from 'zod/mini';
import { type AgeAttempt, ageAttemptSchema, walletRequestSchema } from '../../../contracts/age-verification.ts';
import { AUTH_PATHS } from '../../../contracts/auth-paths.ts';
import { requestJson } from '../../../core/browser/request.ts';
import { ageApi } from './age-api.ts';

/**
 * The "carteira" method in the browser (W3C Digital Credentials API, OpenID4VP over it): loaded
 * only when the shopper chooses it. The edge builds the request (a single-use nonce bound to this
 * origin, asking for `age_over_18` alone); the wallet answers to the person's own consent; the
 * backend verifies the answer. Called from a click: the browser requires the user's activation.
 */
const PROTOCOL = 'openid4vp-v1-unsigned';

interface DigitalCredentialClass {
  userAgentAllowsProtocol?: (protocol: string) => boolean;
}

/** Whether this browser offers a wallet for the protocol we speak (Chrome/Edge 141+). */
export function walletAvailable(): boolean {
  const api = (globalThis as { DigitalCredential?: DigitalCredentialClass }).DigitalCredential;
  if (!api) return false;
  return api.userAgentAllowsProtocol ? api.userAgentAllowsProtocol(PROTOCOL) : true;
}

export async function presentWallet(): Promise<AgeAttempt | 'cancelled'> {
  // an attempt that could not start (too many today, no wallet method) answers its outcome instead
  const request = await requestJson(AUTH_PATHS.ageWalletRequest, z.union([walletRequestSchema, ageAttemptSchema]), { body: {} });
  if ('outcome' in request) return request;
  let credential: unknown;
  try {
    credential = await navigator.credentials.get({ digital: { requests: [{ protocol: request.protocol, data: request.data }] } } as CredentialRequestOptions);
  } catch (error) {
    // the person closed the wallet, or refused to share
    if (error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'AbortError')) return 'cancelled';
    throw error;
  }
  const answer = credential as { protocol?: unknown; data?: unknown } | null;
  if (!answer || typeof answer.data !== 'object' || answer.data === null) return 'cancelled';
  return ageApi.walletAnswer(request.session, typeof answer.protocol === 'string' ? answer.protocol : request.protocol, answer.data as Record<string, unknown>);
}
