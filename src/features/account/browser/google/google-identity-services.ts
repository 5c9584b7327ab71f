import { AUTH_PATHS } from '../../../../contracts/auth-paths.ts';
import { ACCOUNT } from '../../../../core/constants.ts';
import { parsePublicConfig, PUBLIC_CONFIG_ELEMENT_ID } from '../../../../contracts/public-config.ts';
import { CHROME_MESSAGES } from '../../../../core/messages/pt-BR-chrome.ts';

/**
 * Google Identity Services (spec §7 "Google sign-in"; DECISIONS 6): only the ID-token flow. The
 * script loads from Google, and only when the shop has a client id (GOOGLE_CLIENT_ID, in the
 * page's public config). The types cover the calls we make.
 */
interface GoogleCredentialResponse {
  credential: string;
}

interface GoogleIdConfiguration {
  client_id: string;
  callback: (response: GoogleCredentialResponse) => void;
  auto_select?: boolean;
  cancel_on_tap_outside?: boolean;
  context?: 'signin' | 'signup' | 'use';
  ux_mode?: 'popup' | 'redirect';
  itp_support?: boolean;
  use_fedcm_for_prompt?: boolean;
  /** Put into the ID token; the edge accepts the token only with its twin cookie (no replay). */
  nonce?: string;
}

export interface GoogleButtonOptions {
  type: 'standard' | 'icon';
  theme: 'outline' | 'filled_blue' | 'filled_black';
  size: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  locale?: string;
  width?: number;
}

export interface GoogleAccountsId {
  initialize(config: GoogleIdConfiguration): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
  prompt(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

/** The shop's Google client id, from the page's public config; '' when sign-in with Google is off. */
export function googleClientId(doc: Document = document): string {
  return parsePublicConfig(doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent)?.googleClientId ?? '';
}

/** One load per page, shared by the button and the automatic prompt. */
const loads = new WeakMap<Document, Promise<GoogleAccountsId>>();

/**
 * Loads Google's script once. If it cannot load (offline, blocked) the promise rejects and spec
 * §8's text is logged: "Failed to load the Google 3P Authorization JavaScript Library.".
 */
function loadGoogleIdentity(doc: Document = document): Promise<GoogleAccountsId> {
  const existing = loads.get(doc);
  if (existing !== undefined) return existing;
  const load = new Promise<GoogleAccountsId>((resolve, reject) => {
    const fail = () => {
      console.error(CHROME_MESSAGES.googleScriptFailed);
      loads.delete(doc);
      reject(new Error(CHROME_MESSAGES.googleScriptFailed));
    };
    const script = doc.createElement('script');
    script.src = ACCOUNT.googleScriptUrl;
    script.async = true;
    script.defer = true;
    script.addEventListener('load', () => {
      const api = doc.defaultView?.google?.accounts?.id;
      if (api) resolve(api);
      else fail();
    });
    script.addEventListener('error', fail);
    doc.head.appendChild(script);
  });
  loads.set(doc, load);
  return load;
}

/** spec §7: "Button default theme outline, size large"; pt-BR. */
export const GOOGLE_BUTTON: GoogleButtonOptions = { type: 'standard', theme: 'outline', size: 'large', text: 'signin_with', shape: 'pill', locale: 'pt-BR' };

/**
 * The ID-token flow's settings. The ID token carries the `openid email profile` scopes the spec
 * names (spec §7 "Scopes: email, profile, openid"); no other scope is asked for.
 */
function googleConfiguration(clientId: string, onCredential: (credential: string) => void, nonce: string): GoogleIdConfiguration {
  return {
    client_id: clientId,
    nonce,
    callback: (response) => onCredential(response.credential),
    auto_select: false,
    cancel_on_tap_outside: true,
    context: 'signin',
    ux_mode: 'popup',
    itp_support: true,
    use_fedcm_for_prompt: true,
  };
}

/** The edge's nonce route (worker/session/google-nonce.ts). */

/**
 * A fresh nonce for Google's ID token; the edge keeps its twin in an httpOnly cookie. A plain
 * fetch and a small guard: the prompt on /momentos loads with the page, and must not bring the
 * request helper's messages or schema code (DECISIONS "Contracts use zod/mini").
 */
async function fetchGoogleNonce(): Promise<string> {
  const response = await fetch(AUTH_PATHS.googleNonce, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  const body: unknown = await response.json().catch(() => null);
  const nonce = (body as { nonce?: unknown } | null)?.nonce;
  if (!response.ok || typeof nonce !== 'string') throw new Error(`${AUTH_PATHS.googleNonce} answered ${response.status}`);
  return nonce;
}

/**
 * Loads Google's script and a nonce from the edge (GET /auth/google/nonce) together, and starts
 * the ID-token flow with them; rejects when either cannot be had (offline).
 */
export async function initializeGoogleIdentity(clientId: string, onCredential: (credential: string) => void): Promise<GoogleAccountsId> {
  const [google, nonce] = await Promise.all([loadGoogleIdentity(), fetchGoogleNonce()]);
  google.initialize(googleConfiguration(clientId, onCredential, nonce));
  return google;
}
