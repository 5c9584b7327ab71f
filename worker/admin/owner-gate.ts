import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isLocalRun } from '../config.ts';
import { ACCESS_ASSERTION_HEADER, type AccessSettings, accessIdentity } from './access-jwt.ts';
import type { AppEnv } from '../env.ts';
import { ADMIN_PATHS } from './admin-paths.ts';
import { ownerOfSession } from './owner-session.ts';
import { restrictedPage } from './pages/RestrictedPage.tsx';

/**
 * Who may enter the back office (docs/going-live.md, "Operating the shop"):
 * - `access`: Cloudflare Access stands in front of /admin, and every request's Access JWT is
 *   verified here too (signature, issuer, audience, expiry), so nothing that bypasses Access or
 *   forges its header gets in;
 * - `local`: a local run without Access: the owner's e-mail and password (`npm start` creates
 *   dono@adega.test) open a session of the edge's own;
 * - `closed`: a deployment without Access configured lets nobody in (it fails closed).
 */
type OwnerGate = { kind: 'access'; settings: AccessSettings } | { kind: 'local' } | { kind: 'closed' };

export function ownerGate(env: Env): OwnerGate {
  if (env.ADMIN_ACCESS_TEAM_DOMAIN && env.ADMIN_ACCESS_AUD) {
    return { kind: 'access', settings: { teamDomain: env.ADMIN_ACCESS_TEAM_DOMAIN, audience: env.ADMIN_ACCESS_AUD } };
  }
  return isLocalRun(env) ? { kind: 'local' } : { kind: 'closed' };
}

async function identifyOwner(c: Context<AppEnv>, gate: OwnerGate): Promise<string | null> {
  switch (gate.kind) {
    case 'access':
      return accessIdentity(c.req.header(ACCESS_ASSERTION_HEADER), gate.settings);
    case 'local':
      return ownerOfSession(c);
    case 'closed':
      return null;
  }
}

/**
 * Lets the owner through with their e-mail in `owner`; anyone else gets the login page (a local
 * run's pages) or 401.
 */
export const requireOwner = createMiddleware<AppEnv>(async (c, next) => {
  const gate = ownerGate(c.env);
  const owner = await identifyOwner(c, gate);
  if (owner) {
    c.set('owner', owner);
    return next();
  }
  if (gate.kind === 'closed') c.get('log').warn('admin_closed', { reason: 'ADMIN_ACCESS_TEAM_DOMAIN or ADMIN_ACCESS_AUD is not set' });
  if (gate.kind === 'local' && c.req.method === 'GET') return c.redirect(ADMIN_PATHS.login, 303);
  return restrictedPage(c, gate.kind === 'local' ? 'login' : gate.kind);
});
