import { proxy } from 'valtio/vanilla';

/**
 * spec §3 "Stores": auth (user, appModel default "Iniciante", and the order of the finder's
 * questions). `user` is who the header greets (never a token: DECISIONS 1); `status` is
 * `unknown` until the header island has settled it (the server renders it from the session).
 */
export interface AuthUser {
  customerName: string;
  firstName: string;
}

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
