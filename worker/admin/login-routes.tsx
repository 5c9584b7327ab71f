import { type Context, Hono } from 'hono';
import { ADMIN_MESSAGES, adminLoginSchema, fieldErrors } from '../../src/contracts/admin/api.ts';
import { ADMIN_API } from '../../src/contracts/admin/routes.ts';
import { MESSAGES } from '../../src/core/messages/pt-BR.ts';
import type { AppEnv } from '../env.ts';
import { withinLimit } from '../middleware/rate-limits.ts';
import { readAdminForm } from './admin-form.ts';
import { adminWrite } from './admin-api.ts';
import { ADMIN_PATHS } from './admin-paths.ts';
import { ownerGate } from './owner-gate.ts';
import { endOwnerSession, startOwnerSession } from './owner-session.ts';
import { LoginPage } from './pages/LoginPage.tsx';
import { adminPage } from './render.tsx';

const showLogin = (c: Context<AppEnv>) => {
  if (ownerGate(c.env).kind !== 'local') return c.redirect(ADMIN_PATHS.root, 303);
  return adminPage(c, <LoginPage storeName={c.env.STORE_NAME} />);
};

const logIn = async (c: Context<AppEnv>) => {
  const form = await readAdminForm(c);
  if (ownerGate(c.env).kind !== 'local') return c.redirect(ADMIN_PATHS.root, 303);
  const email = form.get('email') ?? '';
  const page = (status: 400 | 401 | 429, message: string, errors?: Record<string, string>) =>
    adminPage(c, <LoginPage storeName={c.env.STORE_NAME} email={email} message={message} {...(errors ? { errors } : {})} />, status);
  // the shop's per-IP limit of logins (spec §8's text) holds for the owner's password too
  if (!(await withinLimit(c, 'AUTH_LIMITER'))) return page(429, MESSAGES.tooManyRequests);
  const credentials = adminLoginSchema.safeParse({ email, password: form.get('password') ?? '' });
  if (!credentials.success) return page(400, ADMIN_MESSAGES.invalidFields, fieldErrors(credentials.error.issues).fields);
  const login = await adminWrite(c, ADMIN_API.login, { body: { json: credentials.data } });
  if (!login.ok) return page(401, login.message);
  await startOwnerSession(c, login.data.email);
  return c.redirect(ADMIN_PATHS.wines, 303);
};

const logOut = async (c: Context<AppEnv>) => {
  await endOwnerSession(c);
  // Access keeps its own session: its logout address ends it
  return c.redirect(ownerGate(c.env).kind === 'access' ? '/cdn-cgi/access/logout' : ADMIN_PATHS.login, 303);
};

/**
 * The local run's login and everyone's logout (worker/admin/owner-gate.ts). Behind Cloudflare
 * Access there is no login page of ours: Access signs the owner in, and "Sair" ends Access's session.
 */
export const loginRoutes = new Hono<AppEnv>().get('/entrar', showLogin).post('/entrar', logIn).post('/sair', logOut);
