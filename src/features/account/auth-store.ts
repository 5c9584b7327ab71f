import { proxy } from 'valtio/vanilla';
import type { HeaderSession } from '../../contracts/header-session.ts';

/**
 * spec §3 "Stores": auth (user, appModel default "Iniciante", and the order of the finder's
 * questions). `user` is who the header greets (never a token: DECISIONS 1); `status` is
 * `unknown` until the header island has settled it (the server renders it from the session).
 */
export type AuthUser = Omit<Extract<HeaderSession, { state: 'customer' }>, 'state'>;

export interface AuthState {
  status: 'unknown' | 'anonymous' | 'customer';
  user: AuthUser | null;
  appModel: string;
  questionOrder: { occasion: number; mainCourse: number; price: number; type: number; grape: number; country: number };
}

export function createAuthStore(): AuthState {
  return proxy<AuthState>({
    status: 'unknown',
    user: null,
    appModel: 'Iniciante',
    questionOrder: { occasion: 1, mainCourse: 2, price: 3, type: 4, grape: 5, country: 6 },
  });
}

export function setAuthUser(auth: AuthState, user: AuthUser | null): void {
  auth.user = user;
  auth.status = user ? 'customer' : 'anonymous';
}

/** The user an edge answer names (GET /auth/session, a login): null when nobody is logged in. */
export function userOfAnswer(answer: { customerName: string | null; firstName: string | null }): AuthUser {
  return { customerName: answer.customerName ?? '', firstName: answer.firstName ?? '' };
}

/** What the server rendered, once the page runs: `unknown` stays for GET /auth/session to settle. */
export function adoptHeaderSession(auth: AuthState, session: HeaderSession): void {
  if (session.state === 'unknown' || auth.status !== 'unknown') return;
  setAuthUser(auth, session.state === 'customer' ? { customerName: session.customerName, firstName: session.firstName } : null);
}
