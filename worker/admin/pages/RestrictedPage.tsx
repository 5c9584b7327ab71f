import type { Context } from 'hono';
import type { AppEnv } from '../../env.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { adminPage } from '../render.tsx';
import { AdminDocument } from '../ui/AdminDocument.tsx';

/** Why nobody was let in (worker/admin/owner-gate.ts). */
type Refusal = 'login' | 'access' | 'closed';

const TEXTS: Record<Refusal, string> = {
  login: 'Sua sessão no painel terminou. Entre novamente para continuar.',
  access: 'Acesso restrito. Entre pelo login da loja (Cloudflare Access) com um e-mail autorizado pelo dono.',
  closed: 'O painel desta loja ainda não foi configurado. O dono precisa ativar o Cloudflare Access (docs/going-live.md).',
};

/** 401 with what the person can do about it, in pt-BR. */
export function restrictedPage(c: Context<AppEnv>, refusal: Refusal): Response {
  return adminPage(
    c,
    <AdminDocument title="Acesso restrito" storeName={c.env.STORE_NAME}>
      <p>{TEXTS[refusal]}</p>
      {refusal === 'login' ? (
        <p>
          <a className="button" href={ADMIN_PATHS.login}>
            Entrar
          </a>
        </p>
      ) : null}
    </AdminDocument>,
    401,
  );
}
