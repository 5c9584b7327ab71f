import type { Context } from 'hono';
import type { AppEnv } from '../../env.ts';
import { ADMIN_PATHS } from '../admin-paths.ts';
import { adminPage } from '../render.tsx';
import { AdminDocument } from '../ui/AdminDocument.tsx';

/** 404 inside the back office: a record that does not exist (or no longer does), or a mistyped address. */
export function notFoundPage(c: Context<AppEnv>): Response {
  return adminPage(
    c,
    <AdminDocument title="Página não encontrada" storeName={c.env.STORE_NAME} owner={c.get('owner')}>
      <p>Não encontramos o que você procura no painel.</p>
      <p>
        <a href={ADMIN_PATHS.wines}>Ir para Vinhos</a>
      </p>
    </AdminDocument>,
    404,
  );
}
